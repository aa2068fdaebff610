import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { hashFiles } from '../../../src/node/util/file-hashes.js';
import { Memo } from '../../../src/node/graph/memo.js';
import type { Services, Stage, StageContext } from '../../../src/node/graph/stage.js';
import { spec as specStage } from '../../../src/node/openapi/stages.js';
import type { FileHashes } from '../../../src/node/util/file-hashes.js';

/** A context for stages that ask no other stage and use no service. */
const ctx: StageContext = {
  get: () => Promise.reject(new Error('no other stage here')),
  services: {} as Services,
};

/** A context whose stages are asked of `memo` (as the runner asks them of its memo). */
const contextOf = (memo: Memo): StageContext => {
  const context: StageContext = {
    get: (stage, input) => memo.run(stage, input, context),
    services: {} as Services,
  };
  return context;
};

const dir = () => mkdtempSync(path.join(tmpdir(), 'docgen-memo-test-'));

/** A stage that counts its runs: `upper` of its input's text. */
function counting(name = 'upper', extra: Partial<Stage<{ text: string }, string>> = {}) {
  const calls: string[] = [];
  const stage: Stage<{ text: string }, string> = {
    name,
    run: async (input) => {
      calls.push(input.text);
      return input.text.toUpperCase();
    },
    ...extra,
  };
  return { stage, calls };
}

