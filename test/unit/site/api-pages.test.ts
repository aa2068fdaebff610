import { describe, expect, it } from 'vitest';
import type {
  ApiReference,
  OperationView,
  SchemaView,
  TagView,
} from '../../../src/shared/api-view-models.js';
import type { ApiPageModel } from '../../../src/shared/view-models.js';
import {
  MAX_OPERATIONS_PER_PAGE,
  PAGE_WEIGHT_BUDGET,
  planApiPages,
  versionLabel,
} from '../../../src/node/site/api-pages.js';
import { operationWeight, schemaEntryWeight } from '../../../src/node/site/api-weight.js';
import type { Frame } from '../../../src/node/site/frame.js';

/** An operation with nothing but a description (of `bytes` characters) to weigh. */
const operation = (id: string, bytes = 0): OperationView => ({
  pointer: `/paths/~1${id}/get`,
  id,
  kind: 'operation',
  method: 'get',
  path: `/${id}`,
  summary: id,
  descriptionHtml: 'x'.repeat(bytes),
  deprecated: false,
  servers: [],
  security: [],
  openAccessNote: '',
  parameterGroups: [],
  requestBody: undefined,
  responses: [],
  callbacks: [],
  samples: [],
  requestExamples: [],
  examplesGroup: 'exemplo:',
  sampleNote: undefined,
  responseExamples: [],
  externalDocs: undefined,
});

const tag = (slug: string, count: number): TagView => ({
  pointer: `/tags/${slug}`,
  name: slug,
  slug,
  descriptionHtml: '',
  externalDocs: undefined,
  operations: Array.from({ length: count }, (_, i) => operation(`${slug}-${i}`)),
});

/** A component schema with nothing but a description (of `bytes` characters) to weigh. */
const schema = (name: string, bytes: number): { name: string; schema: SchemaView } => ({
  name,
  schema: {
    pointer: `/components/schemas/${name}`,
    typeLabel: 'object',
    componentName: name,
    format: undefined,
    nullable: false,
    enumValues: [],
    defaultValue: undefined,
    constraints: [],
    readOnly: false,
    writeOnly: false,
    deprecated: false,
    example: undefined,
    descriptionHtml: 'x'.repeat(bytes),
    properties: [],
    items: undefined,
    tuple: [],
    patterns: [],
    additional: undefined,
    variants: undefined,
    conditions: [],
    exclusions: [],
    circular: undefined,
    collapsed: false,
    omitted: undefined,
  },
});

const reference = (tags: TagView[]): ApiReference => ({
  title: 'Grande',
  version: '1',
  descriptionHtml: '',
  about: { summary: '', facts: [] },
  servers: [],
  securitySchemes: [],
  tags,
  webhooks: [],
  schemas: [],
  operationCount: tags.reduce((n, t) => n + t.operations.length, 0),
  // As site/api-split.ts decides with a threshold of 10.
  split: tags.reduce((n, t) => n + t.operations.length, 0) > 10,
  redocAliases: { 'tag/Grupos': 'tag/grupos' },
});

/** Only the route and the title: what these tests read of a page's frame. */
const frame = ((route: string, page: { title: string }) => ({
  route,
  head: { title: page.title },
})) as unknown as Frame;

const plan = (tags: TagView[], schemas: ApiReference['schemas'] = []) =>
  planApiPages(
    { ...reference(tags), schemas },
    {
      route: '/api/',
      baseUrl: '/',
      yamlDownload: false,
      frame,
    },
  ) as (ApiPageModel & { route: string })[];

