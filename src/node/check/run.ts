import path from 'node:path';
import { locateConfig } from '../config/load.js';
import type { ConfigOverrides } from '../config/resolve.js';
import type { ResolvedConfig } from '../config/types.js';
import { lazySiteProcessor } from '../content/lazy-processor.js';
import { codes } from '../diagnostics/codes.js';
import { errorMessage, isDocgenError, said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { checkExamples } from '../examples/index.js';
import { AJV_VERSIONS, type ValidatorCache } from '../examples/compiled-schemas.js';
import { compile, loadProjectConfig } from '../pipeline/compile.js';
import { Graph } from '../graph/graph.js';
import type { Runner, Timing } from '../graph/runner.js';
import { siteServices } from '../pipeline/site-services.js';
import type { LoadedSpec } from '../openapi/load.js';
import { bundledTemplates } from '../render/templates.js';
import type { ContentPage } from '../content/transform.js';
import { siteUrlWarnings } from '../site/site-url.js';
import { withRule } from './rules.js';
import { applyRuleSettings, unknownRuleSettings } from './severity.js';
import { redoclyConfigPath } from './redocly-config.js';
import type { LintOutcome } from './spec-lint.js';
import { checkSpecExamples } from './spec-examples.js';
import { SpecSources } from './spec-source.js';
import { configPlaces, specLint, validatorCode } from './stages.js';
import { spec as specStage } from '../openapi/stages.js';

export interface CheckOptions {
  cwd: string;
  configFile?: string | undefined;
  /** The overrides `docgen build` takes (content, spec, base URL). */
  overrides?: ConfigOverrides | undefined;
  /**
   * Reuse the persistent cache (node_modules/.cache/docgen), as builds do: pages, the spec, the
   * lint's findings, the code of compiled example schemas. @default true
   */
  cache?: boolean;
}

export interface CheckResult {
  findings: Diagnostic[];
  timings: Timing[];
}

/**
 * A stage that fails with user errors becomes findings; anything else is an internal error and is
 * thrown.
 */
async function findingsOf<T>(work: Promise<T>): Promise<{ value?: T; findings: Diagnostic[] }> {
  try {
    return { value: await work, findings: [] };
  } catch (error) {
    if (isDocgenError(error)) return { findings: error.diagnostics };
    throw error;
  }
}

/** Broken links fail `docgen check` whatever `onBrokenLinks` says for builds. */
const linksAreErrors = (d: Diagnostic): Diagnostic =>
  d.code === codes.brokenLink ? { ...d, severity: 'error' } : d;

/**
 * `docgen check`: the build's pipeline in memory (nothing written), keeping every step's errors,
 * with the link check whatever `onBrokenLinks` says; then the HTTP examples of the content against
 * the spec, the spec's own examples against their schemas, and the Redocly lint of the spec, run
 * in a worker beside the pipeline.
 */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const located = await findingsOf(
    Promise.resolve().then(() => locateConfig(options.cwd, options.configFile)),
  );
  if (!located.value) return { findings: located.findings.map(withRule), timings: [] };
  const graph = Graph.open(located.value.root, { persist: options.cache !== false });
  const run = graph.runner(
    siteServices({ processor: lazySiteProcessor(), templates: bundledTemplates }),
    true,
  );
  const pipeline = {
    cwd: options.cwd,
    configFile: options.configFile,
    overrides: options.overrides,
  };
  const loaded = await findingsOf(run.step('config', () => loadProjectConfig(run, pipeline)));
  const config = loaded.value;
  if (!config) return { findings: loaded.findings.map(withRule), timings: run.timings };
  // Linted once the pipeline has loaded the spec (the same stage: loaded once), beside the rest of
  // it. A spec it cannot load is not given to Redocly, which would only fail on it too, or take a
  // minute over what loading refused at once (a billion laughs of YAML aliases).
  const specFile = config.api.spec;
  const lint: Promise<LintOutcome | undefined> = specFile
    ? run.get(specStage, { file: specFile, maxSpecMiB: config.api.maxSpecMiB }).then(
        () =>
          run.step('lint spec', () =>
            run.get(specLint, {
              specFile: path.resolve(specFile),
              root: path.resolve(config.root),
              cwd: process.cwd(),
              places: configPlaces(config.root, process.cwd()),
            }),
          ),
        () => undefined,
      )
    : Promise.resolve({ findings: [] });
  lint.catch(() => undefined);
  const built = await findingsOf(compile(run, pipeline));
  const findings = [...built.findings];
  const site = built.value;
  if (site) {
    findings.push(...run.errors, ...site.warnings.map(linksAreErrors));
    // Each version's pages against its own spec.
    for (const { spec, content } of site.variants)
      if (spec)
        findings.push(...(await checkAllExamples(run, { spec, content }, options.cache !== false)));
  }
  // A spec that does not load is reported by the pipeline, where it is written, as the build
  // reports it; it was not linted.
  findings.push(
    ...(await lint.then(
      (outcome) => outcome?.findings ?? [],
      (error: unknown) => lintFailure(error, config),
    )),
  );
  await graph.finish({ ok: true });
  const rules = config.check.rules;
  return {
    findings: [
      ...unknownRuleSettings(rules, config.configFile),
      ...applyRuleSettings(dedupe([...siteUrlWarnings(config), ...findings].map(withRule)), rules),
    ],
    timings: run.timings,
  };
}

