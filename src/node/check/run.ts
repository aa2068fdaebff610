import { build } from '../pipeline/build.js';
import { DiskCache, defaultCacheDir } from '../pipeline/disk-cache.js';
import { StageStore } from '../pipeline/stage-store.js';
import { StageTimer } from '../pipeline/timer.js';
import { loadConfig } from '../config/load.js';
import { codes } from '../diagnostics/codes.js';
import { isDocgenError, type Diagnostic } from '../diagnostics/diagnostic.js';
import { checkExamples } from '../examples/index.js';
import { codeFingerprint } from '../package-root.js';
import { lintSpecCached } from './lint-cache.js';
import { withRule } from './rules.js';
import { checkSpecExamples } from './spec-examples.js';
import { SpecSources } from './spec-source.js';

export interface CheckOptions {
  cwd: string;
  configFile?: string;
  /**
   * Reuse the persistent cache of transformed pages (node_modules/.cache/docgen), as builds do.
   * @default true
   */
  cache?: boolean;
}

export interface CheckResult {
  findings: Diagnostic[];
  timings: { stage: string; ms: number }[];
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
 * `docgen check`: one in-memory build (nothing written) that keeps every stage's errors, the link
 * check whatever `onBrokenLinks` says, the HTTP examples of the content against the spec, the
 * spec's own examples against their schemas, and the Redocly lint of the spec, run beside the
 * build.
 */
export async function runCheck(options: CheckOptions): Promise<CheckResult> {
  const timer = new StageTimer();
  const loaded = await findingsOf(
    timer.run('config', () =>
      loadConfig({
        cwd: options.cwd,
        ...(options.configFile ? { configFile: options.configFile } : {}),
      }),
    ),
  );
  const config = loaded.value;
  if (!config) return { findings: loaded.findings.map(withRule), timings: timer.timings };

  // The lint's findings and the code of compiled example schemas are kept beside the page cache.
  const cacheDir = options.cache !== false ? defaultCacheDir(config.root) : undefined;
  const store = cacheDir ? new StageStore(cacheDir, codeFingerprint()) : undefined;
  const lint = config.api.spec
    ? timer.run('lint spec', () => lintSpecCached(config.api.spec!, config.root, store))
    : Promise.resolve([]);
  lint.catch(() => undefined);
  const validators = cacheDir
    ? DiskCache.open<string | null>(cacheDir, 'validators', codeFingerprint())
    : undefined;
  const built = await findingsOf(
    timer.run('build in memory', () =>
      build({
        cwd: options.cwd,
        config,
        write: false,
        collectErrors: true,
        ...(options.cache !== false ? { cacheDir: true as const } : {}),
      }),
    ),
  );
  const findings = [...built.findings];
  const result = built.value;
  if (result) {
    findings.push(...result.errors, ...result.warnings.map(linksAreErrors));
    const spec = result.spec;
    if (spec) {
      const pages = result.content.map((p) => ({
        file: p.source.file,
        outline: p.markdown.outline,
      }));
      const cache = await validators;
      findings.push(
        ...(await timer.run('content examples', () =>
          checkExamples({ spec, pages, ...(cache ? { validators: cache } : {}) }),
        )),
      );
      findings.push(
        ...(await timer.run('spec examples', () =>
          checkSpecExamples(spec.document, new SpecSources(spec.file), cache),
        )),
      );
      await cache?.save();
    }
  }
  // A spec that does not load is reported by the build; linting it would only repeat that.
  const lintFindings = await lint;
  if (!built.findings.some((d) => /^DG300[1-5]$/.test(d.code))) findings.push(...lintFindings);
  return { findings: dedupe(findings.map(withRule)), timings: timer.timings };
}

/** The same problem reported twice (by the build and a checker) is shown once. */
function dedupe(findings: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return findings.filter((d) => {
    const key = [d.code, d.file, d.line, d.column, d.pointer, d.message].join('\u0000');
    return !seen.has(key) && seen.add(key) !== undefined;
  });
}
