// Generates docs/configuracao.md, the reference of every field of docgen.config.ts, from
// src/node/config/definition.ts (see src/node/config/generate/reference.ts): each field with its
// description, type, default and example. A field without a description fails the script.
// `node scripts/config-reference.mjs` rewrites the file; test/unit/config/reference.test.ts checks
// that it lists every field and is up to date.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadGenerators } from './config-validator.mjs';

export const target = fileURLToPath(new URL('../docs/configuracao.md', import.meta.url));

/** The text of docs/configuracao.md. */
export async function configReference() {
  const { referenceText } = await loadGenerators();
  return referenceText();
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await writeFile(target, await configReference());