/**
 * The lint failed on a spec the pipeline loaded (Redocly reads it by itself: a file it cannot
 * resolve, a redocly.yaml it cannot use): a finding that says so, not an internal error.
 */
function lintFailure(error: unknown, config: ResolvedConfig): Diagnostic[] {
  if (isDocgenError(error)) return error.diagnostics;
  const settings = redoclyConfigPath(config.root);
  const message = errorMessage(error);
  return [
    {
      code: codes.specLint,
      severity: 'error',
      rule: 'spec-lint',
      ...said(settings ? 'lintFailedSettings' : 'lintFailed', { reason: message }),
      file: settings ?? config.api.spec,
    },
  ];
}

/** The content's HTTP examples against the spec, then the spec's examples against their schemas. */
async function checkAllExamples(
  run: Runner,
  site: { spec: LoadedSpec; content: readonly ContentPage[] },
  cache: boolean,
): Promise<Diagnostic[]> {
  // The code Ajv generates is kept only for the persistent cache (generating it costs time).
  await run.ready(validatorCode);
  const validators = cache ? validatorCache(run) : undefined;
  const { spec } = site;
  const pages = site.content.map((p) => ({ file: p.source.file, outline: p.markdown.outline }));
  return [
    ...(await run.step('content examples', () =>
      checkExamples({ spec, pages, ...(validators ? { validators } : {}) }),
    )),
    ...(await run.step('spec examples', () =>
      checkSpecExamples(spec.document, new SpecSources(spec.file), validators),
    )),
  ];
}

/**
 * The code Ajv generates for each schema, kept by the runner's validators stage (whose file of
 * the cache folder must have been read: `ready`). The stage's run compiles the schema asked for,
 * with the compiler that asks.
 */
export function validatorCache(run: Runner): ValidatorCache {
  return (json, flavour, generate) => {
    run.services.schemaCode = generate;
    try {
      return run.getSync(validatorCode, { json, flavour, versions: AJV_VERSIONS });
    } finally {
      run.services.schemaCode = undefined;
    }
  };
}

/** The same problem reported twice (by the pipeline and a checker) is shown once. */
function dedupe(findings: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return findings.filter((d) => {
    const key = [d.code, d.file, d.line, d.column, d.pointer, d.message].join('\u0000');
    return !seen.has(key) && seen.add(key) !== undefined;
  });
}
