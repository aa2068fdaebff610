// A stale cache cannot pass: after any change of an input (a field of the config, chosen from the
// config schema itself; its `strings`; a page; an image; the spec; a static or brand file), a
// build that reuses the cache folder makes byte for byte what a build without it makes, or fails
// the same way.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configDefinition as configSchema } from '../../src/node/config/definition.js';
import { Graph } from '../../src/node/graph/graph.js';
import { buildOutcome, changeAndCompare, type SiteChange } from '../helpers/build-outcome.js';
import { copyFixture } from '../helpers/cli.js';

/** A place in the config and a value the schema accepts there. */
interface ConfigChange {
  path: string[];
  value: unknown;
}

type Schema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  anyOf?: Schema[];
  $ref?: string;
};

/** Values for string fields whose schema asks for a form (a pattern), by the field's name. */
const FORMED: Record<string, string[]> = {
  url: ['https://outro.exemplo.com.br', 'https://docs.exemplo.com/sub'],
  baseUrl: ['/docs-site/', '/'],
  route: ['/referencia/', '/api/'],
  redirectPath: ['/api/', '/entrar/'],
  primaryColor: ['#aa3300', '#1890ff'],
  favicon: ['static/icone.svg'],
  customCss: ['static/extra.css'],
  editUrl: ['https://github.com/exemplo/docs/edit/main'],
};

/**
 * Every leaf of the config schema (a string, number, boolean or enum field; objects are walked,
 * lists and free maps are left to the other changes) with a few values it accepts.
 */
function configChanges(schema: Schema, at: string[] = []): fc.Arbitrary<ConfigChange>[] {
  const name = at.at(-1) ?? '';
  const one = (values: unknown[]) =>
    values.length > 0 ? [fc.constantFrom(...values).map((value) => ({ path: at, value }))] : [];
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([key, sub]) =>
      configChanges(sub, [...at, key]),
    );
  const options = schema.oneOf ?? schema.anyOf;
  if (options)
    return options.flatMap((option) =>
      option.const !== undefined ? one([option.const]) : configChanges(option, at),
    );
  if (schema.enum) return one(schema.enum);
  if (schema.type === 'boolean') return one([true, false]);
  if (schema.type === 'integer' || schema.type === 'number')
    return one([schema.minimum ?? 1, Math.min(schema.maximum ?? 6, 6), 3].filter((n) => n > 0));
  if (schema.type === 'string')
    return one(schema.pattern ? (FORMED[name] ?? []) : ['Texto trocado', 'spec/openapi.yaml']);
  return [];
}

type Change = SiteChange;

const configChange = fc.oneof(...configChanges(configSchema as unknown as Schema)).map(
  (change): Change => ({
    what: `config ${change.path.join('.')} = ${JSON.stringify(change.value)}`,
    file: 'docgen.config.ts',
    apply: (site) => {
      const file = path.join(site, 'docgen.config.ts');
      const text = readFileSync(file, 'utf8');
      // The fixture's config, with one more field set on top of the ones set before.
      const set = `setField(${JSON.stringify(change.path)}, ${JSON.stringify(change.value)});\n`;
      writeFileSync(file, text + set);
    },
  }),
);

const pages = ['docs/intro.md', 'docs/faq.md', 'docs/guides/envelopes.md', 'pages/index.md'];

const pageChange = fc
  .tuple(
    fc.constantFrom(...pages),
    fc.constantFrom(
      '\n\n## Seção nova\n\nTexto novo.\n',
      '\n\nVeja a [introdução](/docs/intro/#autenticacao).\n',
      '\n\n```bash\ncurl https://api.exemplo.com\n```\n',
      '\n\n![Figura](/img/figura.png)\n',
      '\n\n:::tip\nUma dica.\n:::\n',
    ),
  )
  .map(
    ([page, text]): Change => ({
      what: `page ${page} += ${JSON.stringify(text.trim().slice(0, 30))}`,
      file: `content/${page}`,
      apply: (site) => appendFileSync(path.join(site, 'content', page), text),
    }),
  );

/** The front matter a change may set, each key with its values (Docusaurus's keys too). */
const frontMatterValues: [key: string, values: string[]][] = [
  ['description', ['Outro texto']],
  ['title', ['Outro texto']],
  ['sidebar_label', ['Outro texto']],
  ['sidebar_position', ['3', '2']],
  ['tags', ['[Assinatura, Guia]', '[{ label: Guia, permalink: /guias }]']],
  ['draft', ['true', 'false']],
  ['unlisted', ['true', 'false']],
  ['hide_title', ['true']],
  ['keywords', ['[api, envelopes]']],
  ['toc_max_heading_level', ['4']],
  ['pagination_next', ['null', 'faq']],
];

