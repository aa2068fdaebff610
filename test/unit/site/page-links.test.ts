import { describe, expect, it } from 'vitest';
import { PageLinks } from '../../../src/node/site/page-links.js';

const pages: Record<string, string> = {
  'operation/criar': '/api/pedidos/2/',
  'schema/Pedido & Item': '/api/schemas/',
};
const links = () => new PageLinks((id) => (Object.hasOwn(pages, id) ? pages[id] : undefined));

describe('PageLinks', () => {
  it("links a description's fragment to the page of its id, and leaves other links", () => {
    const html =
      '<p><a href="#operation/criar">Criar</a>, <a href="#secao/introducao">intro</a>, ' +
      '<a href="https://exemplo.com/#operation/criar">fora</a>, ' +
      '<a href="#operation/outra">x</a></p>';
    expect(links().html(html)).toBe(
      '<p><a href="/api/pedidos/2/#operation/criar">Criar</a>, ' +
        '<a href="#secao/introducao">intro</a>, ' +
        '<a href="https://exemplo.com/#operation/criar">fora</a>, ' +
        '<a href="#operation/outra">x</a></p>',
    );
  });

  it('finds an id written with entities or percent-encoding, and keeps it as written', () => {
    expect(links().html('<a href="#schema/Pedido%20&amp;%20Item">P</a>')).toBe(
      '<a href="/api/schemas/#schema/Pedido%20&amp;%20Item">P</a>',
    );
  });

  it('copies only the views on the way to a changed description; shared views stay shared', () => {
    const shared = { descriptionHtml: '<a href="#operation/criar">c</a>', items: [] };
    const untouched = { descriptionHtml: '<p>nada</p>', nested: { descriptionHtml: '' } };
    const tree = { ops: [{ schema: shared }, { schema: shared }], other: untouched, name: 'x' };
    const mapper = links();
    const mapped = mapper.map(tree);
    expect(mapped).not.toBe(tree);
    expect(mapped.other).toBe(untouched);
    expect(mapped.name).toBe('x');
    expect(mapped.ops[0]!.schema).toBe(mapped.ops[1]!.schema);
    expect(mapped.ops[0]!.schema.descriptionHtml).toBe(
      '<a href="/api/pedidos/2/#operation/criar">c</a>',
    );
    // The original is left as it was, and mapping it again gives the same views.
    expect(shared.descriptionHtml).toBe('<a href="#operation/criar">c</a>');
    expect(mapper.map(tree)).toBe(mapped);
    expect(mapper.map(untouched)).toBe(untouched);
  });

  it('copies an array from its first changed item, and leaves the original as it was', () => {
    const plain = { descriptionHtml: '<p>nada</p>' };
    const linking = { descriptionHtml: '<a href="#operation/criar">c</a>' };
    const items = [plain, linking, plain];
    const mapped = links().map(items);
    expect(mapped).not.toBe(items);
    expect(mapped[0]).toBe(plain);
    expect(mapped[1]!.descriptionHtml).toBe('<a href="/api/pedidos/2/#operation/criar">c</a>');
    expect(mapped[2]).toBe(plain);
    expect(items[1]).toBe(linking);
    expect(linking.descriptionHtml).toBe('<a href="#operation/criar">c</a>');
    const unchanged = [plain, [plain]];
    expect(links().map(unchanged)).toBe(unchanged);
  });

  it('rewrites only HTML fields, the ones whose name ends in Html', () => {
    const view = { summary: '<a href="#operation/criar">', descriptionHtml: '' };
    expect(links().map(view)).toBe(view);
  });
});
