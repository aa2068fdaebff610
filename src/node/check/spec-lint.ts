import {
  BaseResolver,
  getLineColLocation,
  IGNORE_FILE,
  lint,
  loadConfig,
  type Config,
  type NormalizedProblem,
} from '@redocly/openapi-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FileHashes } from '../util/file-hashes.js';
import { redoclyConfigPath } from './redocly-config.js';
import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { sha256 } from '../sha256.js';

function toDiagnostic(problem: NormalizedProblem): Diagnostic {
  const where = problem.location[0];
  const located = where ? getLineColLocation(where) : undefined;
  const file = where?.source.absoluteRef;
  return {
    code: codes.specLint,
    severity: problem.severity === 'error' ? 'error' : 'warning',
    rule: problem.ruleId,
    ...(problem.suggest.length > 0
      ? said('specLintSuggest', { message: problem.message, suggest: problem.suggest.join(', ') })
      : said('specLintRule', { message: problem.message, rule: problem.ruleId })),
    ...(file ? { file: path.resolve(file) } : {}),
    ...(located ? { line: located.start.line, column: located.start.col } : {}),
    ...(where?.pointer !== undefined ? { pointer: where.pointer.replace(/^#/, '') } : {}),
  };
}

/**
 * Redocly's example rules are left to `spec-example` (spec-examples.ts), which validates every
 * example with standard JSON Schema 2020-12 semantics: reporting both would list each bad example
 * twice.
 */
export const EXAMPLE_RULES: ReadonlySet<string> = new Set([
  'no-invalid-media-type-examples',
  'no-invalid-schema-examples',
  'no-invalid-parameter-examples',
]);

/**
 * The lint's findings, and every file it read (config, spec, each file a `$ref` led to) with a hash
 * of what it read.
 */
export interface LintOutcome {
  findings: Diagnostic[];
  /**
   * Absent when the result may also depend on something else: a URL, a file it could not read, a
   * plugin's code.
   */
  read?: FileHashes;
}

/**
 * Lints the OpenAPI document with @redocly/openapi-core (recommended rules plus the project's
 * redocly.yaml).
 */
export async function lintSpec(specFile: string, root: string): Promise<Diagnostic[]> {
  return (await lintSpecFiles(specFile, root)).findings;
}

/** lintSpec, also saying which files the findings were made from (see lint-cache.ts). */
export async function lintSpecFiles(specFile: string, root: string): Promise<LintOutcome> {
  const configPath = redoclyConfigPath(root);
  const config = await loadConfig(configPath ? { configPath } : {});
  // Not run at all: they compile every schema with Ajv, about half the lint's time.
  config.skipRules([...EXAMPLE_RULES]);
  // The resolver lint() would make, kept to see the files it read.
  const specFiles = new BaseResolver(config.resolve);
  const problems = await lint({ ref: specFile, config, externalRefResolver: specFiles });
  const findings = problems
    .filter((p) => !p.ignored && !EXAMPLE_RULES.has(p.ruleId))
    .map(toDiagnostic);
  const configRead = configFilesRead(config);
  const read = configRead && (await specFilesRead(specFiles));
  return read ? { findings, read: [...configRead, ...read] } : { findings };
}

/**
 * The config file, when it is all the config was made from: no file or URL it extends (those are
 * not listed here), no ignore file, no plugin (code whose changes no file hash shows).
 */
function configFilesRead(config: Config): FileHashes | undefined {
  const ignoreFile = path.join(
    config.configPath ? path.dirname(path.resolve(config.configPath)) : process.cwd(),
    IGNORE_FILE,
  );
  if (
    (config.resolvedRefMap?.size ?? 0) > 0 ||
    existsSync(ignoreFile) ||
    !config.plugins.every((p) => p.id === '')
  )
    return undefined;
  const source = config.document?.source;
  return source ? [[path.resolve(source.absoluteRef), sha256(source.body)]] : [];
}

/** Every file the lint read, or undefined if it also read a URL or failed to read a file. */
async function specFilesRead(resolver: BaseResolver): Promise<FileHashes | undefined> {
  const read: FileHashes = [];
  for (const [ref, loading] of resolver.cache) {
    const document = await loading;
    if (document instanceof Error || !path.isAbsolute(ref)) return undefined;
    read.push([ref, sha256(document.source.body)]);
  }
  return read;
}
