import { cliCatalogues } from '../../../src/node/cli-strings/index.js';
import { localize } from '../../../src/node/diagnostics/localize.js';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, test } from 'vitest';
import { highlighterHere } from '../../../src/node/content/highlighter.js';
import { checkDiagram, DiagramError } from '../../../src/node/content/diagrams/check.js';
import { createDiagramRenderer } from '../../../src/node/content/diagrams/renderer.js';
import { scopeSvg } from '../../../src/node/content/diagrams/scope-svg.js';
import { LINE_NUMBERS_CSS, parseCodeMeta } from '../../../src/node/content/plugins/code-blocks.js';
import { isTopDown } from '../../../src/node/content/plugins/diagrams.js';
import { normalizeDirectiveTitles } from '../../../src/node/content/plugins/directives.js';
import {
  createMarkdownProcessor,
  type MarkdownProcessor,
} from '../../../src/node/content/processor.js';
import { outlinePage, toPageOutline } from '../../../src/node/examples/markdown.js';
import { uiStrings } from '../../../src/shared/i18n/catalogue.js';

let processor: MarkdownProcessor;
beforeAll(async () => {
  processor = createMarkdownProcessor({
    highlighter: highlighterHere(),
    diagrams: createDiagramRenderer(),
  });
});

async function render(markdown: string, relPath = 'docs/pagina.md', locale?: string) {
  const file = new VFile({
    path: `/site/content/${relPath}`,
    value: normalizeDirectiveTitles(markdown),
  });
  if (locale) file.data.strings = uiStrings(locale).frame;
  const routes: Record<string, string> = {
    'docs/outra.md': '/docs/outra/',
    'docs/pagina.md': '/docs/pagina/',
  };
  file.data.linkContext = {
    relPath,
    routeOf: (rel) => routes[rel],
    route: routes[relPath] ?? '/',
    baseUrl: '/base/',
  };
  file.data.tocLevels = { min: 2, max: 3 };
  const result = await processor.process(file);
  return { html: String(result), data: result.data };
}

describe('GFM', () => {
  test('tables, task lists, strikethrough and autolinks', async () => {
    const { html } = await render(
      '| a |\n|---|\n| ~~b~~ |\n\n- [x] feito\n\nhttps://exemplo.com.br',
    );
    expect(html).toContain('<td><del>b</del></td>');
    expect(html).toContain(
      '<li class="task-list-item"><input type="checkbox" checked disabled> feito</li>',
    );
    expect(html).toContain(
      '<a href="https://exemplo.com.br" rel="noopener noreferrer">https://exemplo.com.br</a>',
    );
  });

  test('footnote links and ids match after sanitizing, with pt-BR labels', async () => {
    const { html } = await render('Texto[^a].\n\n[^a]: Nota.');
    const ref = /<a href="#([^"]+)" id="([^"]+)" data-footnote-ref/.exec(html)!;
    expect(html).toContain(`<li id="${ref[1]}">`);
    expect(html).toContain(`href="#${ref[2]}" data-footnote-backref`);
    expect(ref[1]).toBe('user-content-fn-a');
    expect(html).toContain('Notas de rodapé');
    expect(html).toContain('aria-label="Voltar à referência 1"');
    expect(html).toMatch(/aria-describedby="user-content-footnote-label"/);
    expect(html).toMatch(
      /<h2 class="sr-only" id="user-content-footnote-label">Notas de rodapé<\/h2>/,
    );
  });

  test('footnote labels in the page’s language, a second reference numbered', async () => {
    const { html } = await render('Texto[^a] e[^a].\n\n[^a]: Nota.', undefined, 'en');
    expect(html).toContain('<h2 class="sr-only" id="user-content-footnote-label">Footnotes</h2>');
    expect(html).toContain('aria-label="Back to reference 1"');
    expect(html).toContain('aria-label="Back to reference 1-2"');
  });
});

