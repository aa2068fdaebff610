// A stale cache cannot pass on a site of several languages either: after any change of a
// language's input (a translated page added or edited, its navbar, sidebar labels or spec, the
// config's i18n and strings), a build through the cache folder and one through a watch session's
// memory equal a build without any cache.
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

const edit = editChange;
const write = writeChange;
const docs = 'i18n/en/docusaurus-plugin-content-docs';
/** The config's i18n replaced by `fields` (after `defaultLocale` and `locales`). */
const i18n = (what: string, fields: string, locales = "defaultLocale: 'pt-BR'"): SiteChange =>
  edit('docgen.config.ts', `config i18n: ${what}`, (t) => {
    const block = / {2}i18n: \{[\s\S]*?\n {2}\},\n/;
    if (!block.test(t)) throw new Error('the fixture has no i18n block to change');
    return t.replace(block, `  i18n: { ${locales}, locales: ['pt-BR', 'en']${fields} },\n`);
  });
const spec = ", localeConfigs: { en: { spec: 'i18n/en/openapi.yaml' } }";

const changes: SiteChange[] = [
  edit(`${docs}/current/intro.md`, 'English intro edited', (t) => `${t}\nMore text.\n`),
  write(`${docs}/current/guia.md`, 'guide translated', '# Sending guide\n\nIn English.\n'),
  edit('content/docs/guia.md', 'pt-BR guide edited (shown untranslated)', (t) => `${t}\nMais.\n`),
  edit('i18n/en/docusaurus-theme-classic/navbar.json', 'navbar relabelled', (t) =>
    t.replace('"API reference"', '"Reference"'),
  ),
  write(
    `${docs}/current.json`,
    'sidebar labels changed',
    '{ "sidebar.docs.category.Guias": { "message": "How-tos" } }\n',
  ),
  edit('i18n/en/openapi.yaml', 'English spec summary', (t) =>
    t.replace('summary: Create envelope', 'summary: New envelope'),
  ),
  i18n('untranslated left out', `, untranslated: 'omit'${spec}`),
  i18n('English without its spec', ''),
  i18n('English label and path', ", localeConfigs: { en: { label: 'EN', path: 'english' } }"),
  i18n('English strings', ", localeConfigs: { en: { strings: { 'frame.onThisPage': 'Guide' } } }"),
  i18n('English the default', spec, "defaultLocale: 'en'"),
];

describe('property: a build of several languages from the cache equals a build without it', () => {
  it('after any change of any language', async () => {
    const site = copyFixture('i18n-site');
    const session = Graph.open(site, { persist: false });
    expect(await buildOutcome(site, true)).toEqual(await buildOutcome(site, false));
    await buildOutcome(site, session);
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...changes), async (c) => {
        (await changeAndCompare(site, session, c, seen)).undo();
      }),
      { numRuns: 20, seed: 20261129, endOnFailure: true },
    );
    expect(seen.length).toBeGreaterThanOrEqual(20);
  }, 600_000);
});
