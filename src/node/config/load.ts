import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codes } from '../diagnostics/codes.js';
import { DocgenError } from '../diagnostics/diagnostic.js';
import { applyOverrides, resolveConfig, type ConfigOverrides } from './resolve.js';
import type { ResolvedConfig, UserConfig } from './types.js';
import { loadEsbuild } from '../services.js';
// The definition's schema compiled by Ajv ahead of time (scripts/config-validator.mjs, run by
// `npm run compile`).
import isValid from './validate-config.generated.js';
import type { FileHashes } from '../types.js';
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
 * Bundles the config with esbuild (so it may be TypeScript and import `docgen`), reading each file
 * itself to record what the bundle was made of. `docgen` resolves to a virtual module, so a config
 * works wherever the project lives.
 */
async function bundleConfig(file: string): Promise<BundledConfig> {
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
    plugins: [
      {
        name: 'docgen-virtual',
        setup(b) {
          b.onResolve({ filter: /^docgen$/ }, () => ({
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

/** Imports bundled config code and returns its default export. */
async function importConfig(file: string, code: string): Promise<unknown> {
  const temp = path.join(path.dirname(file), `.docgen-config-${process.pid}-${Date.now()}.mjs`);
  await writeFile(temp, code);
  try {
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    return mod.default;
  } finally {
    await rm(temp, { force: true });
  }
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
      message: `Config file not found: ${configFile}`,
      hint:
        'Pass an existing file to --config, or run docgen from the folder holding ' +
        'docgen.config.ts.',
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
    message: `The config could not be loaded: ${located?.text ?? (error as Error).message}`,
    file,
    ...(located?.location
      ? { line: located.location.line, column: located.location.column + 1 }
      : {}),
    hint: 'Fix the error in the config file; it must export the config as its default export.',
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
      throw loadFailure(file, error);
    }
    if (user === undefined) {
      throw new DocgenError({
        code: codes.configLoadFailed,
        severity: 'error',
        message: 'The config file has no default export',
        file,
        hint: 'End the file with `export default defineConfig({ ... })`.',
      });
    }
  }
  if (!isValid(user)) {
    // What explains the mistakes (each at its line in the file) loads only when there are some.
    const { validateConfig } = await import('./validate.js');
    throw new DocgenError(validateConfig(user, file, () => readText(file)));
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