describe('Memo', () => {
  it('makes a result once, and a later process reads it from the cache folder', async () => {
    const folder = dir();
    const { stage, calls } = counting();
    const first = new Memo({ salt: 'code-1', dir: folder });
    expect(await first.run(stage, { text: 'a' }, ctx)).toBe('A');
    expect(await first.run(stage, { text: 'a' }, ctx)).toBe('A');
    expect(calls).toEqual(['a']);
    expect(first.reuse.get('upper')).toEqual({ reused: 1, made: 1 });
    await first.finish({ ok: true });

    const second = new Memo({ salt: 'code-1', dir: folder });
    expect(await second.run(stage, { text: 'a' }, ctx)).toBe('A');
    expect(await second.run(stage, { text: 'b' }, ctx)).toBe('B');
    expect(calls).toEqual(['a', 'b']);
    expect(second.reuse.get('upper')).toEqual({ reused: 1, made: 1 });
  });

  it('says whether it holds a result of a stage, in memory or in the cache folder', async () => {
    const folder = dir();
    const { stage } = counting();
    const first = new Memo({ salt: 's', dir: folder });
    expect(await first.holds(stage)).toBe(false);
    await first.run(stage, { text: 'a' }, ctx);
    expect(await first.holds(stage)).toBe(true);
    expect(await first.holds(counting('other').stage)).toBe(false);
    await first.finish({ ok: true });
    expect(await new Memo({ salt: 's', dir: folder }).holds(stage)).toBe(true);
    expect(await new Memo({ salt: 's' }).holds(stage)).toBe(false);
  });

  it('asks the stage once when many ask for the same result at the same time', async () => {
    const { stage, calls } = counting();
    const memo = new Memo({ salt: 's' });
    const results = await Promise.all([1, 2, 3].map(() => memo.run(stage, { text: 'x' }, ctx)));
    expect(results).toEqual(['X', 'X', 'X']);
    expect(calls).toEqual(['x']);
  });

  it('brings back shared and circular values and bytes as they were (v8)', async () => {
    const folder = dir();
    const circular: Record<string, unknown> = { name: 'raiz', bytes: new Uint8Array([1, 2, 3]) };
    circular.self = circular;
    const stage: Stage<string, Record<string, unknown>> = {
      name: 'spec',
      run: () => circular,
    };
    const first = new Memo({ salt: 's', dir: folder });
    await first.run(stage, 'a', ctx);
    await first.finish({ ok: true });
    const back = await new Memo({ salt: 's', dir: folder }).run(stage, 'a', ctx);
    expect(back).not.toBe(circular);
    expect(back.name).toBe('raiz');
    expect(back.self).toBe(back);
    expect(back.bytes).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('names a result made of bytes without listing its bytes', async () => {
    const bytes = new Uint8Array(1 << 20).fill(7);
    const stage: Stage<string, { file: string; contents: Uint8Array }> = {
      name: 'page',
      run: () => ({ file: 'a.html', contents: bytes }),
    };
    const memo = new Memo({ salt: 's' });
    const entries = vi.spyOn(Object, 'entries');
    const page = await memo.run(stage, 'a', ctx);
    const listed = entries.mock.calls.some(([value]) => value === bytes);
    entries.mockRestore();
    expect(listed).toBe(false);
    // Named all the same: a stage keyed by it hashes its id, not its bytes.
    expect(memo.digest(page.contents)).toMatch(/^[0-9a-f]{64}\.contents$/);
    expect(memo.digest(page.contents)).not.toBe(memo.digest(new Uint8Array(bytes)));
  });

  it('never reads a result made by other code: the salt is part of every key', async () => {
    const folder = dir();
    const { stage, calls } = counting();
    const old = new Memo({ salt: 'code-1', dir: folder });
    await old.run(stage, { text: 'a' }, ctx);
    await old.finish({ ok: true });
    await new Memo({ salt: 'code-2', dir: folder }).run(stage, { text: 'a' }, ctx);
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps only what a run used, and nothing `keepable` refuses', async () => {
    const folder = dir();
    const refused = counting('refused', { keepable: () => false });
    const { stage, calls } = counting();
    const first = new Memo({ salt: 's', dir: folder });
    await Promise.all(['a', 'b'].map((text) => first.run(stage, { text }, ctx)));
    await first.run(refused.stage, { text: 'c' }, ctx);
    await first.run(refused.stage, { text: 'c' }, ctx);
    expect(refused.calls).toEqual(['c', 'c']);
    await first.finish({ ok: true });
    expect(readdirSync(folder).sort()).toEqual(['upper.v8']);

    const second = new Memo({ salt: 's', dir: folder });
    await second.run(stage, { text: 'a' }, ctx);
    await second.finish({ ok: true });
    const third = new Memo({ salt: 's', dir: folder });
    await third.run(stage, { text: 'a' }, ctx);
    await third.run(stage, { text: 'b' }, ctx);
    expect(calls).toEqual(['a', 'b', 'b']);
  });

  it('keeps across its runs what it read from a stage file its own save replaced', async () => {
    const folder = dir();
    const { stage, calls } = counting();
    const first = new Memo({ salt: 's', dir: folder });
    await first.run(stage, { text: 'a' }, ctx);
    await first.finish({ ok: true });

    // Reads a from the file, makes b: the save replaces the file it read a from.
    const memo = new Memo({ salt: 's', dir: folder });
    await memo.run(stage, { text: 'a' }, ctx);
    await memo.run(stage, { text: 'b' }, ctx);
    await memo.finish({ ok: true });
    // Its next run saves again: a (read before the file was replaced) is still in the new file.
    await memo.run(stage, { text: 'a' }, ctx);
    await memo.run(stage, { text: 'c' }, ctx);
    await memo.finish({ ok: true });

    const later = new Memo({ salt: 's', dir: folder });
    expect(await later.run(stage, { text: 'a' }, ctx)).toBe('A');
    expect(await later.run(stage, { text: 'c' }, ctx)).toBe('C');
    expect(later.reuse.get('upper')).toEqual({ reused: 2, made: 0 });
    await later.finish({ ok: true });
    expect(calls).toEqual(['a', 'b', 'c']);
  });

  it('drops nothing after a failed run: the next may need what it did not reach', async () => {
    const { stage, calls } = counting();
    const memo = new Memo({ salt: 's' });
    await memo.run(stage, { text: 'a' }, ctx);
    await memo.finish({ ok: true });
    await memo.run(stage, { text: 'b' }, ctx);
    await memo.finish({ ok: false });
    await memo.run(stage, { text: 'a' }, ctx);
    await memo.run(stage, { text: 'b' }, ctx);
    expect(calls).toEqual(['a', 'b']);
    await memo.finish({ ok: true });
    await memo.run(stage, { text: 'c' }, ctx);
    await memo.finish({ ok: true });
    await memo.run(stage, { text: 'a' }, ctx);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps `memory` stages out of the cache folder, and writes nothing detached', async () => {
    const folder = dir();
    const memory = counting('session', { keep: 'memory' });
    const memo = new Memo({ salt: 's', dir: folder });
    await memo.run(memory.stage, { text: 'a' }, ctx);
    await memo.finish({ ok: true });
    expect(readdirSync(folder)).toEqual([]);
    const { stage } = counting();
    memo.detachDisk();
    await memo.run(stage, { text: 'a' }, ctx);
    await memo.finish({ ok: true });
    expect(readdirSync(folder)).toEqual([]);
  });

  it('reuses a result while the files it was read from keep their bytes', async () => {
    const folder = dir();
    const file = path.join(folder, 'openapi.yaml');
    writeFileSync(file, 'openapi: 3.1.0\n');
    let runs = 0;
    const stage: Stage<string, { text: string; files: FileHashes }> = {
      name: 'read',
      run: async (f) => ({
        text: `${++runs}: ${readFileSync(f, 'utf8')}`,
        files: await hashFiles([f]),
      }),
      files: (value) => value.files,
    };
    const memo = new Memo({ salt: 's', dir: path.join(folder, 'cache') });
    expect((await memo.run(stage, file, ctx)).text).toBe('1: openapi: 3.1.0\n');
    expect((await memo.run(stage, file, ctx)).text).toBe('1: openapi: 3.1.0\n');
    writeFileSync(file, 'openapi: 3.0.3\n');
    expect((await memo.run(stage, file, ctx)).text).toBe('2: openapi: 3.0.3\n');
    await memo.finish({ ok: true });
    // A later process: valid while the file has those bytes, whatever its time says.
    const later = () => new Memo({ salt: 's', dir: path.join(folder, 'cache') });
    expect((await later().run(stage, file, ctx)).text).toBe('2: openapi: 3.0.3\n');
    writeFileSync(file, 'openapi: 3.1.0\n');
    expect((await later().run(stage, file, ctx)).text).toBe('3: openapi: 3.1.0\n');
    rmSync(file);
    await expect(later().run(stage, file, ctx)).rejects.toThrow(/ENOENT/);
  });

  it('hashes a file again when a result was just read from bytes it did not hash', async () => {
    // A watch build that starts while a save is being written: the memo hashes the file half
    // written, the stage reads it whole. Asked again in the same build, the result is reused; it
    // is not made again because the memo held the file to its first hash.
    const folder = dir();
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, '{"v": 1}');
    let runs = 0;
    let completing: string | undefined;
    const stage: Stage<string, { text: string; files: FileHashes }> = {
      name: 'read',
      run: async (f) => {
        if (completing !== undefined) writeFileSync(f, completing);
        completing = undefined;
        return { text: `${++runs}: ${readFileSync(f, 'utf8')}`, files: await hashFiles([f]) };
      },
      files: (value) => value.files,
    };
    const memo = new Memo({ salt: 's' });
    memo.trust([folder]);
    await memo.run(stage, file, ctx);
    expect((await memo.run(stage, file, ctx)).text).toBe('1: {"v": 1}');
    writeFileSync(file, '{"v": 2, "cut');
    memo.forget([file]);
    completing = '{"v": 2, "cut": false}';
    expect((await memo.run(stage, file, ctx)).text).toBe('2: {"v": 2, "cut": false}');
    expect((await memo.run(stage, file, ctx)).text).toBe('2: {"v": 2, "cut": false}');
    expect(runs).toBe(2);
  });

  it('sees a file added to a folder it read', async () => {
    const folder = dir();
    const styles = path.join(folder, 'styles');
    mkdirSync(styles);
    writeFileSync(path.join(styles, 'a.css'), 'a{}');
    let runs = 0;
    const stage: Stage<string, { runs: number; files: FileHashes }> = {
      name: 'css',
      run: async (d) => ({ runs: ++runs, files: await hashFiles([d]) }),
      files: (value) => value.files,
    };
    const memo = new Memo({ salt: 's' });
    await memo.run(stage, styles, ctx);
    expect((await memo.run(stage, styles, ctx)).runs).toBe(1);
    writeFileSync(path.join(styles, 'b.css'), 'b{}');
    expect((await memo.run(stage, styles, ctx)).runs).toBe(2);
  });

  it(
    'keys a stage by the content of the objects it is given, ' +
      'and by the id of a result it is given',
    async () => {
      const rendered: string[] = [];
      const render: Stage<{ route: string; body: string }, string> = {
        name: 'render',
        run: (model) => {
          rendered.push(model.route);
          return `<p>${model.body}</p>`;
        },
      };
      const memo = new Memo({ salt: 's' });
      const plan = (intro: string) => [
        { route: '/docs/intro/', body: intro },
        { route: '/docs/faq/', body: 'faq' },
      ];
      const html = (models: { route: string; body: string }[]) =>
        Promise.all(models.map((m) => memo.run(render, m, ctx)));
      await html(plan('v1'));
      rendered.length = 0;
      expect(await html(plan('v2'))).toEqual(['<p>v2</p>', '<p>faq</p>']);
      expect(rendered).toEqual(['/docs/intro/']);

      // A result's id stands for it: hashing it again costs nothing, and two stages agree.
      const big: Stage<string, { items: { n: number }[] }> = {
        name: 'big',
        run: () => ({ items: [{ n: 1 }, { n: 2 }] }),
      };
      const value = await memo.run(big, 'k', ctx);
      expect(memo.digest(value)).toMatch(/^[0-9a-f]{64}$/);
      expect(memo.digest(value.items[1])).toBe(`${memo.digest(value.items)}/1`);
      expect(memo.digest({ items: [{ n: 1 }, { n: 2 }] })).not.toBe(memo.digest(value));
    },
  );

  it('shares entries between run and runSync (once the stage file is read)', async () => {
    const folder = dir();
    // What the stage makes for a schema: its run asks the caller (as docgen check's compiler).
    let make: () => string | null = () => null;
    const stage: Stage<{ json: string }, string | null> = {
      name: 'validators',
      run: () => make(),
    };
    const first = new Memo({ salt: 's', dir: folder });
    await first.ready(stage);
    make = () => 'code';
    expect(first.runSync(stage, { json: 'schema' }, ctx)).toBe('code');
    make = () => null;
    expect(first.runSync(stage, { json: 'circular' }, ctx)).toBeNull();
    await first.finish({ ok: true });
    const second = new Memo({ salt: 's', dir: folder });
    await second.ready(stage);
    make = () => 'again';
    expect(second.runSync(stage, { json: 'schema' }, ctx)).toBe('code');
    expect(await second.run(stage, { json: 'circular' }, ctx)).toBeNull();
    expect(second.reuse.get('validators')).toEqual({ reused: 2, made: 0 });
  });

  it('hashes a part of a content-named result alike, whichever result also holds it', async () => {
    // A cutoff result's part is hashed by its content; a later result holding that same object
    // must not rename it, or a stage keyed by the part would be made again on the next run.
    const outline: Stage<{ n: number }, { part: { n: number } }> = {
      name: 'outline',
      cutoff: true,
      run: (input) => ({ part: { n: input.n } }),
    };
    const holder: Stage<{ part: { n: number } }, { held: { n: number } }> = {
      name: 'holder',
      run: (input) => ({ held: input.part }),
    };
    const calls: number[] = [];
    const reader: Stage<{ part: { n: number } }, number> = {
      name: 'reader',
      run: (input) => {
        calls.push(input.part.n);
        return input.part.n * 2;
      },
    };
    const memo = new Memo({ salt: 's' });
    for (let runs = 0; runs < 3; runs++) {
      const { part } = await memo.run(outline, { n: 1 }, ctx);
      expect(await memo.run(reader, { part }, ctx)).toBe(2);
      await memo.run(holder, { part }, ctx);
      await memo.finish({ ok: true });
    }
    expect(calls).toEqual([1]);
  });

  it('refuses an input that is not plain data: a service belongs in the context', async () => {
    const stage: Stage<{ make: () => string }, string> = { name: 'x', run: (i) => i.make() };
    await expect(new Memo({ salt: 's' }).run(stage, { make: () => 'a' }, ctx)).rejects.toThrow(
      'A stage input must be plain data; input.make is a function',
    );
  });

  it('reads a corrupt file as a miss; an unwritable folder costs only the work', async () => {
    const folder = dir();
    writeFileSync(path.join(folder, 'upper.v8'), 'não é v8');
    const { stage, calls } = counting();
    expect(await new Memo({ salt: 's', dir: folder }).run(stage, { text: 'a' }, ctx)).toBe('A');
    const locked = path.join(dir(), 'somente-leitura');
    mkdirSync(locked);
    chmodSync(locked, 0o500);
    const memo = new Memo({ salt: 's', dir: path.join(locked, 'cache') });
    await memo.run(stage, { text: 'a' }, ctx);
    await expect(memo.finish({ ok: true })).resolves.toBeUndefined();
    expect(calls).toEqual(['a', 'a']);
  });
});

describe('the spec stage', () => {
  it('reads a multi-file spec once, then reuses it until one of its files changes', async () => {
    const folder = dir();
    const specDir = path.join(folder, 'spec');
    cpSync(path.join(import.meta.dirname, '../../fixtures/specs/multi-file'), specDir, {
      recursive: true,
    });
    const root = path.join(specDir, 'openapi.yaml');
    const later = () => new Memo({ salt: 'code-1', dir: path.join(folder, 'cache') });
    const first = later();
    const loaded = await first.run(specStage, { file: root, maxSpecMiB: 64 }, contextOf(first));
    expect(loaded.sources.map(([f]) => path.relative(specDir, f)).sort()).toEqual([
      'openapi.yaml',
      'parameters.yaml',
      'schemas/envelope.yaml',
    ]);
    await first.finish({ ok: true });

    type Schemas = Record<string, { description?: string; properties: Record<string, unknown> }>;
    const schemasOf = (doc: Record<string, unknown>) =>
      (doc.components as { schemas: Schemas }).schemas;
    const second = later();
    const again = await second.run(specStage, { file: root, maxSpecMiB: 64 }, contextOf(second));
    expect(second.reuse.get('spec')).toEqual({ reused: 1, made: 0 });
    expect(again.document).toEqual(loaded.document);
    expect(schemasOf(again.document).Recipient!.properties.envelope).toBe(
      schemasOf(again.document).Envelope,
    );

    const schema = path.join(specDir, 'schemas/envelope.yaml');
    writeFileSync(
      schema,
      readFileSync(schema, 'utf8').replace(
        'Envelope:\n  type: object\n',
        'Envelope:\n  type: object\n  description: Texto novo do esquema.\n',
      ),
    );
    const third = later();
    const changed = await third.run(specStage, { file: root, maxSpecMiB: 64 }, contextOf(third));
    expect(third.reuse.get('spec')).toEqual({ reused: 0, made: 1 });
    expect(schemasOf(changed.document).Envelope!.description).toBe('Texto novo do esquema.');
    // The cycle Envelope → recipients → Recipient → envelope comes back as the same object.
    expect(schemasOf(changed.document).Recipient!.properties.envelope as object).toBe(
      schemasOf(changed.document).Envelope,
    );
  });

  it('parses again only the files of a multi-file spec that changed (watch mode)', async () => {
    const specDir = path.join(dir(), 'spec');
    cpSync(path.join(import.meta.dirname, '../../fixtures/specs/multi-file'), specDir, {
      recursive: true,
    });
    const root = path.join(specDir, 'openapi.yaml');
    const memo = new Memo({ salt: 'code-1' });
    const input = { file: root, maxSpecMiB: 64 };
    const first = await memo.run(specStage, input, contextOf(memo));
    expect(memo.reuse.get('spec-file')).toEqual({ reused: 0, made: 2 });
    await memo.finish({ ok: true });

    const parameters = path.join(specDir, 'parameters.yaml');
    writeFileSync(parameters, `${readFileSync(parameters, 'utf8')}\n# editado\n`);
    memo.forget([parameters]);
    const second = await memo.run(specStage, input, contextOf(memo));
    expect(memo.reuse.get('spec')).toEqual({ reused: 0, made: 1 });
    expect(memo.reuse.get('spec-file')).toEqual({ reused: 1, made: 1 });
    expect(second.document).toEqual(first.document);
    // The file as parsed is kept for the downloads, and never changed by dereferencing.
    const envelope = path.join(specDir, 'schemas/envelope.yaml');
    expect(second.parsedFiles.get(envelope)).toBe(first.parsedFiles.get(envelope));
    expect(JSON.stringify(second.parsedFiles.get(envelope))).toContain('{"$ref":"#/Envelope"}');
  });
});
