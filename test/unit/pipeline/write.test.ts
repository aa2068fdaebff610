import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeOutput } from '../../../src/node/pipeline/write.js';
import { manifest } from '../../../src/node/publish/manifest.js';
import type { OutputFile } from '../../../src/node/output-file.js';

const site = (files: Record<string, string>): OutputFile[] => {
  const list = Object.entries(files).map(([file, contents]) => ({ file, contents }));
  return [...list, manifest(list)];
};
const inode = (out: string, file: string) => statSync(path.join(out, file)).ino;
const read = (out: string, file: string) => readFileSync(path.join(out, file), 'utf8');

describe('the writer', () => {
  it('links the files whose bytes the output has already, and writes the others', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-write-')), 'dist');
    const first = {
      'index.html': '<h1>Início</h1>',
      'docs/intro/index.html': '<h1>Introdução</h1>',
      'docs/faq/index.html': '<h1>FAQ</h1>',
      'sitemap.xml': '<urlset/>',
    };
    await writeOutput(out, site(first));
    const before = Object.fromEntries(Object.keys(first).map((f) => [f, inode(out, f)]));

    // Modified in the output after the build, with the same size: its bytes are not the
    // manifest's any more, and it must be written again, not linked.
    writeFileSync(path.join(out, 'sitemap.xml'), '<urlsat/>');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(out, 'sitemap.xml'), later, later);

    await writeOutput(out, site({ ...first, 'docs/faq/index.html': '<h1>Perguntas</h1>' }));
    expect(inode(out, 'index.html')).toBe(before['index.html']);
    expect(inode(out, 'docs/intro/index.html')).toBe(before['docs/intro/index.html']);
    expect(inode(out, 'docs/faq/index.html')).not.toBe(before['docs/faq/index.html']);
    expect(read(out, 'docs/faq/index.html')).toBe('<h1>Perguntas</h1>');
    expect(read(out, 'sitemap.xml')).toBe('<urlset/>');
    expect(read(out, 'index.html')).toBe('<h1>Início</h1>');
  });

  it('writes a file again when a folder of its path was replaced in the output', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-write-')), 'dist');
    const files = { 'index.html': '<h1>Início</h1>', 'docs/intro/index.html': '<h1>Intro</h1>' };
    await writeOutput(out, site(files));
    rmSync(path.join(out, 'docs'), { recursive: true });
    writeFileSync(path.join(out, 'docs'), 'um arquivo onde havia uma pasta');
    await writeOutput(out, site(files));
    expect(read(out, 'docs/intro/index.html')).toBe('<h1>Intro</h1>');
  });

  it('writes every file when the output has no manifest of its own', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-write-')), 'dist');
    const files = { 'index.html': '<h1>Início</h1>' };
    await writeOutput(out, site(files));
    const before = inode(out, 'index.html');
    writeFileSync(path.join(out, 'manifest.json'), 'não é um manifesto');
    await writeOutput(out, site(files));
    expect(inode(out, 'index.html')).not.toBe(before);
    expect(read(out, 'index.html')).toBe('<h1>Início</h1>');
  });

  describe('when the output holds the new site already', () => {
    const files = {
      'index.html': '<h1>Início</h1>',
      'docs/intro/index.html': '<h1>Introdução</h1>',
      'assets/app.js': 'console.log(1)',
    };
    const built = async () => {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-write-')), 'dist');
      await writeOutput(out, site(files));
      return { out, folder: inode(out, '.'), page: inode(out, 'docs/intro/index.html') };
    };
    const listing = (out: string) => readdirSync(out, { recursive: true, encoding: 'utf8' }).sort();

    it('leaves it as it is: no folder swapped, no file linked or written', async () => {
      const { out, folder, page } = await built();
      const manifestTime = statSync(path.join(out, 'manifest.json')).mtimeMs;
      await writeOutput(out, site(files));
      expect(inode(out, '.')).toBe(folder);
      expect(inode(out, 'docs/intro/index.html')).toBe(page);
      expect(statSync(path.join(out, 'manifest.json')).mtimeMs).toBe(manifestTime);
      expect(listing(out)).toEqual([
        'assets',
        'assets/app.js',
        'docs',
        'docs/intro',
        'docs/intro/index.html',
        'index.html',
        'manifest.json',
      ]);
    });

    it('replaces it when it holds a file or a folder the site does not have', async () => {
      for (const stray of ['docs/velho.html', 'vazia']) {
        const { out, folder } = await built();
        if (stray === 'vazia') mkdirSync(path.join(out, stray));
        else writeFileSync(path.join(out, stray), 'de outra build');
        await writeOutput(out, site(files));
        expect(inode(out, '.')).not.toBe(folder);
        expect(existsSync(path.join(out, stray))).toBe(false);
        expect(read(out, 'docs/intro/index.html')).toBe('<h1>Introdução</h1>');
      }
    });

    it('replaces it when a file or the manifest was changed after the build', async () => {
      for (const changed of ['index.html', 'manifest.json']) {
        const { out, folder } = await built();
        // The same size, so that only the time (or the manifest's text) tells.
        const original = read(out, changed);
        writeFileSync(path.join(out, changed), original.replace(/i/, 'j'));
        const later = new Date(Date.now() + 5_000);
        utimesSync(path.join(out, changed), later, later);
        await writeOutput(out, site(files));
        expect(inode(out, '.')).not.toBe(folder);
        expect(read(out, changed)).toBe(original);
      }
    });

    it('replaces it when a file of the site is missing', async () => {
      const { out, folder } = await built();
      rmSync(path.join(out, 'assets/app.js'));
      await writeOutput(out, site(files));
      expect(inode(out, '.')).not.toBe(folder);
      expect(read(out, 'assets/app.js')).toBe('console.log(1)');
    });
  });
});
