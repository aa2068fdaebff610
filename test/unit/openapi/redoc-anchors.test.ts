import { describe, expect, it } from 'vitest';
import {
  redocOperationAliases,
  redocSectionAliases,
  redocSlug,
  withRedocLinks,
} from '../../../src/node/openapi/redoc-anchors.js';
import { redocTarget } from '../../../src/shared/redoc-anchors.js';
import { referenceOf } from './helpers.js';

describe('redocSlug', () => {
  it("slugs as Redoc 2 does (its ids for this site's tags): case kept, accents folded", () => {
    expect(redocSlug('Organizações')).toBe('Organizacoes');
    expect(redocSlug('Itens de armazenamento')).toBe('Itens-de-armazenamento');
    expect(redocSlug('Endpoints públicos')).toBe('Endpoints-publicos');
    expect(redocSlug('Auth & Users')).toBe('Auth-and-Users');
    // slugify gives nothing for a name without Latin letters: Redoc's fallback keeps it.
    expect(redocSlug('日本語 API')).toBe('API');
    expect(redocSlug('日本語')).toBe('日本語');
  });
});

describe('redocSectionAliases', () => {
  it('names the headings as Redoc does: # under section/, ## under the # before it', () => {
    const descriptionHtml = [
      '<h2 id="antes">Antes<a class="hash-link" href="#antes" aria-label="Link">#</a></h2>',
      '<h1 id="primeiros-passos">Primeiros passos</h1>',
      '<h2 id="auth--users">Auth &amp; Users</h2>',
      '<h3 id="fundo">Fundo</h3>',
      '<h1 id="o-metodo-get">O método <code>GET</code></h1>',
    ].join('\n');
    expect(redocSectionAliases({ descriptionHtml, securitySchemes: [], tags: [] })).toEqual({
      'section/Antes': 'antes',
      'section/Primeiros-passos': 'primeiros-passos',
      'section/Primeiros-passos/Auth-and-Users': 'auth--users',
      // Redoc slugs marked's inline HTML, tags included (as redoc-cli 0.13.21 builds it).
      'section/O-metodo-lesscodegreaterGETlesscodegreater': 'o-metodo-get',
    });
  });

  it('names the security schemes and the tags, and the headings of their descriptions', () => {
    const aliases = redocSectionAliases({
      descriptionHtml: '',
      securitySchemes: ['OAuth2'],
      tags: [
        { name: 'Caixa de entrada', slug: 'caixa-de-entrada', descriptionHtml: '' },
        { name: 'Pedidos', slug: 'pedidos', descriptionHtml: '<h1 id="visao">Visão</h1>' },
        { name: 'envelopes', slug: 'envelopes', descriptionHtml: '' },
      ],
    });
    expect(aliases).toEqual({
      'section/Authentication': 'secao/seguranca',
      'section/Authentication/OAuth2': 'auth/OAuth2',
      'tag/Caixa-de-entrada': 'tag/caixa-de-entrada',
      'tag/Pedidos': 'tag/pedidos',
      'tag/Pedidos/Visao': 'visao',
      // The same id in both is no alias.
    });
  });

  it('keeps the first of two headings with the same Redoc id', () => {
    const descriptionHtml = '<h1 id="erros">Erros</h1><h1 id="erros-1">Erros</h1>';
    expect(redocSectionAliases({ descriptionHtml, securitySchemes: [], tags: [] })).toEqual({
      'section/Erros': 'erros',
    });
  });
});

describe('redocOperationAliases', () => {
  it('names an operation without an operationId by its pointer under each tag, or alone', () => {
    const aliases = redocOperationAliases(
      [
        { id: 'listar', hasOperationId: true, pointer: '/paths/~1v1/get', tags: ['Itens'] },
        {
          id: 'get-v1-x',
          hasOperationId: false,
          pointer: '/paths/~1v1~1x/get',
          tags: ['Itens', 'Conta Única'],
        },
        { id: 'get-v1-y', hasOperationId: false, pointer: '/paths/~1v1~1y/get', tags: [] },
      ],
      new Set(['Itens']),
    );
    expect(aliases).toEqual({
      'tag/Itens/paths/~1v1~1x/get': 'operation/get-v1-x',
      // A tag the reference does not show (no operation names it first) leads to its first.
      'tag/Conta-Unica': 'operation/get-v1-x',
      'tag/Conta-Unica/paths/~1v1~1x/get': 'operation/get-v1-x',
      '/paths/~1v1~1y/get': 'operation/get-v1-y',
    });
  });
});

describe('redocTarget', () => {
  it("reads Redoc 2's link to a tag's operation by rule, the rest from the table", () => {
    const aliases = { 'tag/Itens': 'tag/itens' };
    expect(redocTarget('tag/Itens/operation/listar', aliases)).toBe('operation/listar');
    expect(redocTarget('tag/Itens', aliases)).toBe('tag/itens');
    expect(redocTarget('tag/Outra', aliases)).toBeUndefined();
    // Only the table's own entries: not what every object inherits.
    expect(redocTarget('constructor', aliases)).toBeUndefined();
    expect(redocTarget('__proto__', aliases)).toBeUndefined();
  });
});

describe('withRedocLinks', () => {
  it("points a description's links to Redoc's ids at the reference's, once per text", () => {
    let calls = 0;
    const html = [
      '<a href="#tag/Itens">a</a>',
      '<a href="#tag/Itens/operation/l%C3%AAr">b</a>',
      '<a href="#section/C%C3%B3digos">c</a>',
      '<a href="#outra">d</a>',
      '<a href="https://exemplo.com/#tag/Itens">e</a>',
    ].join(' ');
    const describe = withRedocLinks(
      () => {
        calls++;
        return html;
      },
      { 'tag/Itens': 'tag/itens', 'section/Códigos': 'codigos' },
    );
    const rewritten = describe('texto');
    expect(rewritten).toBe(
      [
        '<a href="#tag/itens">a</a>',
        '<a href="#operation/lêr">b</a>',
        '<a href="#codigos">c</a>',
        '<a href="#outra">d</a>',
        '<a href="https://exemplo.com/#tag/Itens">e</a>',
      ].join(' '),
    );
    expect(describe('texto')).toBe(rewritten);
    expect(calls).toBe(2);
    // A malformed escape is left as written.
    expect(withRedocLinks(() => '<a href="#tag/%E0%A4%A">x</a>', {})('')).toBe(
      '<a href="#tag/%E0%A4%A">x</a>',
    );
  });
});

describe('the reference of a spec written for Redoc', () => {
  it("rewrites its descriptions' Redoc links and lists Redoc's ids for the client", async () => {
    const reference = await referenceOf('../redoc/openapi.yaml');
    const links = [...reference.descriptionHtml.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(
      expect.arrayContaining([
        'codigos-de-status',
        'operation/listarPedidos',
        'tag/pedidos-e-devolucoes',
        'operation/get-v1-pedidos-id',
        'auth/chave',
        'operation/saude',
      ]),
    );
    expect(reference.redocAliases).toMatchObject({
      'section/Primeiros-passos': 'primeiros-passos',
      'section/Versoes': 'versoes',
      'tag/Pedidos-e-Devolucoes/Visao-geral': 'visao-geral',
      'tag/Conta': 'operation/get-v1-pedidos-id',
      '/paths/~1v1~1versao/get': 'operation/get-v1-versao',
    });
  });
});
