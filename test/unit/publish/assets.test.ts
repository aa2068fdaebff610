import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleAssets } from '../../../src/node/publish/assets.js';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { packageRoot } from '../../../src/node/package-root.js';
import { utf8Text } from '../../../src/node/util/utf8.js';
import { Graph } from '../../../src/node/graph/graph.js';
import { testRunner } from '../../helpers/runner.js';
import { assets } from '../../../src/node/publish/stages.js';

const config = resolveConfig({ primaryColor: '#1890ff' }, '/site', undefined);

describe('bundleAssets', () => {
  it(
    'copies the client compiled into lib/client, ' + 'the same files a bundle from source gives',
    async () => {
      expect(
        existsSync(path.join(packageRoot(), 'lib/client/manifest.json')),
        'run `npm run compile` first',
      ).toBe(true);
      const [compiled, source] = await Promise.all([
        bundleAssets(config),
        bundleAssets(config, { fromSource: true }),
      ]);
      const files = (r: typeof compiled) =>
        Object.fromEntries(r.files.map((f) => [f.file, utf8Text(f.contents)]));
      expect(files(compiled)).toEqual(files(source));
      expect(compiled.hrefs).toEqual(source.hrefs);
      expect(compiled.sources).toEqual([]);
      // Bundled from source, it names every file it read (and the styles folder), to be redone
      // when one changes.
      const read = source.sources.map(([file]) => path.relative(packageRoot(), file));
      expect(read).toEqual(
        expect.arrayContaining([
          'src/client/main.ts',
          'templates/styles',
          'templates/styles/site.css',
        ]),
      );
      expect(compiled.hrefs.scriptHref).toMatch(/^\/assets\/main-[A-Z0-9]+\.js$/);
    },
  );

  it(
    'puts the primary colour of the config in front ' +
      'of the stylesheet, and the hash follows it',
    async () => {
      const other = resolveConfig({ primaryColor: '#aa3300' }, '/site', undefined);
      const [blue, red] = await Promise.all([bundleAssets(config), bundleAssets(other)]);
      const css = (r: typeof blue) =>
        utf8Text(r.files.find((f) => f.file.endsWith('.css'))!.contents);
      expect(css(blue)).toMatch(/^:root\{--primary:#1890ff;/);
      expect(css(red)).toMatch(/^:root\{--primary:#aa3300;/);
      expect(blue.hrefs.cssHref).not.toBe(red.hrefs.cssHref);
    },
  );

  it('gives a site the client of its language, and bundles one with its own strings', async () => {
    const script = (r: Awaited<ReturnType<typeof bundleAssets>>) =>
      r.files
        .filter((f) => f.file.endsWith('.js'))
        .map((f) => utf8Text(f.contents))
        .join('\n');
    const english = resolveConfig({ locale: 'en' }, '/site', undefined);
    const dismiss = resolveConfig(
      { locale: 'en', strings: { 'client.copy.copied': 'Grabbed!', 'frame.onThisPage': 'Here' } },
      '/site',
      undefined,
    );
    const [pt, en, own] = await Promise.all([
      bundleAssets(config),
      bundleAssets(english),
      bundleAssets(dismiss),
    ]);
    expect(script(pt)).toContain('"Copiado"');
    expect(script(en)).toContain('"Copied"');
    expect(script(en)).not.toContain('"Copiado"');
    expect(en.sources).toEqual([]);
    // A client string of the config's: bundled from source with it (a template's string is not
    // the client's, and does not make it bundle).
    expect(script(own)).toContain('"Grabbed!"');
    expect(script(en)).not.toContain('Grabbed!');
    expect(own.sources.length).toBeGreaterThan(0);
  });

  it('keeps a bundle from source for a later process (a docgen watch start)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'docgen-assets-memo-'));
    const open = () => Graph.open(folder, { persist: true, dir: folder, salt: 'code' });
    const first = open();
    const made = await testRunner({ graph: first }).get(assets, { config, fromSource: true });
    await first.finish({ ok: true });
    const later = open();
    const kept = await testRunner({ graph: later }).get(assets, { config, fromSource: true });
    expect(later.reuse.get('assets')).toEqual({ reused: 1, made: 0 });
    expect(kept.hrefs).toEqual(made.hrefs);
  });
});