describe('a split reference', () => {
  it('cuts a tag of more than MAX_OPERATIONS_PER_PAGE operations into even parts', () => {
    const big = MAX_OPERATIONS_PER_PAGE * 2 + 1;
    const pages = plan([tag('grupos', big), tag('usuarios', 3)]);
    expect(pages.map((p) => p.route)).toEqual([
      '/api/',
      '/api/grupos/',
      '/api/grupos/2/',
      '/api/grupos/3/',
      '/api/usuarios/',
    ]);
    const counts = pages.slice(1, 4).map((p) => p.api.tags[0]!.operations.length);
    expect(counts.reduce((a, b) => a + b)).toBe(big);
    expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_OPERATIONS_PER_PAGE);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    expect(pages[2]!.head.title).toBe('grupos (parte 2 de 3) — Referência da API');
    expect(pages[4]!.head.title).toBe('usuarios — Referência da API');
  });

  it('sends a deep link to the part that holds the operation; the nav links across parts', () => {
    const pages = plan([tag('grupos', MAX_OPERATIONS_PER_PAGE + 1)]);
    const [overview, first, second] = pages;
    const last = `grupos-${MAX_OPERATIONS_PER_PAGE}`;
    expect(overview!.api.idRoutes).toMatchObject({
      'operation/grupos-0': '/api/grupos/',
      [`operation/${last}`]: '/api/grupos/2/',
      'tag/grupos': '/api/grupos/',
    });
    // Redoc's ids are read on the reference's route, where a link saved from Redoc arrives.
    expect(overview!.api.redocAliases).toEqual({ 'tag/Grupos': 'tag/grupos' });
    expect(first!.api.redocAliases).toBeUndefined();
    const navOf = (page: typeof first) =>
      new Map(page!.api.nav[0]!.operations.map((o) => [o.id, o.href]));
    expect(navOf(first).size).toBe(MAX_OPERATIONS_PER_PAGE + 1);
    expect(navOf(first).get('grupos-0')).toBe('#operation/grupos-0');
    expect(navOf(first).get(last)).toBe(`/api/grupos/2/#operation/${last}`);
    expect(navOf(second).get('grupos-0')).toBe('/api/grupos/#operation/grupos-0');
    expect(navOf(second).get(last)).toBe(`#operation/${last}`);
    // Every part marks its tag as the current page among the reference's pages.
    for (const page of [first, second])
      expect(page!.api.pageLinks.find((l) => l.current)?.label).toBe('grupos');
  });

  it('keeps a tag at the limit on one page', () => {
    expect(plan([tag('t', MAX_OPERATIONS_PER_PAGE)]).map((p) => p.route)).toEqual([
      '/api/',
      '/api/t/',
    ]);
  });

  it('cuts a tag by weight: parts under the budget, in order, a too heavy operation alone', () => {
    const size = (kb: number) => kb * 1_000;
    // A few very heavy operations among light ones (Microsoft Graph: 1 KB to 1.4 MB each).
    const kbs = [20, 20, 600, 20, 700, 20, 2_000, 20, 20, 900, 500, 20, 20, 20];
    const ops = kbs.map((kb, i) => operation(`pesada-${i}`, size(kb)));
    const heavy: TagView = { ...tag('pesada', 0), operations: ops };
    const pages = plan([heavy, tag('leve', 3)]);
    const parts = pages.filter((p) => p.route.startsWith('/api/pesada/'));
    expect(parts.map((p) => p.route)).toEqual([
      '/api/pesada/',
      ...parts.slice(1).map((_, i) => `/api/pesada/${i + 2}/`),
    ]);
    const held = parts.map((p) => p.api.tags[0]!.operations);
    expect(held.flat()).toEqual(ops);
    for (const part of held) {
      const weight = part.reduce((n, op) => n + operationWeight(op), 0);
      if (part.length > 1) expect(weight).toBeLessThanOrEqual(PAGE_WEIGHT_BUDGET);
      else if (weight > PAGE_WEIGHT_BUDGET) expect(part[0]!.id).toBe('pesada-6');
    }
    expect(held.filter((p) => p.length === 1 && p[0]!.id === 'pesada-6')).toHaveLength(1);
    expect(parts.length).toBeLessThanOrEqual(5);
    expect(parts[1]!.head.title).toBe(`pesada (parte 2 de ${parts.length}) — Referência da API`);
    // Every deep link leads to the part that holds its operation.
    const routes = pages[0]!.api.idRoutes!;
    parts.forEach((p, i) => {
      for (const op of held[i]!) expect(routes[`operation/${op.id}`]).toBe(p.route);
    });
    expect(pages.find((p) => p.route === '/api/leve/')!.api.tags[0]!.operations).toHaveLength(3);
    // Each part links every part of its tag, itself marked; a tag on one page links none.
    expect(parts[1]!.api.parts).toEqual(
      parts.map((p, i) => ({
        label: `Parte ${i + 1}`,
        names: '',
        href: p.route,
        current: i === 1,
      })),
    );
    expect(pages.find((p) => p.route === '/api/leve/')!.api.parts).toEqual([]);
  });
});