describe('what docgen adds to a page, in its language', () => {
  test('admonition titles, heading links, unlabelled tabs: English and Spanish', async () => {
    const page =
      ':::note\nN.\n:::\n\n:::caution\nC.\n:::\n\n## Início\n\n::::tabs\n:::tab\nA.\n:::\n::::';
    const en = (await render(page, undefined, 'en')).html;
    expect(en).toContain('<p class="admonition__title">Note</p>');
    expect(en).toContain('aria-label="Warning"');
    expect(en).toContain('aria-label="Direct link to Início"');
    expect(en).toContain('<p class="tabs__label">Tab 1</p>');
    const es = (await render(page, undefined, 'es')).html;
    expect(es).toContain('<p class="admonition__title">Nota</p>');
    expect(es).toContain('<p class="admonition__title">Advertencia</p>');
    expect(es).toContain('aria-label="Enlace directo a Início"');
    expect(es).toContain('<p class="tabs__label">Pestaña 1</p>');
    // A page transformed without the site's strings (a spec's description) gets pt-BR's.
    const pt = (await render(page)).html;
    expect(pt).toContain('<p class="admonition__title">Atenção</p>');
    expect(pt).toContain('<p class="tabs__label">Aba 1</p>');
  });
});

describe('code blocks', () => {
  test('one markup for both themes, title, highlighted line, copy marker', async () => {
    const { html } = await render('```bash title="Obter token" {2}\ncurl \\\n  -d x\n```');
    expect(html).toContain(
      '<div class="code-block" data-copy="" data-language="shellscript"><div ' +
        'class="code-block__title">Obter token</div><pre class="shiki',
    );
    expect(html).toMatch(/<span class="tok-[a-z-]+">/);
    // Colours are classes whose variables markdown.css sets per theme: no inline style under the
    // CSP.
    expect(html).not.toContain('style=');
    expect(html).toMatch(/<span class="line highlighted">(<span[^>]*>)? {2}-d/);
    expect(html.match(/highlighted/g)).toHaveLength(1);
    expect(html).toContain('tabindex="0"');
  });

  const samples: Record<string, string> = {
    http: 'GET /v1/me HTTP/1.1\nAccept: application/json',
    xml: '<envelope id="1">texto</envelope>',
  };
  test.each([
    'bash',
    'shell',
    'json',
    'yaml',
    'http',
    'javascript',
    'typescript',
    'python',
    'php',
    'java',
    'csharp',
    'go',
    'xml',
  ])('%s is highlighted', async (lang) => {
    const { html } = await render('```' + lang + '\n' + (samples[lang] ?? 'x = "a"') + '\n```');
    expect(html).toMatch(
      new RegExp(
        'class="tok-(keyword|string|constant|function|' +
          'punctuation|string-expression|comment|parameter)"',
      ),
    );
    expect(html).not.toContain('style=');
    expect(html).toMatch(/data-language="[a-z]+"/);
  });

  test('an unknown language is plain text, still copyable', async () => {
    const { html } = await render('```brainfuck\n+++\n```');
    expect(html).toContain('data-copy=""');
    expect(html).not.toContain('data-language');
  });

  test('meta parsing', () => {
    expect(parseCodeMeta(`title="A b" {1,3-4}`)).toEqual({
      title: 'A b',
      lines: new Set([1, 3, 4]),
      lineNumbersFrom: undefined,
    });
    expect(parseCodeMeta(undefined)).toEqual({
      title: undefined,
      lines: new Set(),
      lineNumbersFrom: undefined,
    });
  });

  test("Docusaurus's magic comments: removed from the code, their lines highlighted", async () => {
    const { html, data } = await render(
      [
        '```js title="app.js"',
        'const a = 1;',
        '// highlight-next-line',
        'const b = 2;',
        '// highlight-start',
        'const c = 3;',
        'const d = 4;',
        '// highlight-end',
        '```',
        '',
        '```py',
        '# highlight-next-line',
        'print(1)',
        '```',
      ].join('\n'),
    );
    expect(html).not.toContain('highlight-');
    const lines = [...html.matchAll(/<span class="line( highlighted)?"/g)].map((m) => !!m[1]);
    expect(lines).toEqual([false, true, true, true, true]);
    expect(html).not.toContain('<style');
    expect(data.diagnostics ?? []).toEqual([]);
    // The .md copy leaves out exactly the comment lines (offsets in the text read).
    const { text, cuts = [] } = data.markdownSource!;
    expect(cuts.map(({ start, end }) => text.slice(start, end))).toEqual([
      '// highlight-next-line\n',
      '// highlight-start\n',
      '// highlight-end\n',
      '# highlight-next-line\n',
    ]);
    // What docgen check reads: the code as shown.
    expect(data.outline!.code.map((c) => c.value)).toEqual([
      'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;',
      'print(1)',
    ]);
  });

  test('a range in the meta keeps the code as written (as in Docusaurus)', async () => {
    const { html, data } = await render('```js {1}\n// highlight-next-line\nx\n```');
    expect(html).toContain('highlight-next-line');
    expect(html.match(/line highlighted/g)).toHaveLength(1);
    expect(data.markdownSource!.cuts).toBeUndefined();
  });

  test('showLineNumbers: each line numbered in data-line, one style block per page', async () => {
    const { html } = await render(
      [
        '```sh showLineNumbers',
        'a',
        'b',
        '```',
        '',
        '```js showLineNumbers=98 {2}',
        'x',
        'y',
        'z',
        '```',
      ].join('\n'),
    );
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain(`<style>${LINE_NUMBERS_CSS}</style>`);
    expect([...html.matchAll(/data-line="(\d+)"/g)].map((m) => m[1])).toEqual([
      '1',
      '2',
      '98',
      '99',
      '100',
    ]);
    expect(html).toContain('<pre tabindex="0" class="shiki docgen line-numbers line-numbers--2">');
    expect(html).toContain('<pre tabindex="0" class="shiki docgen line-numbers line-numbers--3">');
    expect(html).toContain('<span class="line highlighted" data-line="99">');
  });

  test.each([
    [
      '```js\na\n// highlight-start\nb\n```',
      'DG1014',
      3,
      'O comentário "highlight-start" não tem um "highlight-end" depois dele',
    ],
    [
      '\n```js\n// highlight-end\n```',
      'DG1014',
      3,
      'O comentário "highlight-end" não tem um "highlight-start" antes dele',
    ],
    [
      '```js\na\n// highlight-next-line\n```',
      'DG1014',
      3,
      'O comentário "highlight-next-line" é a última linha do bloco: não há linha a destacar',
    ],
    [
      '```js showLineNumbers=um\na\n```',
      'DG1015',
      1,
      '"showLineNumbers=um" não é um número de linha: a numeração começa em 1',
    ],
  ])('%j warns %s at line %i', async (markdown, code, line, message) => {
    const { data } = await render(markdown);
    // As a pt-BR site's CLI prints it.
    const inPtBR = (data.diagnostics ?? []).map((d) => localize(d, cliCatalogues['pt-BR']));
    expect(inPtBR).toEqual([
      expect.objectContaining({ code, severity: 'warning', line, column: 1, message }),
    ]);
  });
});

