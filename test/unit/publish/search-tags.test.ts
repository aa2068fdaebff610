import { describe, expect, it } from 'vitest';
import { searchKinds } from '../../../src/shared/search.js';
import { Memo } from '../../../src/node/graph/memo.js';
import type { Services, StageContext } from '../../../src/node/graph/stage.js';
import type { SearchEntry } from '../../../src/node/publish/search/entries.js';
import { taggedGroups } from '../../../src/node/publish/search/tags.js';
import { taggedSearchEntries } from '../../../src/node/publish/stages.js';

const entry = (title: string): SearchEntry => ({
  url: `/docs/${title}/`,
  kind: searchKinds.page,
  title,
  context: 'Guias',
  text: `Sobre ${title}.`,
});

const groups = [[entry('a'), entry('b')], [entry('c')]];

describe('a variant’s search tags', () => {
  it('gives each entry its version, and an older version’s label after its context', () => {
    const latest = taggedGroups(groups, { version: { name: '2.0' } });
    expect(latest[0]![1]).toEqual({ ...entry('b'), version: '2.0' });
    const older = taggedGroups(groups, { version: { name: '1.0', label: 'v1' } });
    expect(older[1]![0]).toEqual({ ...entry('c'), version: '1.0', context: 'Guias · v1' });
    expect(older.map((g) => g.length)).toEqual([2, 1]);
  });

  it('gives each entry its language, with or without a version', () => {
    expect(taggedGroups(groups, { language: 'en' })[0]![0]).toEqual({
      ...entry('a'),
      language: 'en',
    });
    expect(taggedGroups(groups, { version: { name: '1.0' }, language: 'es' })[0]![0]).toEqual({
      ...entry('a'),
      version: '1.0',
      language: 'es',
    });
  });

  it('names the tagged entries by what made them: a key reads no entry again', async () => {
    const memo = new Memo({ salt: 'test' });
    const context: StageContext = {
      get: (stage, input) => memo.run(stage, input, context),
      services: {} as Services,
    };
    const tags = { version: { name: '1.0', label: 'v1' } };
    const made = await memo.run(taggedSearchEntries, { groups, tags }, context);
    // A stage's result (and each entry in it) is known by an id, not by a hash of its content.
    expect(memo.digest(made[0]![0])).not.toMatch(/^#/);
    expect(memo.digest(taggedGroups(groups, tags)[0]![0])).toMatch(/^#/);
    expect(await memo.run(taggedSearchEntries, { groups, tags }, context)).toBe(made);
  });
});
