// Generates src/node/config/types.ts from src/node/config/definition.ts: UserConfig and the types
// of its objects with each field's description, default and example as JSDoc (what editors show
// on `defineConfig({...})`), and ResolvedConfig. Laid out by Biome, like the rest of the code.
// test/unit/config/types.test.ts checks the committed file is fresh.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loadGenerators } from './config-validator.mjs';

export const target = fileURLToPath(new URL('../src/node/config/types.ts', import.meta.url));
const biome = fileURLToPath(new URL('../node_modules/@biomejs/biome/bin/biome', import.meta.url));

/** The text of types.ts for the definition as it is now. */
export async function typesFile() {
  const { typesSource } = await loadGenerators();
  return execFileSync(process.execPath, [biome, 'format', `--stdin-file-path=${target}`], {
    input: typesSource(),
    encoding: 'utf8',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeFile(target, await typesFile());
