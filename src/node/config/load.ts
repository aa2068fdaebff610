import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { codes } from '../diagnostics/codes.js';
import { DocgenError } from '../diagnostics/diagnostic.js';
import { applyOverrides, resolveConfig, type ConfigOverrides } from './resolve.js';
import type { ResolvedConfig, UserConfig } from './types.js';
import { validateConfig } from './validate.js';
import { sha256 } from '../sha256.js';

const CONFIG_NAMES = [
  'docgen.config.ts',
  'docgen.config.mts',
  'docgen.config.js',
  'docgen.config.mjs',
];

export function findConfigFile(cwd: string): string | undefined {
  return CONFIG_NAMES.map((name) => path.join(cwd, name)).find((file) => existsSync(file));
}

/** Where the bundled code of a config may be kept between runs (the build gives its StageStore). */
export interface ConfigCodeCache {
  /** The code bundled from `file` before, if none of the files it was bundled from changed. */
  get(file: string): Promise<string | undefined>;
  /** `sources`: every file the bundle read, with a SHA-256 of the bytes read. */
  set(file: string, code: string, sources: [file: string, sha256: string][]): Promise<void>;
}

const LOADERS: Record<string, 'ts' | 'tsx' | 'js' | 'jsx' | 'json'> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.json': 'json',
};

/**
 * Bundles the config with esbuild (so it may be TypeScript and import `docgen`), reading each file
 * itself to record what the bundle was made of. `docgen` resolves to a virtual module, so a config
 * works wherever the project lives.
 */
async function bundleConfig(file: string): Promise<{ code: string; sources: [string, string][] }> {
  const { build: esbuild } = await import('esbuild');
  const sources = new Map<string, string>();
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
          b.onLoad({ filter: /.*/, namespace: 'file' }, async (args) => {
            const loader = LOADERS[path.extname(args.path).toLowerCase()];
            if (!loader) return undefined;
            const contents = await readFile(args.path);
            sources.set(args.path, sha256(contents));
            return { contents, loader };
          });
        },
      },
    ],
  });
  return { code: result.outputFiles[0]!.text, sources: [...sources] };
}

/**
 * Imports the bundled config (from the cache when its files are unchanged) and returns its default
 * export.
 */
async function importConfig(file: string, cache: ConfigCodeCache | undefined): Promise<unknown> {
  let code = await cache?.get(file);
  if (code === undefined) {
    const bundled = await bundleConfig(file);
    code = bundled.code;
    await cache?.set(file, code, bundled.sources);
  }
  const temp = path.join(path.dirname(file), `.docgen-config-${process.pid}-${Date.now()}.mjs`);
  await writeFile(temp, code);
  try {
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    return mod.default;
  } finally {
    await rm(temp, { force: true });
  }
}

/** Loads, validates and resolves the config. No config file means all defaults, rooted at cwd. */
export async function loadConfig(options: {
  cwd: string;
  configFile?: string;
  overrides?: ConfigOverrides;
  codeCache?: (root: string) => ConfigCodeCache | undefined;
}): Promise<ResolvedConfig> {
  const file = options.configFile
    ? path.resolve(options.cwd, options.configFile)
    : findConfigFile(options.cwd);
  if (options.configFile && (!file || !existsSync(file))) {
    throw new DocgenError({
      code: codes.configNotFound,
      severity: 'error',
      message: `Config file not found: ${options.configFile}`,
      hint:
        'Pass an existing file to --config, or run docgen from the folder holding ' +
        'docgen.config.ts.',
    });
  }
  let user: unknown = {};
  if (file) {
    try {
      user = await importConfig(file, options.codeCache?.(path.dirname(file)));
    } catch (error) {
      const located = (
        error as { errors?: { location?: { line: number; column: number } | null; text: string }[] }
      ).errors?.[0];
      throw new DocgenError({
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
  const diagnostics = validateConfig(user, file);
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);
  const root = file ? path.dirname(file) : options.cwd;
  return applyOverrides(
    resolveConfig(user as UserConfig, root, file),
    options.overrides ?? {},
    options.cwd,
  );
}
