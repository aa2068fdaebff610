import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Static } from 'typebox';
import { describe, expect, expectTypeOf, it } from 'vitest';
// @ts-expect-error: a plain .mjs script (it runs with node alone), without types.
import { target, typesFile } from '../../../scripts/config-types.mjs';
import { configDefinition } from '../../../src/node/config/definition.js';
import type { ResolvedProperties } from '../../../src/node/config/field.js';
import type { Schema } from '../../../src/node/config/json-schema.js';
import type { ResolvedConfig, UserConfig } from '../../../src/node/config/types.js';
import { repoRoot } from '../../helpers/cli.js';

type Definition = typeof configDefinition;

describe('src/node/config/types.ts, the types written from definition.ts', () => {
  it('is the one the script writes now (run `node scripts/config-types.mjs`)', async () => {
    expect(readFileSync(target as string, 'utf8')).toBe(await (typesFile as () => string)());
  });

  it("gives the user's config and the resolved one the types TypeBox infers", () => {
    // Checked by `npm run typecheck` (tsc -p test): a generated type that the definition does
    // not infer, field for field, fails it.
    expectTypeOf<UserConfig>().toEqualTypeOf<Static<Definition>>();
    expectTypeOf<Omit<ResolvedConfig, 'root' | 'configFile'>>().toEqualTypeOf<
      ResolvedProperties<Definition['properties']>
    >();
    expectTypeOf<ResolvedConfig['root']>().toEqualTypeOf<string>();
    expectTypeOf<ResolvedConfig['configFile']>().toEqualTypeOf<string | undefined>();
  });
});

/** Quick info (an editor's hover) on each key of a docgen.config.ts, from TypeScript itself. */
function hoverDocs(source: string, keys: string[]): Map<string, string> {
  const file = path.join(repoRoot, 'hover-docgen.config.ts');
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      const text = name === file ? source : ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => repoRoot,
    getCompilationSettings: () => ({
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
    }),
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => name === file || ts.sys.fileExists(name),
    readFile: (name) => (name === file ? source : ts.sys.readFile(name)),
  };
  const service = ts.createLanguageService(host);
  return new Map(
    keys.map((key) => {
      const info = service.getQuickInfoAtPosition(file, source.indexOf(`${key}:`));
      const tags = (info?.tags ?? []).map((t) => `@${t.name} ${ts.displayPartsToString(t.text)}`);
      return [key, [ts.displayPartsToString(info?.documentation), ...tags].join('\n')];
    }),
  );
}

describe("an editor's hover on a field of defineConfig({...})", () => {
  it('shows its description, default and example from the definition', () => {
    const source = [
      "import { defineConfig } from './src/node/config/define.js';",
      'export default defineConfig({',
      "  url: 'https://a.com',",
      "  navbar: { items: [{ label: 'A', position: 'right' }] },",
      "  api: { tryIt: { oauth: { clientId: 'x' } } },",
      '});',
    ].join('\n');
    const docs = hoverDocs(source, ['url', 'position', 'clientId']);
    expect(docs.get('url')).toBe(
      'Endereço público do site, sem barra no fim: URLs canônicas, sitemap e llms.txt.\n' +
        "@default 'http://localhost'\n" +
        "@example 'https://docs.exemplo.com.br'",
    );
    expect(docs.get('position')).toBe("O lado da barra.\n@default 'left'");
    expect(docs.get('clientId')).toMatch(
      /^Client id de um app público .+\n@default '' \(o leitor digita\)$/s,
    );
  });

  it('shows a description for every top-level field', () => {
    const fields = Object.entries(configDefinition.properties as Record<string, Schema>);
    const keys = fields.map(([key]) => key);
    const source = [
      "import { defineConfig } from './src/node/config/define.js';",
      `export default defineConfig({ ${keys.map((k) => `${k}: undefined`).join(', ')} });`,
    ].join('\n');
    const docs = hoverDocs(source, keys);
    for (const [key, schema] of fields) {
      expect(schema.description).toBeTruthy();
      expect(docs.get(key)?.replace(/\s+/g, ' '), key).toContain(schema.description);
    }
  });
});