const frontMatterChange = fc
  .tuple(
    fc.constantFrom(...pages.filter((p) => p.startsWith('docs/'))),
    fc
      .constantFrom(...frontMatterValues)
      .chain(([key, values]) => fc.constantFrom(...values).map((value) => [key, value] as const)),
  )
  .map(
    ([page, [key, value]]): Change => ({
      what: `front matter ${page} ${key}: ${value}`,
      file: `content/${page}`,
      apply: (site) => {
        const file = path.join(site, 'content', page);
        const text = readFileSync(file, 'utf8');
        const without = text.replace(new RegExp(`^${key}:.*\\n`, 'm'), '');
        writeFileSync(file, without.replace(/^---\n/, `---\n${key}: ${value}\n`));
      },
    }),
  );

const fileChange = fc
  .constantFrom(
    'static/img/figura.png',
    'static/extra.css',
    'static/icone.svg',
    'content/docs/figura.png',
  )
  .chain((file) =>
    fc.nat(1000).map(
      (n): Change => ({
        what: `file ${file} #${n}`,
        file,
        apply: (site) => {
          mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
          const contents = file.endsWith('.css')
            ? `body { margin: ${n}px }\n`
            : file.endsWith('.svg')
              ? `<svg xmlns="http://www.w3.org/2000/svg" width="${n + 1}" height="8"></svg>\n`
              : pngOf(n);
          writeFileSync(path.join(site, file), contents);
        },
      }),
    ),
  );

const specChange = fc
  .constantFrom(
    ['summary: ', 'summary: Alterado '],
    ['description: ', 'description: Texto alterado. '],
    ['title: ', 'title: Outra '],
    ['version: ', 'version: 9'],
  )
  .map(
    ([from, to]): Change => ({
      what: `spec ${from.trim()} changed`,
      file: 'spec/openapi.yaml',
      apply: (site) => {
        const file = path.join(site, 'spec/openapi.yaml');
        writeFileSync(file, readFileSync(file, 'utf8').replace(from!, to!));
      },
    }),
  );

/** A string of docgen's catalogue replaced by the config (`strings`): a template's, a client's. */
const stringsChange = fc
  .constantFrom(
    { 'frame.onThisPage': 'Neste guia' },
    { 'client.close': 'Sair' },
    { 'frame.onThisPage': 'Sumário', 'client.close': 'Sair' },
  )
  .map(
    (strings): Change => ({
      what: `config strings = ${JSON.stringify(strings)}`,
      file: 'docgen.config.ts',
      apply: (site) => {
        const file = path.join(site, 'docgen.config.ts');
        const set = `setField(["strings"], ${JSON.stringify(strings)});\n`;
        writeFileSync(file, readFileSync(file, 'utf8') + set);
      },
    }),
  );

const change = fc.oneof(
  configChange,
  stringsChange,
  pageChange,
  frontMatterChange,
  fileChange,
  specChange,
);

/** A 1×1 PNG whose last byte (in a text chunk) is `n`: a different file for each n. */
function pngOf(n: number): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9aw' +
      'AAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([base, Buffer.from([n % 256])]);
}

/** Lets the fixture's config take fields set after it (`setField`). */
function settableConfig(site: string): void {
  const file = path.join(site, 'docgen.config.ts');
  const text = readFileSync(file, 'utf8').replace(
    'export default defineConfig(',
    'const config = defineConfig(',
  );
  writeFileSync(
    file,
    `${text}
export default config;
function setField(at: string[], value: unknown): void {
  let node = config as Record<string, unknown>;
  for (const key of at.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[at.at(-1)!] = value;
}
`,
  );
}

describe('property: a build from the cache equals a build without it', () => {
  it('after any change of any input', async () => {
    const site = copyFixture('basic-site');
    mkdirSync(path.join(site, 'node_modules'));
    settableConfig(site);
    // A site with brand files and images to change.
    for (const step of ['static/img/figura.png', 'static/extra.css', 'content/docs/figura.png'])
      fc.sample(
        fileChange.filter((c) => c.what.includes(step)),
        1,
      )[0]!.apply(site);
    const session = Graph.open(site, { persist: false });
    expect(await buildOutcome(site, true)).toEqual(await buildOutcome(site, false));
    await buildOutcome(site, session);
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(change, async (c) => {
        const { fresh, undo } = await changeAndCompare(site, session, c, seen);
        // A change that breaks the site is undone (and the next build checks the undoing too),
        // so that later changes meet a site that builds.
        if (Array.isArray(fresh)) undo();
      }),
      { numRuns: 40, seed: 20261128, endOnFailure: true },
    );
    expect(seen.length).toBeGreaterThanOrEqual(40);
  }, 600_000);
});
