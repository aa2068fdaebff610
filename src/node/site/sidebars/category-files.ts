import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { codes } from '../../diagnostics/codes.js';
import { errnoText, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { parseSource, toPointer } from '../../openapi/parse-source.js';
import { sha256 } from '../../sha256.js';
import type { FileHashes } from '../../util/file-hashes.js';
import { checkCategoryMeta, type CategoryMeta } from './category-meta.js';
import { jsonError } from './json-error.js';

/** The names of a folder's category file, in the order Docusaurus looks for them. */
export const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

/** What a folder's `_category_` file says, and which file said it. */
export interface FolderCategory extends CategoryMeta {
  file: string;
}

/** The category files of a docs folder's sub-folders, what is wrong with them, what was read. */
export interface CategoryFiles {
  /** By folder, relative to the docs folder (`guides/sdk`). */
  categories: Record<string, FolderCategory>;
  diagnostics: Diagnostic[];
  /** Each file looked for, with its hash (`''`: absent), so that adding one is seen. */
  files: FileHashes;
}

const HINT =
  'Write the category as Docusaurus does: { "label": "Guias", "position": 2, "link": { "type": ' +
  '"generated-index" } } (JSON, or the same keys in YAML).';

/**
 * Reads the `_category_.json` (else `.yml`, else `.yaml`) of each folder, as Docusaurus's sidebar
 * generator does: the first one found is the folder's, checked key by key, each problem at its
 * line and column.
 */
export async function readCategoryFiles(
  docsDir: string,
  folders: readonly string[],
): Promise<CategoryFiles> {
  const read = await Promise.all(folders.map((folder) => readFolder(docsDir, folder)));
  const categories: Record<string, FolderCategory> = {};
  for (const [i, folder] of folders.entries()) {
    const found = read[i]!.category;
    if (found) categories[folder] = found;
  }
  return {
    categories,
    diagnostics: read.flatMap((r) => r.diagnostics),
    files: read.flatMap((r) => r.files),
  };
}

async function readFolder(docsDir: string, folder: string) {
  const files: FileHashes = [];
  for (const name of CATEGORY_FILES) {
    const file = path.join(docsDir, folder, name);
    const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ENOTDIR' ? undefined : error,
    );
    if (bytes === undefined) {
      files.push([file, '']);
      continue;
    }
    if (bytes instanceof Error) {
      files.push([file, '']);
      const message = `Category file cannot be read: ${errnoText(bytes)}`;
      return { files, diagnostics: [invalid(file, message)], category: undefined };
    }
    files.push([file, sha256(bytes)]);
    return { files, ...parseCategory(file, bytes.toString('utf8')) };
  }
  return { files, diagnostics: [], category: undefined };
}

/** One category file's text, parsed and checked. */
export function parseCategory(
  file: string,
  text: string,
): { category: FolderCategory | undefined; diagnostics: Diagnostic[] } {
  const json = file.endsWith('.json');
  // A `.json` is JSON, as Docusaurus reads it (the YAML parser would take a trailing comma).
  const strict = json ? jsonError(text) : undefined;
  const parsed = parseSource(text);
  const error = strict ?? parsed.error;
  if (error) {
    const { message, line, column } = error;
    const kind = json ? 'JSON' : 'YAML';
    return {
      category: undefined,
      diagnostics: [
        { ...invalid(file, `Category file is not valid ${kind}: ${message}`), line, column },
      ],
    };
  }
  // An empty YAML file says nothing: the folder's defaults.
  if (parsed.value === null || parsed.value === undefined)
    return { category: { file }, diagnostics: [] };
  const checked = checkCategoryMeta(parsed.value);
  const diagnostics = checked.problems.map((problem) => ({
    ...invalid(file, `Invalid category file: ${problem.message}`),
    ...parsed.locate(problem.path),
    ...(problem.path.length > 0 ? { pointer: toPointer(problem.path) } : {}),
  }));
  return {
    category: diagnostics.length > 0 ? undefined : { ...checked.meta, file },
    diagnostics,
  };
}

const invalid = (file: string, message: string): Diagnostic => ({
  code: codes.categoryFileInvalid,
  severity: 'error',
  message,
  file,
  hint: HINT,
});
