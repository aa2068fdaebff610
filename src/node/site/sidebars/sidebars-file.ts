import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleConfig, importConfig, type BundledConfig } from '../../config/load.js';
import { configProblems, type Problem } from '../../config/problems.js';
import type { ResolvedConfig, SidebarItemConfig } from '../../config/types.js';
import { located } from '../../config/validate.js';
// The config's schema compiled by Ajv ahead of time: a sidebars file's sidebars are checked as the
// config's `sidebars` are.
import isValidConfig from '../../config/validate-config.generated.js';
import { codes } from '../../diagnostics/codes.js';
import {
  DocgenError,
  errnoText,
  type Diagnostic,
  errorMessage,
} from '../../diagnostics/diagnostic.js';
import { parseSource } from '../../openapi/parse-source.js';
import { sha256 } from '../../sha256.js';
import type { FileHashes } from '../../util/file-hashes.js';
import { jsonError } from './json-error.js';
import { expandShorthands, type Expanded } from './shorthand.js';
import { configLocator } from '../../config/locate.js';
import { toPointer } from '../../openapi/parse-source.js';

/** A sidebars file read: its sidebars, or what is wrong with it; and every file it was made of. */
export interface SidebarsFile {
  sidebars: ResolvedConfig['sidebars'] | undefined;
  diagnostics: Diagnostic[];
  files: FileHashes;
  /** Where the file writes each item, by its pointer in `sidebars` (an unknown id's place). */
  places?: Record<string, ItemPlace>;
}

/** Where an item is written: its pointer in the file (shorthands as written), line and column. */
export interface ItemPlace {
  pointer: string;
  line?: number;
  column?: number;
}

const HINT =
  "A sidebars file exports an object of sidebars, as Docusaurus's sidebars.js does: " +
  "export default { docs: ['intro', { type: 'category', label: 'Guias', items: [...] }] }.";

const problem = (file: string, message: string, at?: Partial<Diagnostic>): Diagnostic => ({
  code: codes.sidebarsFileInvalid,
  severity: 'error',
  message,
  file,
  ...at,
  hint: at?.hint ?? HINT,
});

/**
 * Reads a sidebars file as Docusaurus's `sidebarPath`: JSON, or a module (`.js`, `.cjs`, `.mjs`,
 * `.ts`) bundled and run as the config is, whose default export (or `module.exports`) is the
 * object of sidebars. Shorthands expanded, it is checked as the config's `sidebars` are, each
 * problem at its line and column in the file.
 */
export async function readSidebarsFile(file: string): Promise<SidebarsFile> {
  const loaded = file.endsWith('.json') ? await loadJson(file) : await loadModule(file);
  if ('diagnostics' in loaded) return { sidebars: undefined, ...loaded };
  const { value, text, files } = loaded;
  const expanded = expandShorthands(value);
  if (isValidConfig({ sidebars: expanded.value })) {
    const sidebars = expanded.value as ResolvedConfig['sidebars'];
    return { sidebars, diagnostics: [], files, places: itemPlaces(sidebars, expanded, text) };
  }
  const problems = configProblems(isValidConfig.errors ?? [], { sidebars: expanded.value }).map(
    (p): Problem => ({
      ...p,
      message: p.message.replace(/\bsidebars\./, ''),
      path: expanded.written(p.path.slice(1)),
      at: expanded.written(p.at.slice(1)),
    }),
  );
  const diagnostics = located(codes.sidebarsFileInvalid, problems, file, () => text, 'sidebars');
  return { sidebars: undefined, diagnostics, files };
}

/** The place of every item of `sidebars`, found in the file's text. */
function itemPlaces(
  sidebars: ResolvedConfig['sidebars'],
  expanded: Expanded,
  text: string,
): Record<string, ItemPlace> {
  const locate = configLocator(text);
  const places: Record<string, ItemPlace> = {};
  const walk = (items: readonly SidebarItemConfig[], at: string[]) => {
    for (const [i, item] of items.entries()) {
      const path = [...at, String(i)];
      const written = expanded.written(path);
      places[toPointer(path)] = { pointer: toPointer(written), ...locate(written) };
      if (typeof item === 'object' && item.type === 'category')
        walk(item.items, [...path, 'items']);
    }
  };
  for (const [id, items] of Object.entries(sidebars)) walk(items, [id]);
  return places;
}