describe('the Schemas section of a split reference', () => {
  it('is cut by weight into parts, in order, each schema linked to its part everywhere', () => {
    // 60 schemas of 50 KB: about 3 MB, so at least three parts of the 1 MB budget.
    const schemas = Array.from({ length: 60 }, (_, i) => schema(`Esquema${i}`, 50_000));
    const pages = plan([tag('grupos', 11)], schemas);
    const parts = pages.filter((p) => p.route.startsWith('/api/schemas/'));
    expect(parts.map((p) => p.route)).toEqual([
      '/api/schemas/',
      ...parts.slice(1).map((_, i) => `/api/schemas/${i + 2}/`),
    ]);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    const held = parts.map((p) => p.api.schemas);
    expect(held.flat()).toEqual(schemas);
    for (const part of held)
      expect(part.reduce((n, s) => n + schemaEntryWeight(s), 0)).toBeLessThanOrEqual(
        PAGE_WEIGHT_BUDGET,
      );
    expect(parts[1]!.head.title).toBe(`Esquemas (parte 2 de ${parts.length}) — Referência da API`);
    // Every page links each schema to its part; the overview sends its deep link there.
    parts.forEach((p, i) => {
      for (const s of held[i]!) {
        for (const page of pages) expect(page.api.schemaPages![s.name]).toBe(p.route);
        expect(pages[0]!.api.idRoutes![`schema/${s.name}`]).toBe(p.route);
      }
    });
    // Each part lists every part with its first and last schema, itself marked.
    expect(parts[0]!.api.parts[1]).toEqual({
      label: 'Parte 2',
      names: `${held[1]![0]!.name} … ${held[1]!.at(-1)!.name}`,
      href: '/api/schemas/2/',
      current: false,
    });
    expect(parts[1]!.api.parts.map((p) => p.current)).toEqual(parts.map((_, i) => i === 1));
  });

  it("gives every page but the overview the overview's URL, for links it cannot follow", () => {
    const pages = plan([tag('grupos', 11)], [schema('Grupo', 10)]);
    expect(pages[0]!.api.overview).toBeUndefined();
    for (const page of pages.slice(1)) expect(page.api.overview).toBe('/api/');
  });

  it('keeps a name that is also an Object property its own key', () => {
    const pages = plan([tag('grupos', 11)], [schema('__proto__', 10), schema('constructor', 10)]);
    const links = pages[1]!.api.schemaPages!;
    for (const name of ['__proto__', 'constructor'])
      expect(Object.getOwnPropertyDescriptor(links, name)?.value, name).toBe('/api/schemas/');
  });
});

describe('the descriptions of a split reference', () => {
  it('link an operation, a tag or a schema on the page that holds it, from every page', () => {
    const link = (id: string) => `<p><a href="#${id}">${id}</a></p>`;
    const grupos = tag('grupos', 6);
    const usuarios = tag('usuarios', 6);
    usuarios.descriptionHtml = link('tag/grupos');
    usuarios.operations[0] = {
      ...usuarios.operations[0]!,
      descriptionHtml: link('operation/grupos-0'),
    };
    const grupo = schema('Grupo', 0);
    grupo.schema.descriptionHtml = link('operation/usuarios-1');
    const pages = plan([grupos, usuarios], [grupo]);
    const page = (route: string) => pages.find((p) => p.route === route)!.api;
    expect(page('/api/usuarios/').tags[0]!.descriptionHtml).toBe(
      '<p><a href="/api/grupos/#tag/grupos">tag/grupos</a></p>',
    );
    expect(page('/api/usuarios/').tags[0]!.operations[0]!.descriptionHtml).toBe(
      '<p><a href="/api/grupos/#operation/grupos-0">operation/grupos-0</a></p>',
    );
    expect(page('/api/schemas/').schemas[0]!.schema.descriptionHtml).toBe(
      '<p><a href="/api/usuarios/#operation/usuarios-1">operation/usuarios-1</a></p>',
    );
    // The overview's cards show the tag's description, linked the same way.
    expect(page('/api/').pageLinks.find((l) => l.label === 'usuarios')!.descriptionHtml).toBe(
      '<p><a href="/api/grupos/#tag/grupos">tag/grupos</a></p>',
    );
    // The reference's own views are left as they were.
    expect(usuarios.descriptionHtml).toBe(link('tag/grupos'));
  });
});

describe('a reference on one page', () => {
  it('links every schema on the page itself', () => {
    const [page] = plan([tag('grupos', 3)], [schema('Grupo', 10)]);
    expect(page!.api.schemas).toHaveLength(1);
    expect(page!.api.schemaPages).toBeUndefined();
    expect(page!.api.overview).toBeUndefined();
  });
});

describe('versionLabel', () => {
  it('puts a v before a version number, and leaves a version that is no number as it is', () => {
    expect(
      ['1.0.0', '2', '1.0.0-beta.1', 'v1', 'V2.1', '2024-10-01', 'beta', ''].map(versionLabel),
    ).toEqual(['v1.0.0', 'v2', 'v1.0.0-beta.1', 'v1', 'V2.1', '2024-10-01', 'beta', '']);
  });
});
