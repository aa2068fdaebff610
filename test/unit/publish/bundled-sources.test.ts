import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { packageRoot } from '../../../src/node/package-root.js';
import { utf8Text } from '../../../src/node/util/utf8.js';
import { bundleAssets } from '../../../src/node/publish/assets.js';
import { loadTemplates } from '../../../src/node/render/templates.js';
import { sha256 } from '../../../src/node/sha256.js';

/**
 * What a stage bundled from source is recorded with the bytes it was bundled from, so the memo
 * never keeps a bundle of older bytes as current. Node's `readFile` is made to return a later
 * save of some files, as if one landed right then: esbuild reading a file itself, or a file read
 * once for the bundle and again for its hash, would pair a bundle of one version with the hash
 * of another. (In `docgen watch`, a stylesheet caught emptied by a save stayed empty after the
 * next build: CI, 24 November 2026.)
 */
const saves = vi.hoisted(() => ({
  /** Files whose reads after the first give these bytes. */
  afterFirstRead: new Map<string, string>(),
  /** Files whose every read gives these bytes (esbuild reading the disk would see the old). */
  always: new Map<string, string>(),
  reads: new Map<string, number>(),
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  const readFile = async (...args: Parameters<typeof fs.readFile>) => {
    const file = String(args[0]);
    const count = (saves.reads.get(file) ?? 0) + 1;
    saves.reads.set(file, count);
    const saved =
      saves.always.get(file) ?? (count > 1 ? saves.afterFirstRead.get(file) : undefined);
    if (saved === undefined) return fs.readFile(...args);
    return args[1] === 'utf8' || (args[1] as { encoding?: string })?.encoding === 'utf8'
      ? saved
      : Buffer.from(saved);
  };
  return { ...fs, readFile, default: { ...fs, readFile } };
});

afterEach(() => {
  saves.afterFirstRead.clear();
  saves.always.clear();
  saves.reads.clear();
});

const config = resolveConfig({}, '/site', undefined);

describe('a bundle from source', () => {
  it(
    'records the stylesheet it bundled, and the client script, with the bytes ' + 'bundled',
    async () => {
      const root = packageRoot();
      const sheet = path.join(root, 'templates/styles/site.css');
      const script = path.join(root, 'src/client/main.ts');
      const onDisk = { sheet: readFileSync(sheet, 'utf8'), script: readFileSync(script, 'utf8') };
      saves.afterFirstRead.set(sheet, `${onDisk.sheet}\nbody{outline:3px solid #010203}\n`);
      saves.always.set(script, `${onDisk.script}\nconsole.info("salvo depois");\n`);
      const assets = await bundleAssets(config, { fromSource: true });
      const sources = new Map(assets.sources);
      const css = utf8Text(assets.files.find((f) => f.file.endsWith('.css'))!.contents);
      // Read once, before the save: bundled and recorded as it was then.
      expect(css).not.toContain('#010203');
      expect(sources.get(sheet)).toBe(sha256(onDisk.sheet));
      // Read once, with the save: bundled and recorded as saved.
      const main = assets.files.find((f) => /^assets\/main-.*\.js$/.test(f.file))!;
      expect(utf8Text(main.contents)).toContain('salvo depois');
      expect(sources.get(script)).toBe(sha256(saves.always.get(script)!));
    },
  );

  it('records the templates it compiled with the bytes compiled', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-templates-'));
    try {
      const index = path.join(dir, 'index.tsx');
      // A template set: the page, and a reference page's section alone.
      const set = (text: string) =>
        `export const Page = () => '${text}';\nexport const ReferenceSection = () => '';\n`;
      writeFileSync(index, set('no disco'));
      saves.always.set(index, set('salvo depois'));
      const templates = await loadTemplates(dir);
      const { Page } = await templates.load();
      expect((Page as unknown as () => string)()).toBe('salvo depois');
      expect(new Map(templates.sources).get(index)).toBe(sha256(saves.always.get(index)!));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a template set that cannot render a reference page in parts (DG6002)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docgen-templates-'));
    try {
      writeFileSync(path.join(dir, 'index.tsx'), "export const Page = () => 'só a página';\n");
      await expect(loadTemplates(dir)).rejects.toMatchObject({
        diagnostics: [
          { code: 'DG6002', message: expect.stringContaining('ReferenceSection') as unknown },
        ],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
