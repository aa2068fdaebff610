import { readFile } from 'node:fs/promises';
import { codes } from '../diagnostics/codes.js';
import { errnoText, said, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { OutputFile } from '../output-file.js';
import { concurrencyLimit } from '../util/concurrency.js';
import { walkInside } from '../util/project-walk.js';

export interface StaticFiles {
  files: OutputFile[];
  diagnostics: Diagnostic[];
}

/**
 * The files of the static folder, published as they are (generated files win over them). Symlinks
 * are followed only while they stay inside the project: one that leaves it or loops is an error
 * naming the link and its target, and nothing of it is read (walkInside).
 */
export async function readStaticFiles(staticDir: string, root: string): Promise<StaticFiles> {
  const walked = await walkInside(staticDir, root);
  if (walked.kind === 'missing') return { files: [], diagnostics: [] };
  if (walked.kind === 'unreadable')
    return { files: [], diagnostics: [unreadable(staticDir, walked.error)] };
  const diagnostics = [...walked.diagnostics];
  const slot = concurrencyLimit(32);
  const files = await Promise.all(
    walked.files.map(({ rel, real }) =>
      slot(async (): Promise<OutputFile | undefined> => {
        try {
          return { file: rel, contents: await readFile(real) };
        } catch (error) {
          diagnostics.push(unreadable(real, error));
          return undefined;
        }
      }),
    ),
  );
  return { files: files.filter((f): f is OutputFile => f !== undefined), diagnostics };
}

function unreadable(file: string, error: unknown): Diagnostic {
  return {
    code: codes.contentUnreadable,
    severity: 'error',
    ...said('staticUnreadable', { reason: errnoText(error) }),
    file,
  };
}
