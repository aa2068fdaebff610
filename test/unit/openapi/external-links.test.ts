import { describe, expect, it } from 'vitest';
import { aboutApi, externalDocsLink } from '../../../src/node/openapi/external-links.js';
import { referenceStrings } from '../../../src/node/openapi/strings.js';
import { operation, referenceHtml, referenceOf } from './helpers.js';

describe('what the spec says of the API besides its description', () => {
  it('takes the summary, contact, license, terms and external docs the spec gives', async () => {
    const reference = await referenceOf('about.yaml');
    expect(reference.about).toEqual({
      summary: 'Uma API de teste.',
      facts: [
        {
          label: 'Contato',
          links: [
            { text: 'Suporte', href: 'https://exemplo.com/suporte' },
            { text: 'api@exemplo.com', href: 'mailto:api@exemplo.com' },
          ],
        },
        {
          label: 'Licença',
          links: [{ text: 'Apache 2.0', href: 'https://spdx.org/licenses/Apache-2.0.html' }],
        },
        {
          label: 'Termos de serviço',
          links: [{ text: 'https://exemplo.com/termos', href: 'https://exemplo.com/termos' }],
        },
        {
          label: 'Documentação externa',
          links: [{ text: 'O guia completo', href: 'https://exemplo.com/docs' }],
        },
      ],
    });
    expect(aboutApi({ info: { title: 'x', version: '1' } }, referenceStrings().about)).toEqual({
      summary: '',
      facts: [],
    });
  });

  it("links a tag's and an operation's docs, and never a URL of another scheme", async () => {
    const reference = await referenceOf('about.yaml');
    expect(reference.tags[0]!.externalDocs).toEqual({ text: 'Mais sobre itens', href: undefined });
    expect(operation(reference, 'listar').externalDocs).toEqual({
      text: 'https://exemplo.com/docs/listar',
      href: 'https://exemplo.com/docs/listar',
    });
    expect(externalDocsLink({ url: ' data:text/html,x ', description: 'x' })).toEqual({
      text: 'x',
      href: undefined,
    });
    expect(externalDocsLink({ description: 'sem url' })).toBeUndefined();
  });

  it('renders them in the introduction, the tag and the operation', async () => {
    const html = await referenceHtml('about.yaml');
    expect(html).toContain('<p class="api-summary">Uma API de teste.</p>');
    expect(html).toContain(
      '<div><dt>Contato</dt><dd><a href="https://exemplo.com/suporte">Suporte</a> · ' +
        '<a href="mailto:api@exemplo.com">api@exemplo.com</a></dd></div>',
    );
    expect(html).toContain(
      '<p class="api-external-docs">Documentação externa: Mais sobre itens</p>',
    );
    const docs = 'https://exemplo.com/docs/listar';
    expect(html).toContain(`Documentação externa: <a href="${docs}">${docs}</a>`);
    expect(html).not.toContain('javascript:');
  });
});