describe('admonitions', () => {
  test.each([
    ['note', 'Nota'],
    ['tip', 'Dica'],
    ['info', 'Informação'],
    ['warning', 'Atenção'],
    ['danger', 'Perigo'],
  ])(':::%s gets the pt-BR title %s', async (kind, title) => {
    const { html } = await render(`:::${kind}\nTexto.\n:::`);
    expect(html).toBe(
      `<aside class="admonition admonition--${kind}" role="note" aria-label="${title}"><p ` +
        `class="admonition__title">${title}</p><div class="admonition__content"><p>Texto.</p>` +
        `</div></aside>`,
    );
  });

  test('a title in brackets or after the name (Docusaurus style)', async () => {
    expect((await render(':::tip[Use o sandbox]\nx\n:::')).html).toContain(
      '<p class="admonition__title">Use o sandbox</p>',
    );
    expect((await render(':::warning Cuidado aqui\nx\n:::')).html).toContain(
      '<p class="admonition__title">Cuidado aqui</p>',
    );
  });

  test('fenced code that shows the title-after-name syntax keeps it as typed', async () => {
    const page = [
      '````md',
      ':::note Título',
      '```',
      ':::tip Ainda código',
      '````',
      '',
      '~~~',
      ':::danger Também',
      '~~~',
      '',
      ':::info Depois do código',
      'x',
      ':::',
    ].join('\n');
    const normalized = normalizeDirectiveTitles(page).split('\n');
    expect(normalized.slice(0, 9)).toEqual(page.split('\n').slice(0, 9));
    expect(normalized[10]).toBe(':::info[Depois do código]');
    const { html } = await render(page);
    expect(html).toContain(':::note Título');
    expect(html).toContain(':::tip Ainda código');
    expect(html).toContain(':::danger Também');
    expect(html).toContain('<p class="admonition__title">Depois do código</p>');
    // CRLF pages too.
    expect(normalizeDirectiveTitles('```\r\n:::tip A\r\n```\r\n:::tip B\r\n')).toBe(
      '```\r\n:::tip A\r\n```\r\n:::tip[B]\r\n',
    );
  });

  test('an unknown directive is a warning at its line; text directives stay text', async () => {
    const { html, data } = await render('Horário: 10:30, veja:exemplo.\n\n:::desconhecida\nx\n:::');
    expect(html).toContain('<p>Horário: 10:30, veja:exemplo.</p>');
    expect(data.diagnostics).toEqual([
      expect.objectContaining({ code: 'DG2009', severity: 'warning', line: 3 }),
    ]);
  });
});

