import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openEntry, readStageFile, stageFileBytes } from '../../../src/node/graph/cache-file.js';

const anything = () => true;

describe('a stage file of the cache', () => {
  it('gives back each value, and finds a changed byte by its checksum', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-cache-file-')), 'x.v8');
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
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-cache-file-')), 'x.v8');
    writeFileSync(file, stageFileBytes([['k', { value: 42, files: [] }]]));
    const { entries } = await readStageFile(file);
    expect(openEntry(entries.get('k')!, (v) => typeof v === 'string')).toEqual({
      ok: false,
      why: 'shape',
    });
    const { serialize } = await import('node:v8');
    writeFileSync(
      file,
      serialize([
        ['k', 'garbage', 'x', 'y'],
        ['j', [], 'x', new Uint8Array()],
      ]),
    );
    const read = await readStageFile(file);
    expect([...read.entries.keys()]).toEqual(['j']);
    expect(read.dropped).toBe(1);
  });
});
