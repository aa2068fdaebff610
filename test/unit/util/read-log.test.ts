import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../../src/node/sha256.js';
import { FileHasher, hashFiles } from '../../../src/node/util/file-hashes.js';
import { ReadLog } from '../../../src/node/util/read-log.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'docgen-read-log-'));

describe('ReadLog', () => {
  it('records a file with the bytes it read, not those of a save that landed after', async () => {
    const file = path.join(dir(), 'site.css');
    writeFileSync(file, 'body{}');
    const reads = new ReadLog();
    expect((await reads.file(file)).toString()).toBe('body{}');
    writeFileSync(file, 'body{color:red}');
    expect(await reads.sources()).toEqual([[file, sha256('body{}')]]);
    // What the memo's hasher sees now differs from what was recorded: the result is made again.
    expect(await new FileHasher().unchanged(await reads.sources())).toBe(false);
  });

  it('records a file read twice with different bytes as never current', async () => {
    const file = path.join(dir(), 'shared.ts');
    writeFileSync(file, 'export const a = 1;');
    const reads = new ReadLog();
    await reads.file(file);
    await reads.file(file);
    expect(await reads.sources()).toEqual([[file, sha256('export const a = 1;')]]);
    writeFileSync(file, 'export const a = 2;');
    await reads.file(file);
    expect(await reads.sources()).toEqual([[file, '']]);
    expect(await new FileHasher().unchanged(await reads.sources())).toBe(false);
  });

  it("records a folder's listing as the memo's hasher hashes it", async () => {
    const folder = dir();
    for (const name of ['b.css', 'a.css', 'site.css']) writeFileSync(path.join(folder, name), '');
    const reads = new ReadLog();
    expect(await reads.folder(folder)).toEqual(['a.css', 'b.css', 'site.css']);
    expect(await reads.sources()).toEqual(await hashFiles([folder]));
    writeFileSync(path.join(folder, 'c.css'), '');
    expect(await new FileHasher().unchanged(await reads.sources())).toBe(false);
  });

  it(
    'loads what esbuild bundles through the log, and hashes the files esbuild ' +
      'read itself when asked for them',
    async () => {
      const folder = dir();
      mkdirSync(path.join(folder, 'lib'));
      const entry = path.join(folder, 'index.tsx');
      const helper = path.join(folder, 'lib/helper.ts');
      const text = path.join(folder, 'note.txt');
      writeFileSync(
        entry,
        "import { greet } from './lib/helper';\n" +
          "import note from './note.txt' with { type: 'text' };\n" +
          'export const page = () => <p>{greet(note)}</p>;\n',
      );
      writeFileSync(helper, "export const greet = (s: string): string => 'Olá, ' + s;\n");
      writeFileSync(text, 'mundo');
      const reads = new ReadLog();
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        metafile: true,
        format: 'esm',
        jsx: 'automatic',
        packages: 'external',
        absWorkingDir: folder,
        logLevel: 'silent',
        plugins: [reads.esbuildPlugin()],
      });
      // The same output as esbuild reading the files itself.
      const plain = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'esm',
        jsx: 'automatic',
        packages: 'external',
        absWorkingDir: folder,
        logLevel: 'silent',
      });
      expect(result.outputFiles[0]!.text).toBe(plain.outputFiles[0]!.text);
      expect(result.outputFiles[0]!.text).toContain('mundo');
      const before = { entry: sha256(readFileSync(entry)), helper: sha256(readFileSync(helper)) };
      writeFileSync(helper, 'export const greet = (s: string): string => s;\n');
      const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(folder, f));
      const sources = new Map(await reads.sources(inputs));
      expect(sources.get(entry)).toBe(before.entry);
      expect(sources.get(helper)).toBe(before.helper);
      // Imported with attributes, the text file was read by esbuild: hashed when asked.
      expect(sources.get(text)).toBe(sha256('mundo'));
      expect([...sources.keys()].sort()).toEqual([...inputs].sort());
    },
  );
});
