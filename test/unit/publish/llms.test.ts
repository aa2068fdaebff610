import { describe, expect, it } from 'vitest';
import { llmsFullTxt, llmsTxt, type LlmsPage } from '../../../src/node/publish/llms.js';
import type { ContentPage } from '../../../src/node/content/transform.js';

const site = {
  title: 'Assinaturas',
  tagline: 'Assine  documentos\nonline.',
  url: 'https://docs.exemplo.com.br',
  baseUrl: '/',
  locale: 'pt-BR',
  strings: undefined,
  api: { route: '/api/', spec: undefined },
};
const page = (route: string) => ({ route }) as ContentPage;
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('llms-full.txt', () => {
  it('puts each copy, without its trailing space, under its source URL', () => {
    const copies: [string, string][] = [
      ['/docs/intro/', '# Introdução\n\nTexto com [link](https://x.com).\n'],
      // Ends beyond ASCII, or with spaces before the break, or empty under its title.
      ['/docs/faq/', '# FAQ\n\nPergunta: você?\n\nResposta: não\n'],
      ['/docs/vazia/', '# Vazia\n\n\n'],
      ['/docs/espacos/', '# Espaços\n\nfim   \n'],
    ];
    const pages: LlmsPage[] = copies.map(([route, text]) => ({
      page: page(route),
      markdown: bytes(text),
    }));
    const expected = [
      '# Assinaturas',
      '',
      '> Assine documentos online.',
      '',
      ...copies.flatMap(([route, text]) => [
        '---',
        '',
        `Fonte: https://docs.exemplo.com.br${route}`,
        '',
        text.trimEnd(),
        '',
      ]),
    ].join('\n');
    expect(Buffer.from(llmsFullTxt(site, pages)).toString('utf8')).toBe(expected);
  });

  it('is its header alone without docs pages', () => {
    expect(Buffer.from(llmsFullTxt(site, [])).toString('utf8')).toBe(
      '# Assinaturas\n\n> Assine documentos online.\n',
    );
  });
});

describe('llms.txt', () => {
  it('words its sections and links in the site’s language', () => {
    const doc = (id: string, route: string, title: string) =>
      ({ route, source: { id, frontMatter: { title } } }) as unknown as ContentPage;
    const pages: LlmsPage[] = [
      { page: doc('intro', '/docs/intro/', 'Intro'), markdown: bytes('# Intro\n') },
      { page: doc('guides/a', '/docs/guides/a/', 'A'), markdown: bytes('# A\n') },
    ];
    const english = llmsTxt(
      { ...site, locale: 'en', api: { route: '/api/', spec: 'spec/openapi.yaml' } },
      pages,
    );
    expect(english).toContain(
      'Every page of the documentation has a Markdown copy (the links below). All together: ' +
        'https://docs.exemplo.com.br/llms-full.txt',
    );
    expect(english).toContain('## Docs\n');
    expect(english).toContain('## Guides\n');
    expect(english).toContain(
      '- [API reference](https://docs.exemplo.com.br/api/): every operation, parameter, response',
    );
    expect(english).toContain(": the API's OpenAPI specification, in YAML");
    expect(llmsTxt(site, pages)).toContain('## Guias\n');
    const full = Buffer.from(llmsFullTxt({ ...site, locale: 'es' }, pages)).toString('utf8');
    expect(full).toContain('Fuente: https://docs.exemplo.com.br/docs/intro/');
  });
});
