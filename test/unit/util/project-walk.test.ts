import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliCatalogues } from '../../../src/node/cli-strings/index.js';
import { localize } from '../../../src/node/diagnostics/localize.js';
import { resolveInside } from '../../../src/node/util/inside-project.js';
import { walkInside } from '../../../src/node/util/project-walk.js';

/** A project with a static folder holding a file and a folder, and a file outside it. */
function project() {
  const base = mkdtempSync(path.join(tmpdir(), 'docgen-walk-'));
  const root = path.join(base, 'site');
  mkdirSync(path.join(root, 'static/pasta'), { recursive: true });
  mkdirSync(path.join(root, 'outros'));
  writeFileSync(path.join(root, 'static/pasta/a.txt'), 'a');
  writeFileSync(path.join(root, 'outros/b.txt'), 'b');
  writeFileSync(path.join(base, 'fora.txt'), 'fora');
  return { base, root, dir: path.join(root, 'static') };
}

describe('walkInside', () => {
  it('follows links that stay in the project, and lists what they lead to', async () => {
    const { root, dir } = project();
    symlinkSync('../outros', path.join(dir, 'ligada'));
    symlinkSync('../outros/b.txt', path.join(dir, 'b.txt'));
    const walked = await walkInside(dir, root);
    expect(walked.kind === 'walked' && walked.diagnostics).toEqual([]);
    expect(walked.kind === 'walked' && walked.files.map((f) => f.rel)).toEqual([
      'b.txt',
      'ligada/b.txt',
      'pasta/a.txt',
    ]);
  });

  it.each([
    ['a file', (base: string) => path.join(base, 'fora.txt'), 'sai da pasta do projeto'],
    ['a folder', (base: string) => base, 'sai da pasta do projeto'],
    ['the folder it is in', () => '.', 'forma um ciclo'],
    ['itself', () => 'link', 'forma um ciclo'],
  ])('refuses a link to %s, naming it, and lists nothing under it', async (_, to, says) => {
    const { base, root, dir } = project();
    symlinkSync(to(base), path.join(dir, 'link'));
    const walked = await walkInside(dir, root);
    if (walked.kind !== 'walked') throw new Error(walked.kind);
    expect(walked.files.map((f) => f.rel)).toEqual(['pasta/a.txt']);
    const inPtBR = walked.diagnostics.map((d) => localize(d, cliCatalogues['pt-BR']));
    expect(inPtBR).toEqual([
      expect.objectContaining({
        code: 'DG2010',
        severity: 'error',
        file: path.join(dir, 'link'),
        message: expect.stringContaining(says),
      }),
    ]);
  });

  it('names the link that leaves, not the file reached through it', async () => {
    const { base, root } = project();
    symlinkSync(base, path.join(root, 'static/sobe'));
    expect(await resolveInside(path.join(root, 'static/sobe/fora.txt'), root)).toEqual({
      kind: 'escapes',
      link: path.join(root, 'static/sobe'),
      target: base,
      viaLink: true,
    });
    expect(await resolveInside(path.join(root, '../fora.txt'), root)).toMatchObject({
      kind: 'escapes',
      viaLink: false,
    });
  });
});