describe('outline (what docgen check reads instead of parsing the page again)', () => {
  const page = [
    '## Pré-requisitos',
    '',
    '- `read-profile`',
    '',
    ':::note Antes',
    'Veja [a referência](/api/#operation/getProfile).',
    ':::',
    '',
    '::::tabs',
    ':::tab[cURL]',
    '```Bash title="Perfil" nocheck',
    'curl https://api.exemplo.com/v1/me',
    '```',
    ':::',
    '::::',
  ].join('\n');

  test(
    'code blocks as written (lang, meta, line of the fence), ' +
      'prerequisites and links, also inside tabs and admonitions',
    async () => {
      const { data } = await render(page);
      expect(data.outline).toEqual({
        code: [
          {
            lang: 'Bash',
            meta: 'title="Perfil" nocheck',
            value: 'curl https://api.exemplo.com/v1/me',
            line: 11,
            column: 1,
          },
        ],
        prerequisites: ['read-profile'],
        links: [{ url: '/api/#operation/getProfile', line: 6, column: 6 }],
      });
    },
  );

  test(
    'is plain JSON (kept in the page cache) ' +
      'and what the example checker gets from parsing the page itself',
    async () => {
      const { data } = await render(page);
      const cached = JSON.parse(JSON.stringify(data.outline));
      expect(toPageOutline(cached)).toEqual(outlinePage(page));
      expect((await render('```http\nGET /v1/me HTTP/1.1\n```')).data.outline).toEqual({
        code: [{ lang: 'http', meta: '', value: 'GET /v1/me HTTP/1.1', line: 1, column: 1 }],
        links: [],
      });
    },
  );
});

describe('tabs', () => {
  test('all panels in the HTML with their labels, grouped', async () => {
    const { html } = await render(
      '::::tabs{groupId="linguagens"}\n:::tab[cURL]\nA\n:::\n:::tab[Python]\nB\n:::\n::::',
    );
    expect(html).toBe(
      '<div class="tabs" data-tabs="linguagens"><div class="tabs__panel" ' +
        'data-tab-label="cURL"><p class="tabs__label">cURL</p><p>A</p></div><div ' +
        'class="tabs__panel" data-tab-label="Python"><p class="tabs__label">Python</p><p>B</p>' +
        '</div></div>',
    );
  });

  test('without a group id, the labels are the group', async () => {
    const { html } = await render('::::tabs\n:::tab[A]\n1\n:::\n:::tab[B]\n2\n:::\n::::');
    expect(html).toContain('data-tabs="A|B"');
  });
});

