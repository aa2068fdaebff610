import { describe, expect, it } from 'vitest';
import { nextSnapshot } from '../../../src/node/dev/watch/snapshot.js';

describe('nextSnapshot', () => {
  it('numbers each changed site and lists the files added, modified and removed', () => {
    const first = nextSnapshot(undefined, [
      { file: 'index.html', contents: '<p>a</p>' },
      { file: 'old.html', contents: '<p>old</p>' },
    ]);
    expect(first.snapshot.id).toBe(1);
    const second = nextSnapshot(first.snapshot, [
      { file: 'index.html', contents: '<p>b</p>' },
      { file: 'new.html', contents: new TextEncoder().encode('<p>new</p>') },
    ]);
    expect(second.snapshot.id).toBe(2);
    expect(second.changed.sort()).toEqual(['index.html', 'new.html', 'old.html']);
    expect(second.snapshot.files.get('new.html')!.body.toString()).toBe('<p>new</p>');
  });

  it('keeps an unchanged file entry (and its ETag) as it was', () => {
    const first = nextSnapshot(undefined, [
      { file: 'a.html', contents: 'same' },
      { file: 'b.html', contents: 'one' },
    ]);
    const second = nextSnapshot(first.snapshot, [
      { file: 'a.html', contents: 'same' },
      { file: 'b.html', contents: 'two' },
    ]);
    expect(second.snapshot.files.get('a.html')).toBe(first.snapshot.files.get('a.html'));
    expect(second.changed).toEqual(['b.html']);
  });

  it(
    'tells equal bytes apart from changed ones ' + 'whether a file comes as a string or as bytes',
    () => {
      const first = nextSnapshot(undefined, [
        { file: 'a.html', contents: 'é' },
        { file: 'b.bin', contents: new Uint8Array([1, 2]) },
      ]);
      const same = nextSnapshot(first.snapshot, [
        { file: 'a.html', contents: Buffer.from('é') },
        { file: 'b.bin', contents: new Uint8Array([1, 2]) },
      ]);
      expect(same.changed).toEqual([]);
      const other = nextSnapshot(first.snapshot, [
        { file: 'a.html', contents: 'e' },
        { file: 'b.bin', contents: new Uint8Array([1, 3]) },
      ]);
      expect(other.changed).toEqual(['a.html', 'b.bin']);
      expect(other.snapshot.files.get('a.html')!.body.toString()).toBe('e');
    },
  );

  it(
    'is the previous snapshot, id included, ' +
      'when nothing changed, so no open tab reloads for it',
    () => {
      const first = nextSnapshot(undefined, [{ file: 'a.html', contents: 'same' }]);
      const again = nextSnapshot(first.snapshot, [{ file: 'a.html', contents: 'same' }]);
      expect(again.changed).toEqual([]);
      expect(again.snapshot).toBe(first.snapshot);
      expect(again.snapshot.id).toBe(1);
    },
  );

  it('makes a later file once; an unchanged build takes its own later files', async () => {
    let made = 0;
    const later = (text: string) => [
      {
        file: 'api/openapi.json',
        contents: async () => {
          made++;
          return text;
        },
      },
    ];
    const first = nextSnapshot(undefined, [{ file: 'a.html', contents: 'same' }], later('{"v":1}'));
    expect(first.snapshot.files.has('api/openapi.json')).toBe(false);
    expect(made).toBe(0);
    const file = await first.snapshot.later.get('api/openapi.json')!();
    expect(file.body.toString()).toBe('{"v":1}');
    expect(await first.snapshot.later.get('api/openapi.json')!()).toBe(file);
    expect(made).toBe(1);
    // The pages unchanged (the spec's comment edited, say): the same site, with this build's file.
    const again = nextSnapshot(
      first.snapshot,
      [{ file: 'a.html', contents: 'same' }],
      later('{"v":2}'),
    );
    expect(again.changed).toEqual([]);
    expect(again.snapshot.id).toBe(1);
    expect((await again.snapshot.later.get('api/openapi.json')!()).body.toString()).toBe('{"v":2}');
  });
});
