import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codes } from '../diagnostics/codes.js';
import { DocgenError, isDocgenError, said } from '../diagnostics/diagnostic.js';
import { applyOverrides, resolveConfig, type ConfigOverrides } from './resolve.js';
import type { ResolvedConfig, UserConfig } from './types.js';
import { loadEsbuild } from '../services.js';
// The definition's schema compiled by Ajv ahead of time (scripts/config-validator.mjs, run by
// `npm run compile`).
import isValid from './validate-config.generated.js';
import type { FileHashes } from '../util/file-hashes.js';
import { ReadLog } from '../util/read-log.js';

const CONFIG_NAMES = [
  'docgen.config.ts',
  'docgen.config.mts',
  'docgen.config.js',
  'docgen.config.mjs',
];

export function findConfigFile(cwd: string): string | undefined {
  return CONFIG_NAMES.map((name) => path.join(cwd, name)).find((file) => existsSync(file));
}

/** A config file bundled into one module, with every file esbuild read for it. */
export interface BundledConfig {
  code: string;
  sources: FileHashes;
}

/**
 * Bundles the config with esbuild (so it may be TypeScript and import `docgen-openapi`), reading
 * each file itself to record what the bundle was made of. The package's name (and `docgen`, which
 * configs written before it was renamed import) resolves to a virtual module, so a config works
 * wherever the project lives. (A sidebars file is bundled the same way, with its source map.)
 */
export async function bundleConfig(
  file: string,
  options: { sourcemap?: 'inline' } = {},
): Promise<BundledConfig> {
  const { build: esbuild } = await loadEsbuild();
  const reads = new ReadLog();
  const result = await esbuild({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    ...options,
    plugins: [
      {
        name: 'docgen-virtual',
        setup(b) {
          b.onResolve({ filter: /^docgen(?:-openapi)?$/ }, () => ({
            path: 'docgen',
            namespace: 'docgen-virtual',
          }));
          b.onLoad({ filter: /.*/, namespace: 'docgen-virtual' }, () => ({
            contents: 'export function defineConfig(c) { return c }',
            loader: 'js',
          }));
        },
      },
      reads.esbuildPlugin(),
    ],
  });
  return { code: result.outputFiles[0]!.text, sources: await reads.sources() };
}

/** How long a config may take to load before docgen gives up on it (`DOCGEN_CONFIG_TIMEOUT`, s). */
export function configTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.DOCGEN_CONFIG_TIMEOUT);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 30_000;
}

/** A config that would end docgen, or never finish: what it did, for the diagnostic. */
class ConfigStalled extends Error {}

/**
 * Imports bundled config code and returns its default export. The config runs user code, so it
 * is watched: a top-level `await` that can never settle (nothing left to wake it: the process
 * would end, silently, with code 13) or that takes longer than configTimeoutMs fails at once;
 * `process.exit()` called while it loads is refused instead of ending docgen with nothing built.
 * (A sidebars file is run the same way, with its own error: `stalledError`.)
 */
export async function importConfig(
  file: string,
  code: string,
  stalledError: (file: string, what: string) => DocgenError = stalledConfig,
): Promise<unknown> {
  const temp = path.join(path.dirname(file), `.docgen-config-${process.pid}-${Date.now()}.mjs`);
  await writeFile(temp, code);
  const limit = configTimeoutMs();
  let stalled: (error: ConfigStalled) => void = () => {};
  const stall = new Promise<never>((_, reject) => (stalled = reject));
  const timer = setTimeout(
    () => stalled(new ConfigStalled(`it did not finish loading in ${limit / 1000} s`)),
    limit,
  );
  timer.unref();
  const drained = () =>
    stalled(new ConfigStalled('its top-level await never settles (nothing is left to wake it)'));
  process.once('beforeExit', drained);
  const exit = process.exit;
  process.exit = ((code?: number | string | null) => {
    throw new ConfigStalled(`it called process.exit(${code ?? ''})`);
  }) as typeof process.exit;
  try {
    const mod = (await Promise.race([import(pathToFileURL(temp).href), stall])) as {
      default?: unknown;
    };
    return mod.default;
  } catch (error) {
    if (error instanceof ConfigStalled) throw stalledError(file, error.message);
    throw error;
  } finally {
    process.exit = exit;
    process.removeListener('beforeExit', drained);
    clearTimeout(timer);
    await rm(temp, { force: true });
  }
}

