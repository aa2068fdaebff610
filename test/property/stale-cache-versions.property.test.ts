// A stale cache cannot pass on a site of several versions either: after any change of a version's
// input (its docs, sidebars or spec, versions.json, the config's versions), a build through the
// cache folder and one through a watch session's memory equal a build without any cache.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Graph } from '../../src/node/graph/graph.js';
import {
  buildOutcome,
  changeAndCompare,
  editChange,
  writeChange,
  type SiteChange,
} from '../helpers/build-outcome.js';
import { copyFixture } from '../helpers/cli.js';

type Change = SiteChange;

const edit = editChange;
const write = writeChange;
const config = (what: string, versions: string): Change =>
  edit('docgen.config.ts', `config versions: ${what}`, (text) =>
    text.replace(/ {2}versions: \{[\s\S]*?\n {2}\},\n/, `  versions: ${versions},\n`),
  );

const changes: Change[] = [
  edit('versioned_docs/version-1.0/intro.md', '1.0 intro edited', (t) => `${t}\nMais texto.\n`),
  edit('versioned_docs/version-2.0/guia.md', '2.0 guide retitled', (t) =>
    t.replace('# Guia da 2.0', '# Guia renomeado'),
  ),
  write('versioned_docs/version-2.0/novo.md', '2.0 gains a doc', '# Novo\n\nNa 2.0.\n'),
  edit('content/docs/anexos.md', 'current doc edited', (t) => `${t}\nOutro parágrafo.\n`),
  edit('versioned_specs/version-2.0.yaml', '2.0 spec summary', (t) =>
    t.replace('Operação listRecipients', 'Destinatários'),
  ),
  edit('versioned_specs/version-1.0.yaml', '1.0 spec version', (t) =>
    t.replace('version: 1.0.0', 'version: 1.0.1'),
  ),
  write(
    'versioned_sidebars/version-1.0-sidebars.json',
    '1.0 sidebars relabelled',
    `${JSON.stringify({
      tutorialSidebar: ['intro', { type: 'category', label: 'Antigo', items: ['legado'] }],
    })}\n`,
  ),
  write('versions.json', 'versions.json without 1.0', '["2.0"]\n'),
  write('versions.json', 'versions.json reordered', '["1.0", "2.0"]\n'),
  config('current last', "{ lastVersion: 'current' }"),
  config('labels', "{ current: { label: '3.0' }, released: { '1.0': { label: 'Velha' } } }"),
  config('banner and path', "{ released: { '2.0': { banner: 'unmaintained', path: 'dois' } } }"),
  config('noIndex', "{ released: { '2.0': { noIndex: true } } }"),
  // The site's language and the config's strings: the references and the changelog say them.
  edit('docgen.config.ts', 'locale en', (t) =>
    t.replace(/(\n {2}url: [^\n]*\n)/, "$1  locale: 'en',\n"),
  ),
  edit('docgen.config.ts', 'strings', (t) =>
    t.replace(
      /(\n {2}url: [^\n]*\n)/,
      "$1  strings: { 'changelog.change.operationAdded': 'Nova.', 'reference.page.title': 'R' },\n",
    ),
  ),
];

describe('property: a versioned build from the cache equals a build without it', () => {
  it('after any change of any version', async () => {
    const site = copyFixture('versions-site');
    const session = Graph.open(site, { persist: false });
    expect(await buildOutcome(site, true)).toEqual(await buildOutcome(site, false));
    await buildOutcome(site, session);
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...changes), async (c) => {
        // Each change is undone, so that the next meets the fixture (the undoing is checked too).
        (await changeAndCompare(site, session, c, seen)).undo();
      }),
      { numRuns: 25, seed: 20261128, endOnFailure: true },
    );
    expect(seen.length).toBeGreaterThanOrEqual(25);
  }, 600_000);
});
