import { describe, expect, it } from 'vitest';
import { llmsFullTxt, type LlmsPage } from '../../../src/node/publish/llms.js';
import type { ContentPage } from '../../../src/node/content/transform.js';

const site = {
  title: 'Assinaturas',
  tagline: 'Assine  documentos\nonline.',
  url: 'https://docs.exemplo.com.br',
  baseUrl: '/',
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
