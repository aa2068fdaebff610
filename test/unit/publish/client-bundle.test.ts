import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/shared/i18n/languages.js';
import { packageRoot } from '../../../src/node/package-root.js';

/**
 * The compiled client (lib/client, what every build copies), read as a browser loads it: a script
 * and the files it imports statically. Dynamic `import()`s are what loads later, on demand. There
 * is one client per language of the catalogue; each is held to the same budgets.
 */
const dir = path.join(packageRoot(), 'lib/client');
const files = (language: string): string[] =>
  (
    JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      languages: Record<string, { file: string }[]>;
    }
  ).languages[language]!.map((f) => f.file);
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

/** `file` and every file it imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of read(file).matchAll(/(?:\bimport|\bfrom)\s*"(\.[^"]+)"/g))
    staticGraph(path.posix.join(path.posix.dirname(file), spec!), seen);
  return seen;
}

/** What /api/ runs before any interaction: the page script, then the reference's island chunk. */
const beforeInteraction = (find: (pattern: RegExp) => string) =>
  new Set([...staticGraph(find(/^assets\/main-/)), ...staticGraph(find(/api-reference-/))]);

/** What issue 21 allows the API reference before interaction: the figure before the console. */
const API_JS_BEFORE_INTERACTION = 7130;

describe.each(languages)(
  'the client (%s) the API reference loads before interaction',
  (language) => {
    const find = (pattern: RegExp) => files(language).find((f) => pattern.test(f))!;
    const loadedFirst = () => beforeInteraction(find);

    it('is compiled (`npm run compile`)', () => {
      expect(existsSync(path.join(dir, 'manifest.json')), 'run `npm run compile` first').toBe(true);
    });

    it('lists the page script first, which every page loads, whatever order esbuild gives', () => {
      expect(files(language)[0]).toMatch(/^assets\/main-[A-Z0-9]+\.js$/);
    });

    it('has nothing of the "Experimentar" console: its chunk is only imported on demand', () => {
      const console = find(/chunks\/try-it-/);
      const loaded = [...loadedFirst()];
      expect(loaded).not.toContain(console);
      const code = loaded.map(read).join('\n');
      // React, the form and the OAuth resume (PKCE, the code exchange) stay in the console's chunk.
      for (const marker of ['react.', 'createRoot', 'code_verifier', 'authorization_code'])
        expect(code, marker).not.toContain(marker);
      expect(read(console)).toContain('code_verifier');
      // The trigger: a dynamic import of that chunk, and the one sessionStorage key it checks.
      const trigger = read(find(/api-reference-/));
      expect(trigger).toContain(`import("./${path.posix.basename(console)}")`);
      expect(trigger).toContain('"docgen.try-it.pending"');
    });

    it(`weighs at most ${API_JS_BEFORE_INTERACTION} B gzip, as it did before the console`, () => {
      const gzip = [...loadedFirst()].reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(dir, file)), { level: 6 }).length,
        0,
      );
      expect(gzip).toBeLessThanOrEqual(API_JS_BEFORE_INTERACTION);
    });

    it('loads only what it runs: no chunk of helpers alone, no diagram code', () => {
      for (const file of loadedFirst()) expect(read(file).length, file).toBeGreaterThan(1000);
      expect([...loadedFirst()].some((f) => /diagram/.test(f))).toBe(false);
    });
  },
);