describe('diagrams', () => {
  test('a state diagram becomes inline SVG with scoped ids and no script', async () => {
    const { html } = await render(
      '```mermaid\nstateDiagram-v2\n  [*] --> draft\n  draft --> completed\n```',
    );
    // The SVG in its scrolling box, then the hint that it scrolls and the viewer's button. An
    // island: its script is a chunk that only pages with diagrams load. A state diagram is laid
    // out from the top down: cut by its column, it starts at its middle.
    expect(html).toMatch(
      /^<figure class="diagram" data-island="diagram" data-diagram-start="center"><div class/,
    );
    expect(html).toMatch(/<div class="diagram__scroll" role="group" aria-label="Diagrama">/);
    expect(html).toMatch(/aria-label="Diagrama"><svg /);
    expect(html).toContain(
      '</svg></div><div class="diagram__bar"><p class="diagram__hint">' +
        'Role para o lado para ver o diagrama inteiro.</p><button type="button" ' +
        'class="diagram__open js-only"',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('@import');
    expect(html).not.toContain('style="--bg');
    expect(html).toMatch(/id="diagrama-1-arrowhead"/);
    expect(html).not.toMatch(/ id="arrowhead"/);
  });

  test('tells top-down diagrams from others, which start at their left', () => {
    expect(isTopDown('flowchart TD\n  A --> B')).toBe(true);
    expect(isTopDown('graph TB\n  A --> B')).toBe(true);
    expect(isTopDown('stateDiagram-v2\n  [*] --> a')).toBe(true);
    expect(isTopDown('stateDiagram-v2\n  direction LR\n  [*] --> a')).toBe(false);
    expect(isTopDown('flowchart LR\n  A --> B')).toBe(false);
    expect(isTopDown('sequenceDiagram\n  A->>B: x')).toBe(false);
  });

  test.each([
    ['flowchart', 'flowchart LR\n  A[Início] --> B{Enviado?}\n  B -->|sim| C[Fim]'],
    [
      'sequence',
      'sequenceDiagram\n  participant App\n  App->>API: POST /envelopes\n  API-->>App: 201',
    ],
  ])('%s diagrams render', async (_name, source) => {
    expect((await render('```mermaid\n' + source + '\n```')).html).toContain('<svg ');
  });

  test('a diagram that does not parse is an error at the file line of the problem', async () => {
    const { data } = await render('# T\n\n```mermaid\nflowchart LR\n  A[Início --> B\n```');
    expect(data.diagnostics).toEqual([
      expect.objectContaining({
        code: 'DG2008',
        severity: 'error',
        file: '/site/content/docs/pagina.md',
        line: 5,
      }),
    ]);
    // What the renderer would silently leave out is an error too, at its column (the fence's
    // indentation counted).
    const cut = await render(
      '# T\n\n- Fluxo:\n\n  ```mermaid\n  flowchart LR\n    A[Início] --> Configuração\n  ```',
    );
    expect(cut.data.diagnostics).toEqual([
      expect.objectContaining({
        code: 'DG2008',
        line: 7,
        column: 19,
        message: expect.stringContaining('Id de nó com acento'),
      }),
    ]);
    expect(() => checkDiagram('pizza TD\n a')).toThrow(DiagramError);
    expect(() => checkDiagram('sequenceDiagram\n  A->>B')).toThrow(/Mensagem incompleta/);
    expect(() => checkDiagram('stateDiagram-v2\n  draft -->')).toThrow(/Seta sem origem/);
    expect(() => checkDiagram('stateDiagram-v2\n  draft --> sent: ok (1)')).not.toThrow();
  });

  test('blocks must be closed, in order: subgraph/loop/alt … end, state X { … }', () => {
    const lineOf = (source: string) => {
      try {
        checkDiagram(source);
      } catch (error) {
        return [(error as DiagramError).line, (error as DiagramError).message];
      }
      return undefined;
    };
    expect(lineOf('flowchart TD\n  subgraph Envio\n    A --> B\n  end\n  B --> C')).toBeUndefined();
    expect(lineOf('flowchart TD\n  subgraph Envio\n    A --> B\n  B --> C')).toEqual([
      2,
      'Bloco "subgraph" sem "end" que o feche',
    ]);
    expect(lineOf('sequenceDiagram\n  A->>B: x\n  end')).toEqual([
      3,
      '"end" sem bloco aberto: end',
    ]);
    expect(
      lineOf(
        'sequenceDiagram\n  alt sucesso\n    A->>B: 201\n  else erro\n    A->>B: ' +
          '422\n  end\n  loop a cada hora\n    B->>A: ping\n  end',
      ),
    ).toBeUndefined();
    expect(lineOf('sequenceDiagram\n  loop a cada hora\n    B->>A: ping\n  alt x\n  end')).toEqual([
      2,
      'Bloco "loop" sem "end" que o feche',
    ]);
    expect(lineOf('sequenceDiagram\n  A->>B: x\n  else erro')).toEqual([
      3,
      '"else" fora de um bloco: else erro',
    ]);
    expect(
      lineOf('stateDiagram-v2\n  state Envio {\n    draft --> sent\n  }\n  sent --> [*]'),
    ).toBeUndefined();
    expect(lineOf('stateDiagram-v2\n  state Envio {\n    draft --> sent\n  sent --> [*]')).toEqual([
      2,
      'Bloco "state" sem "}" que o feche',
    ]);
    expect(lineOf('stateDiagram-v2\n  draft --> sent\n  }')).toEqual([
      3,
      '"}" sem bloco aberto: }',
    ]);
  });

  test('scopeSvg prefixes ids and their references only', () => {
    expect(
      scopeSvg(
        '<svg><marker id="m"/><path marker-end="url(#m)" ' +
          'fill="url(#other)"/><use href="#m"/></svg>',
        'd',
      ),
    ).toBe(
      '<svg><marker id="d-m"/><path marker-end="url(#d-m)" ' +
        'fill="url(#other)"/><use href="#d-m"/></svg>',
    );
  });
});

describe('links', () => {
  test(
    '.md and /docs links get final routes ' + 'with the baseUrl; positions are recorded',
    async () => {
      const { html, data } = await render(
        '[a](./outra.md#x) [b](/docs/outra) [c](/docs/outra.md) [d](https://x.com)',
      );
      expect(html).toBe(
        '<p><a href="/base/docs/outra/#x">a</a> <a href="/base/docs/outra/">b</a> <a ' +
          'href="/base/docs/outra/">c</a> <a href="https://x.com" rel="noopener ' +
          'noreferrer">d</a></p>',
      );
      expect(data.links).toEqual([
        { href: '/docs/outra/#x', line: 1, column: 1 },
        { href: '/docs/outra/', line: 1, column: 19 },
        { href: '/docs/outra/', line: 1, column: 36 },
      ]);
    },
  );

  test('a same-page link to an id from HTML follows its user-content- prefix', async () => {
    const { html } = await render('<span id="alvo">x</span>\n\n[ir](#alvo)');
    expect(html).toContain('id="user-content-alvo"');
    expect(html).toContain('href="#user-content-alvo"');
  });
});

describe('headings', () => {
  test('accent-folded slugs, numbered duplicates, custom ids, anchors on h2-h4 only', async () => {
    const { html } = await render(
      '# Autenticação\n\n## Erros\n\n## Erros\n\n### Meu título {#meu-id}\n\n##### Cinco',
    );
    expect(html).toContain('<h1 id="autenticacao">Autenticação</h1>');
    expect(html).toContain('<h2 id="erros">Erros<a class="hash-link" href="#erros"');
    expect(html).toContain('<h2 id="erros-1">');
    expect(html).toContain('<h3 id="meu-id">Meu título<a class="hash-link" href="#meu-id"');
    expect(html).toContain('<h5 id="cinco">Cinco</h5>');
  });
});

describe('sanitizing', () => {
  test('script, event handlers and javascript: URLs never reach the output', async () => {
    const { html } = await render(
      '<div onclick="alert(1)"><a href="javascript:alert(1)">x</a><script>alert(1)</script>' +
        '<img src="x.png" onerror="alert(1)" alt="x"><b>ok</b></div>\n\n' +
        '[y](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(html).toContain('<b>ok</b>');
  });

  test(
    'hand-written markers give at most an admonition, ' + 'never attributes of docgen markup',
    async () => {
      const { html } = await render(
        '<div data-directive="note" style="color:red" class="x">a</div>',
      );
      expect(html).not.toMatch(/style=|class="x"/);
    },
  );
});

describe('images', () => {
  test('missing alt text is a warning with file and line; missing files are errors', async () => {
    const { html, data } = await render(
      'Texto\n\n![](./nao-existe.png)\n\n![Logo](https://exemplo.com/logo.png)',
    );
    expect(html).toContain(
      '<img src="https://exemplo.com/logo.png" alt="Logo" loading="lazy" decoding="async">',
    );
    expect(data.diagnostics).toEqual([
      expect.objectContaining({
        code: 'DG2007',
        severity: 'warning',
        file: '/site/content/docs/pagina.md',
        line: 3,
      }),
      expect.objectContaining({ code: 'DG2006', severity: 'error', line: 3 }),
    ]);
  });
});

test(
  'without a highlighter or renderer (spec descriptions) ' + 'code stays plain and copyable',
  async () => {
    const plain = createMarkdownProcessor();
    const html = String(await plain.process('```mermaid\ngraph TD\n A-->B\n```\n\n```js\nx\n```'));
    expect(html).toContain('<pre><code class="language-mermaid">');
    expect(html).toMatch(
      /<div class="code-block" data-copy=""><pre tabindex="0"><code>x\n?<\/code><\/pre><\/div>/,
    );
  },
);

test('the table of contents holds the heading text without its # link', async () => {
  const { data } = await render('## Autenticação\n\n### Token');
  expect(data.toc).toEqual([
    { depth: 2, id: 'autenticacao', text: 'Autenticação' },
    { depth: 3, id: 'token', text: 'Token' },
  ]);
});