type Loaded = { value: unknown; text: string; files: FileHashes } | SidebarsFailure;
type SidebarsFailure = { diagnostics: Diagnostic[]; files: FileHashes };

async function loadJson(file: string): Promise<Loaded> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const message = `Sidebars file cannot be read: ${errnoText(error)}`;
    return { diagnostics: [problem(file, message, { hint: unreadable })], files: [[file, '']] };
  }
  const files: FileHashes = [[file, sha256(bytes)]];
  const text = bytes.toString('utf8');
  const parsed = parseSource(text);
  const error = jsonError(text) ?? parsed.error;
  if (error) {
    const { message, line, column } = error;
    return {
      diagnostics: [problem(file, `Sidebars file is not JSON: ${message}`, { line, column })],
      files,
    };
  }
  return { value: parsed.value, text, files };
}

const unreadable =
  'Check the path in sidebarPath (docgen.config.ts), or give `sidebarPath: false` for no file.';

/**
 * Bundles the module with esbuild (its own imports included, each recorded), with its source map
 * inline, and runs it: an error it throws is reported at its line and column in the file.
 */
async function loadModule(file: string): Promise<Loaded> {
  let bundled: BundledConfig;
  try {
    bundled = await bundleConfig(file, { sourcemap: 'inline' });
  } catch (error) {
    const first = (error as { errors?: EsbuildMessage[] }).errors?.[0];
    const where = first?.location?.file ? path.resolve(first.location.file) : file;
    const diagnostic = first
      ? problem(where, `Sidebars file does not compile: ${first.text}`, at(first.location))
      : problem(file, `Sidebars file cannot be read: ${errnoText(error)}`, { hint: unreadable });
    return { diagnostics: [diagnostic], files: [[file, '']] };
  }
  const { code, sources: files } = bundled;
  const text = await readFile(file, 'utf8');
  try {
    const value = await withSourceMaps(() => importConfig(file, code, stalled));
    if (value === undefined)
      return {
        diagnostics: [problem(file, 'The sidebars file exports nothing')],
        files,
      };
    return { value, text, files };
  } catch (error) {
    if (error instanceof DocgenError) return { diagnostics: error.diagnostics, files };
    return { diagnostics: [thrown(file, error)], files };
  }
}

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

const at = (location: EsbuildMessage['location']) =>
  location ? { line: location.line, column: location.column + 1 } : {};

const stalled = (file: string, what: string) =>
  new DocgenError(problem(file, `The sidebars file could not be loaded: ${what}`));

/**
 * An error the file threw while it ran, at the first place of the stack that is in the file
 * (source-mapped: the bundle carries its map).
 */
function thrown(file: string, error: unknown): Diagnostic {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const message = errorMessage(error);
  const name = path.basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const where = new RegExp(`${name}:(\\d+):(\\d+)`).exec(stack);
  // CommonJS in a package whose package.json says "type": "module" (Node reads it as ESM too).
  const commonJs = /\b(module|exports|require) is not defined/.test(message);
  return problem(file, `The sidebars file threw an error: ${message}`, {
    ...(where ? { line: Number(where[1]), column: Number(where[2]) } : {}),
    hint: commonJs
      ? 'The package.json beside it says "type": "module": rename the file sidebars.cjs, or ' +
        'write `export default sidebars;` instead of `module.exports = sidebars;`.'
      : 'Fix the error in the sidebars file: it must run, and export the object of sidebars.',
  });
}

/** Runs `task` with Node's source maps on (stacks name the file's own lines), then as they were. */
async function withSourceMaps<T>(task: () => Promise<T>): Promise<T> {
  const was = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(true);
  try {
    return await task();
  } catch (error) {
    // V8 writes a stack when it is first read: here, while the maps are on.
    if (error instanceof Error) void error.stack;
    throw error;
  } finally {
    process.setSourceMapsEnabled(was);
  }
}
