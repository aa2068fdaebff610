import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StageStore } from '../pipeline/stage-store.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { lintInWorker } from './lint-in-worker.js';

/**
 * Whether each config or ignore file Redocly may look for is there: one appearing changes the lint.
 */
function configPlaces(root: string): string[] {
  const files = [root, process.cwd()].flatMap((dir) =>
    ['redocly.yaml', '.redocly.lint-ignore.yaml'].map((name) => path.join(dir, name)),
  );
  return files.map((file) => `${file} ${existsSync(file) ? 'present' : 'absent'}`);
}

/**
 * The spec's lint findings: kept from the last run while the spec, the config and every file the
 * lint read have the same bytes (the stage store checks their hashes), else linted afresh in a
 * worker. A lint that read a URL, an ignore file or a plugin is never kept.
 */
export async function lintSpecCached(
  specFile: string,
  root: string,
  store: StageStore | undefined,
): Promise<Diagnostic[]> {
  const inputs = [
    'spec-lint-v1',
    path.resolve(specFile),
    path.resolve(root),
    process.cwd(),
    ...configPlaces(root),
  ];
  const kept = await store?.get<Diagnostic[]>('spec-lint', inputs);
  if (kept) return kept.value;
  const outcome = await lintInWorker(specFile, root);
  if (store && outcome.read) await store.set('spec-lint', inputs, outcome.findings, outcome.read);
  return outcome.findings;
}
