import { describe, expect, it } from 'vitest';
import { configLocator } from '../../../src/node/config/locate.js';

/** The `line:column` of each path in a config file's source, or `-` where it is not written. */
function where(source: string, ...paths: string[]): string[] {
  const locate = configLocator(source);
  return paths.map((p) => {
    const at = locate(p === '' ? [] : p.split('.'));
    return at ? `${at.line}:${at.column}` : '-';
  });
}

describe('configLocator: where a key of the config is written', () => {
  it('follows keys and list items from `export default defineConfig({...})`', () => {
    const source = [
      "import { defineConfig } from 'docgen';",
      '',
      'export default defineConfig({',
      "  title: 'T',",
      '  navbar: {',
      "    items: [{ label: 'Docs', to: '/docs/' }, { label: 'API' }],",
      '  },',
      '});',
    ].join('\n');
    expect(
      where(source, 'title', 'navbar', 'navbar.items', 'navbar.items.1', 'navbar.items.1.label'),
    ).toEqual(['4:3', '5:3', '6:5', '6:46', '6:48']);
    expect(where(source, '')).toEqual(['3:16']);
  });

  it('reads `export default {...}`, a const it names, and `export { config as default }`', () => {
    expect(where("export default { title: 'x' } satisfies object;", 'title')).toEqual(['1:18']);
    const named = "const config: Config = defineConfig({\n  url: 'x',\n});\nexport default config;";
    expect(where(named, 'url')).toEqual(['2:3']);
    expect(where('const c = { a: 1 };\nexport { c as default };', 'a')).toEqual(['1:13']);
    expect(where("module.exports = {\n  'quoted-key': 1 };", 'quoted-key')).toEqual(['2:3']);
  });

  it('follows a value that names a const of the file, and a shorthand property', () => {
    const source = [
      "const items = [{ label: 'A', too: '/a/' }];",
      'const footer = { copyright: 3 };',
      'export default { navbar: { items }, footer: footer };',
    ].join('\n');
    expect(where(source, 'navbar.items.0.too', 'footer.copyright')).toEqual(['1:30', '2:18']);
  });

  it('skips strings, templates, comments and regular expressions that hold brackets', () => {
    const source = [
      'export default {',
      "  // title: '}',",
      "  /* { */ tagline: '} ]',",
      // A template whose code holds a closing brace in a string.
      `  titleDelimiter: \`\${"}"} {\`,`,
      "  locale: 'a' /* } */, editUrl: /[}]/.source,",
      '  url: "x\\"}",',
      '  noIndex: true,',
      '};',
    ].join('\n');
    expect(
      where(source, 'tagline', 'titleDelimiter', 'editUrl', 'url', 'noIndex', 'title'),
    ).toEqual(['3:11', '4:3', '5:24', '6:3', '7:3', '-']);
  });

  it('gives no place to a key that is computed, spread in or imported', () => {
    const source = [
      "import { shared } from './shared';",
      "const base = { tagline: 'x' };",
      'export default {',
      "  ['ti' + 'tle']: 'x',",
      '  ...base,',
      '  footer: shared,',
      "  sidebars: { s: [...others, 'b'] },",
      '};',
    ].join('\n');
    expect(where(source, 'title', 'tagline', 'footer', 'footer.copyright', 'sidebars.s.0')).toEqual(
      ['-', '-', '6:3', '-', '-'],
    );
  });

  it('finds nothing in a file without a default export', () => {
    expect(where("export const config = { title: 'x' };", 'title')).toEqual(['-']);
  });
});
