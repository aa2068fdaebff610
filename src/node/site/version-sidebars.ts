import { readFile } from 'node:fs/promises';
import type { ResolvedConfig } from '../config/types.js';
import { validateConfig } from '../config/validate.js';
import { codes } from '../diagnostics/codes.js';
import { errnoText, type Diagnostic } from '../diagnostics/diagnostic.js';
import { sha256 } from '../sha256.js';
import type { FileHashes } from '../util/file-hashes.js';
import { segments } from '../config/problems.js';
import { toPointer } from '../openapi/parse-source.js';
import { expandShorthands } from './sidebars/shorthand.js';

/** A released version's sidebars, read from its JSON file, or what is wrong with it. */
export interface VersionSidebars {
  sidebars: ResolvedConfig['sidebars'] | undefined;
  diagnostics: Diagnostic[];
  files: FileHashes;
}

/**
 * Reads `versioned_sidebars/version-<name>-sidebars.json` (what `docgen version` and Docusaurus
 * write): the same shape as the config's `sidebars`, checked as they are, each problem at its JSON
 * pointer.
 */
export async function readVersionSidebars(file: string): Promise<VersionSidebars> {
  const invalid = (message: string, pointer?: string): VersionSidebars => ({
    sidebars: undefined,
    diagnostics: [
      {
        code: codes.versionsFileInvalid,
        severity: 'error',
        message,
        file,
        ...(pointer ? { pointer } : {}),
        hint: 'Write the sidebars as the config writes `sidebars`: { "tutorialSidebar": [...] }.',
      },
    ],
    files,
  });
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    return {
      ...invalid(`Version sidebars cannot be read: ${errnoText(error)}`),
      files: [[file, '']],
    };
  }
  const files: FileHashes = [[file, sha256(bytes)]];
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return invalid(`Version sidebars are not JSON: ${(error as Error).message}`);
  }
  // Docusaurus's shorthands of categories (`{ 'Guias': ['a'] }`), as a sidebars file may have.
  const expanded = expandShorthands(parsed);
  parsed = expanded.value;
  const problems = validateConfig({ sidebars: parsed }, undefined, undefined, 'versionSidebars');
  const written = (pointer: string) =>
    toPointer(expanded.written(segments(pointer).slice(1))) || '/';
  if (problems.length > 0)
    return {
      sidebars: undefined,
      diagnostics: problems.map((problem) => ({
        ...problem,
        code: codes.versionsFileInvalid,
        file,
        ...(problem.pointer ? { pointer: written(problem.pointer) } : {}),
      })),
      files,
    };
  return { sidebars: parsed as ResolvedConfig['sidebars'], diagnostics: [], files };
}
