import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/node/config/load.js';
import { isDocgenError } from '../../../src/node/diagnostics/diagnostic.js';
import { formatDiagnostics } from '../../../src/node/diagnostics/reporter.js';

/** What `docgen build` prints for a project whose config files are `files`. */
async function reported(files: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-config-errors-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const error: unknown = await loadConfig({ cwd: dir }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isDocgenError(error)) throw new Error(`expected the config to fail, got ${String(error)}`);
  return formatDiagnostics(error.diagnostics, { cwd: dir, color: false });
}

describe('a config with several mistakes', () => {
  it('reports every one at once, at its line and column, with the key meant', async () => {
    const text = await reported({
      'docgen.config.ts': [
        "import { defineConfig } from 'docgen';",
        "import { shared } from './shared';",
        '',
        'export default defineConfig({',
        '  ...shared,',
        '  title: 3,',
        "  presets: ['classic'],",
        '  themeConfig: {},',
        "  onBrokenLink: 'throw',",
        "  navbar: { items: [{ label: 'Docs', too: '/docs/' }] },",
        "  sidebars: { s: [{ type: 'category', label: 'C' }] },",
        '} as never);',
      ].join('\n'),
      // A key from another file has no place in docgen.config.ts: its JSON pointer says where.
      'shared.ts': 'export const shared = { tagline: 2026 };\n',
    });
    expect(text).toMatchInlineSnapshot(`
      "docgen.config.ts#/tagline  error  DG1003  Invalid config: "tagline" must be of type string
          hint: See docs/configuracao.md for what each field takes.
      docgen.config.ts:6:3  error  DG1003  Invalid config: "title" must be of type string
            4 | export default defineConfig({
            5 |   ...shared,
          > 6 |   title: 3,
              |   ^
            7 |   presets: ['classic'],
            8 |   themeConfig: {},
          hint: See docs/configuracao.md for what each field takes.
      docgen.config.ts:7:3  error  DG1003  Invalid config: unknown key "presets"
            5 |   ...shared,
            6 |   title: 3,
          > 7 |   presets: ['classic'],
              |   ^
            8 |   themeConfig: {},
            9 |   onBrokenLink: 'throw',
          hint: Remove it: docs/configuracao.md lists the keys docgen reads.
      docgen.config.ts:8:3  error  DG1003  Invalid config: unknown key "themeConfig"
             6 |   title: 3,
             7 |   presets: ['classic'],
          >  8 |   themeConfig: {},
               |   ^
             9 |   onBrokenLink: 'throw',
            10 |   navbar: { items: [{ label: 'Docs', too: '/docs/' }] },
          hint: Remove it: docs/configuracao.md lists the keys docgen reads.
      docgen.config.ts:9:3  error  DG1003  Invalid config: unknown key "onBrokenLink"
             7 |   presets: ['classic'],
             8 |   themeConfig: {},
          >  9 |   onBrokenLink: 'throw',
               |   ^
            10 |   navbar: { items: [{ label: 'Docs', too: '/docs/' }] },
            11 |   sidebars: { s: [{ type: 'category', label: 'C' }] },
          hint: Did you mean "onBrokenLinks"?
      docgen.config.ts:10:38  error  DG1003  Invalid config: unknown key "navbar.items[0].too"
             8 |   themeConfig: {},
             9 |   onBrokenLink: 'throw',
          > 10 |   navbar: { items: [{ label: 'Docs', too: '/docs/' }] },
               |                                      ^
            11 |   sidebars: { s: [{ type: 'category', label: 'C' }] },
            12 | } as never);
          hint: Did you mean "to"?
      docgen.config.ts:11:19  error  DG1003  Invalid config: "sidebars.s[0].items" is required
             9 |   onBrokenLink: 'throw',
            10 |   navbar: { items: [{ label: 'Docs', too: '/docs/' }] },
          > 11 |   sidebars: { s: [{ type: 'category', label: 'C' }] },
               |                   ^
            12 | } as never);
          hint: See docs/configuracao.md for what each field takes.

      7 errors, 0 warnings"
    `);
  });
});
