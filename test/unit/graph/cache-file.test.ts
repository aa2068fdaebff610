import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  openEntry,
  ReadBuffer,
  readStageFile,
  stageFileBytes,
} from '../../../src/node/graph/cache-file.js';
import { stageFileLayout } from '../../helpers/cache-layout.js';

const anything = () => true;
const fileIn = () => path.join(mkdtempSync(path.join(tmpdir(), 'docgen-cache-file-')), 'x.v8');

describe('a stage file of the cache', () => {
  it('gives back each value, and finds a changed byte by its checksum', async () => {
    const file = fileIn();
    const value = { html: '<h1>Diagramas e fluxos</h1>' };
    writeFileSync(file, stageFileBytes([['k', { value, files: [['/a.md', 'h']] }]]));
    const { entries } = await readStageFile(file);
    const stored = entries.get('k')!;
    expect(openEntry(stored, anything)).toEqual({
      ok: true,
      entry: { value, files: [['/a.md', 'h']] },
    });

    const bytes = readFileSync(file);
    bytes[bytes.indexOf('Diagramas')] = 'X'.charCodeAt(0);
    writeFileSync(file, bytes);
    const changed = (await readStageFile(file)).entries.get('k')!;
    expect(openEntry(changed, anything)).toEqual({ ok: false, why: 'checksum' });
  });

  it('drops entries of another shape, and refuses values the stage does not accept', async () => {
    const file = fileIn();
    writeFileSync(file, stageFileBytes([['k', { value: 42, files: [] }]]));
    const { entries } = await readStageFile(file);
    expect(openEntry(entries.get('k')!, (v) => typeof v === 'string')).toEqual({
      ok: false,
      why: 'shape',
    });
    const good = serialize('bom');
    writeFileSync(
      file,
      stageFileLayout(
        [
          ['k', 'garbage', 'x', 3, false],
          ['j', [], crc32(good), good.length, false],
          ['past the end', [], 0, 1000, false],
        ],
        [Buffer.from('abc'), good],
      ),
    );
    const read = await readStageFile(file);
    expect([...read.entries.keys()]).toEqual(['j']);
    expect(read.dropped).toBe(2);
    expect(openEntry(read.entries.get('j')!, anything)).toMatchObject({
      ok: true,
      entry: { value: 'bom' },
    });
  });

  it('reads a file of another layout, or cut short, as holding nothing', async () => {
    const file = fileIn();
    writeFileSync(file, serialize([['k', [], 'sum', new Uint8Array([1])]]));
    expect((await readStageFile(file)).entries.size).toBe(0);
    writeFileSync(file, stageFileBytes([['k', { value: 'texto', files: [] }]]).slice(0, 6));
    expect(await readStageFile(file)).toMatchObject({ dropped: 0 });
    expect((await readStageFile(file)).entries.size).toBe(0);
    expect((await readStageFile(path.join(file, '..', 'ausente.v8'))).entries.size).toBe(0);
  });

  it('reads an entry where it lies when opened; nothing from a file replaced since', async () => {
    const file = fileIn();
    const write = (text: string) => {
      writeFileSync(`${file}.new`, stageFileBytes([['k', { value: text, files: [] }]]));
      renameSync(`${file}.new`, file);
    };
    write('primeiro');
    const read = await readStageFile(file);
    // Replaced while its descriptor is open: the entry is read from the file indexed.
    write('segundo');
    expect(openEntry(read.entries.get('k')!, anything)).toMatchObject({
      ok: true,
      entry: { value: 'primeiro' },
    });
    // Closed, then replaced: the file is not the one indexed any more, and gives nothing.
    read.source!.close();
    expect(openEntry(read.entries.get('k')!, anything)).toEqual({ ok: false, why: 'unreadable' });
    const again = await readStageFile(file);
    again.source!.close();
    // Closed and unchanged: opened again by its path.
    expect(openEntry(again.entries.get('k')!, anything)).toMatchObject({
      ok: true,
      entry: { value: 'segundo' },
    });
    again.source!.close();
  });

  it('copies the entries kept into the next file, and reads them into a given buffer', async () => {
    const file = fileIn();
    writeFileSync(
      file,
      stageFileBytes([
        ['a', { value: { n: 1 }, files: [] }],
        ['b', { value: 'dois', files: [['/b.md', 'h']] }],
      ]),
    );
    const first = await readStageFile(file);
    const next = stageFileBytes([
      ['b', first.entries.get('b')!],
      ['c', { value: [3], files: [] }],
    ]);
    first.source!.close();
    writeFileSync(file, next);
    const { entries, source } = await readStageFile(file);
    const reused = new ReadBuffer();
    const scratch = reused.of(64).fill(0xff);
    const opened = [...entries].map(([key, entry]) => [key, openEntry(entry, anything, reused)]);
    expect(opened).toEqual([
      ['b', { ok: true, entry: { value: 'dois', files: [['/b.md', 'h']] } }],
      ['c', { ok: true, entry: { value: [3], files: [] } }],
    ]);
    expect(scratch.equals(Buffer.alloc(64, 0xff))).toBe(false);
    source!.close();
  });

  it('gives values bytes of their own, never views of the buffer read into', async () => {
    const file = fileIn();
    const first = {
      file: Buffer.from('conteúdo do primeiro'),
      words: new Uint16Array([1, 2, 3]),
      view: new DataView(new Uint8Array([9, 8, 7, 6]).buffer),
    };
    writeFileSync(
      file,
      stageFileBytes([
        ['a', { value: first, files: [] }],
        ['b', { value: { file: Buffer.alloc(64, 0x61) }, files: [] }],
      ]),
    );
    const { entries, source } = await readStageFile(file);
    const reused = new ReadBuffer();
    const scratch = reused.of(256);
    const a = openEntry(entries.get('a')!, anything, reused);
    const b = openEntry(entries.get('b')!, anything, reused);
    scratch.fill(0);
    expect(a).toEqual({ ok: true, entry: { value: first, files: [] } });
    expect(b).toMatchObject({ ok: true, entry: { value: { file: Buffer.alloc(64, 0x61) } } });
    const value = (a as { entry: { value: typeof first } }).entry.value;
    expect(Buffer.isBuffer(value.file)).toBe(true);
    expect(value.words).toBeInstanceOf(Uint16Array);
    expect(value.view.getUint8(0)).toBe(9);
    source!.close();

    // An index that says a value holds no bytes when it does: still copies, never views.
    const bytes = serialize(first);
    writeFileSync(file, stageFileLayout([['a', [], crc32(bytes), bytes.length, false]], [bytes]));
    const lied = await readStageFile(file);
    const opened = openEntry(lied.entries.get('a')!, anything, reused);
    scratch.fill(0);
    expect(opened).toEqual({ ok: true, entry: { value: first, files: [] } });
    lied.source!.close();
  });
});