function stalledConfig(file: string, what: string): DocgenError {
  return new DocgenError({
    code: codes.configStalled,
    severity: 'error',
    ...said('configStalled', { reason: what }),
    file,
  });
}

/** The config file a run reads, and the project's root (its folder, else the working folder). */
export interface ConfigLocation {
  file: string | undefined;
  root: string;
}

/** `--config`, else the first docgen.config.{ts,mts,js,mjs} of `cwd`; none means all defaults. */
export function locateConfig(cwd: string, configFile?: string): ConfigLocation {
  const file = configFile ? path.resolve(cwd, configFile) : findConfigFile(cwd);
  if (configFile && (!file || !existsSync(file))) {
    throw new DocgenError({
      code: codes.configNotFound,
      severity: 'error',
      ...said('configNotFound', { file: configFile }),
    });
  }
  return { file, root: file ? path.dirname(file) : cwd };
}

/** Bundles the config file, failing with the location esbuild gives. */
export async function bundleConfigFile(file: string): Promise<BundledConfig> {
  try {
    return await bundleConfig(file);
  } catch (error) {
    throw loadFailure(file, error);
  }
}

function loadFailure(file: string, error: unknown): DocgenError {
  type EsbuildFailure = {
    errors?: { location?: { line: number; column: number } | null; text: string }[];
  };
  const located = (error as EsbuildFailure).errors?.[0];
  return new DocgenError({
    code: codes.configLoadFailed,
    severity: 'error',
    ...said('configLoadFailed', { reason: located?.text ?? (error as Error).message }),
    file,
    ...(located?.location
      ? { line: located.location.line, column: located.location.column + 1 }
      : {}),
  });
}

export interface ConfigInput {
  location: ConfigLocation;
  /** The config file bundled (undefined when there is none). */
  bundled: BundledConfig | undefined;
  overrides: ConfigOverrides;
  cwd: string;
}

/** Runs the bundled config, validates what it exports and resolves it (defaults, overrides). */
export async function resolveBundledConfig(input: ConfigInput): Promise<ResolvedConfig> {
  const { file, root } = input.location;
  let user: unknown = {};
  if (file && input.bundled) {
    try {
      user = await importConfig(file, input.bundled.code);
    } catch (error) {
      throw isDocgenError(error) ? error : loadFailure(file, error);
    }
    if (user === undefined) {
      throw new DocgenError({
        code: codes.configLoadFailed,
        severity: 'error',
        ...said('configNoDefault'),
        file,
      });
    }
  }
  if (!isValid(user)) {
    // What explains the mistakes (each at its line in the file) loads only when there are some.
    const { validateConfig } = await import('./validate.js');
    throw new DocgenError(validateConfig(user, file, () => readText(file)));
  }
  const { scripts } = user as UserConfig;
  if (scripts?.length) {
    const { headScriptProblems } = await import('./head-scripts.js');
    const problems = headScriptProblems(scripts);
    if (problems.length > 0) {
      const { located } = await import('./validate.js');
      throw new DocgenError(located(codes.headScriptInvalid, problems, file, () => readText(file)));
    }
  }
  return applyOverrides(resolveConfig(user as UserConfig, root, file), input.overrides, input.cwd);
}

function readText(file: string | undefined): string | undefined {
  try {
    return file === undefined ? undefined : readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Locates, bundles, runs and resolves the config in one go (for commands that build nothing). */
export async function loadConfig(options: {
  cwd: string;
  configFile?: string | undefined;
  overrides?: ConfigOverrides;
}): Promise<ResolvedConfig> {
  const location = locateConfig(options.cwd, options.configFile);
  const bundled = location.file ? await bundleConfigFile(location.file) : undefined;
  const overrides = options.overrides ?? {};
  return resolveBundledConfig({ location, bundled, overrides, cwd: options.cwd });
}
