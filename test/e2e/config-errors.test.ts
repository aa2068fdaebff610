import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli } from '../helpers/cli.js';

/** The fixture's own config with three keys docgen does not read: one misspelt, two foreign. */
const config = [
  "import { defineConfig } from 'docgen';",
  '',
  'export default defineConfig({',
  "  title: 'Site de teste',",
  "  presets: [['classic', { docs: {} }]],",
  '  themeConfig: { navbar: {} },',
  "  onBrokenLink: 'throw',",
  "  navbar: { items: [{ label: 'Docs', too: '/docs/intro/' }] },",
  '} as never);',
  '',
].join('\n');

describe('a config with unknown keys, through the real CLI', () => {
  it('`docgen build` reports them all in one run, each at its line and column', async () => {
    const site = copyFixture('basic-site');
    writeFileSync(path.join(site, 'docgen.config.ts'), config);
    const result = await runCli(['build'], site);
    expect(result.code).toBe(1);
    const headlines = result.stderr.split('\n').filter((line) => /^\S.*DG1003/.test(line));
    expect(headlines).toEqual([
      'docgen.config.ts:5:3  error  DG1003  Invalid config: unknown key "presets"',
      'docgen.config.ts:6:3  error  DG1003  Invalid config: unknown key "themeConfig"',
      'docgen.config.ts:7:3  error  DG1003  Invalid config: unknown key "onBrokenLink"',
      'docgen.config.ts:8:38  error  DG1003  Invalid config: unknown key "navbar.items[0].too"',
    ]);
    expect(result.stderr).toContain(
      [
        "      5 |   presets: [['classic', { docs: {} }]],",
        '      6 |   themeConfig: { navbar: {} },',
        "    > 7 |   onBrokenLink: 'throw',",
        '        |   ^',
        "      8 |   navbar: { items: [{ label: 'Docs', too: '/docs/intro/' }] },",
        '      9 | } as never);',
        '    hint: Did you mean "onBrokenLinks"?',
      ].join('\n'),
    );
    expect(result.stderr).toContain('    hint: Did you mean "to"?');
    expect(result.stderr).toMatch(/\n4 errors, 0 warnings\n/);
    expect(result.stderr).not.toMatch(/\n\s+at .*\.js:\d+/);
  });

  it('`docgen check --format json` gives each its line, column and pointer', async () => {
    const site = copyFixture('basic-site');
    writeFileSync(path.join(site, 'docgen.config.ts'), config);
    const result = await runCli(['check', '--format', 'json'], site);
    expect(result.code).toBe(1);
    const { findings } = JSON.parse(result.stdout) as {
      findings: { line: number; column: number; pointer: string; hint: string; code: string }[];
    };
    expect(findings.map((f) => [f.code, f.line, f.column, f.pointer, f.hint])).toEqual([
      ['DG1003', 5, 3, '/presets', 'Remove it: docs/configuracao.md lists the keys docgen reads.'],
      ['DG1003', 6, 3, '/themeConfig', expect.stringMatching(/^Remove it/)],
      ['DG1003', 7, 3, '/onBrokenLink', 'Did you mean "onBrokenLinks"?'],
      ['DG1003', 8, 38, '/navbar/items/0/too', 'Did you mean "to"?'],
    ]);
  });
});
