import { describe, expect, it } from 'vitest';
import type { ApiReference, OperationView, TagView } from '../../../src/shared/api-view-models.js';
import type { ApiPageModel } from '../../../src/shared/view-models.js';
import { MAX_OPERATIONS_PER_PAGE, planApiPages } from '../../../src/node/site/api-pages.js';
import type { Frame } from '../../../src/node/site/frame.js';

/** What planning reads of an operation (the rest of the view is for the templates). */
const operation = (id: string) =>
  ({ id, method: 'get', summary: id, path: `/${id}`, deprecated: false }) as OperationView;

const tag = (slug: string, count: number): TagView => ({
  pointer: `/tags/${slug}`,
  name: slug,
  slug,
  descriptionHtml: '',
  operations: Array.from({ length: count }, (_, i) => operation(`${slug}-${i}`)),
});

const reference = (tags: TagView[]): ApiReference => ({
  title: 'Grande',
  version: '1',
  descriptionHtml: '',
  servers: [],
  securitySchemes: [],
  tags,
  webhooks: [],
  schemas: [],
  operationCount: tags.reduce((n, t) => n + t.operations.length, 0),
});

/** Only the route and the title: what these tests read of a page's frame. */
const frame = ((route: string, page: { title: string }) => ({
  route,
  head: { title: page.title },
})) as unknown as Frame;

const plan = (tags: TagView[]) =>
  planApiPages(reference(tags), {
    route: '/api/',
    baseUrl: '/',
    splitThreshold: 10,
    yamlDownload: false,
    frame,
  }) as (ApiPageModel & { route: string })[];

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
});
