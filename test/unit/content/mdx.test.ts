// MDX pages through the MDX processor: JSX and expressions made into docgen's own Markdown, the
// site's components rendered and sanitized, and every problem at its line and column.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, test } from 'vitest';
import { resolveImport } from '../../../src/node/content/mdx/imports.js';
import { highlighterHere } from '../../../src/node/content/highlighter.js';
import { createMarkdownProcessor } from '../../../src/node/content/processor.js';
import { resolveSiteHref } from '../../../src/node/content/plugins/links.js';
import type { Diagnostic } from '../../../src/node/diagnostics/diagnostic.js';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-mdx-'));
const componentsDir = path.join(root, 'src/components');
const content = path.join(root, 'content');
const processor = createMarkdownProcessor({ mdx: true, highlighter: highlighterHere() });

beforeAll(() => {
  mkdirSync(componentsDir, { recursive: true });
  mkdirSync(path.join(content, 'docs/parts'), { recursive: true });
  writeFileSync(path.join(root, 'package.json'), '{"name":"site","type":"module"}');
  writeFileSync(
    path.join(componentsDir, 'Caixa.tsx'),
    `import type { ReactNode } from 'react';
export default function Caixa({ titulo, children }: { titulo: string; children?: ReactNode }) {
  return (
    <section className="caixa" aria-label={titulo} style={{ color: 'red' }}>
      <h2>{titulo}</h2>
      {children}
      <script>{'window.__pwned = 1'}</script>
      <a href="javascript:alert(1)" onClick={() => 1}>x</a>
      <img src="x.png" alt="" onError={() => 1} />
    </section>
  );
}
`,
  );
  writeFileSync(
    path.join(componentsDir, 'Falha.tsx'),
    "export default function Falha(): never { throw new Error('quebrou'); }\n",
  );
  writeFileSync(
    path.join(content, 'docs/parts/Duas.tsx'),
    'export const Duas = ({ n }: { n: number }) => <b>{n * 2}</b>;\n',
  );
  writeFileSync(path.join(root, 'src/dados.json'), '{"limite": 25}');
  writeFileSync(
    path.join(componentsDir, 'Ilha.island.tsx'),
    'export default function Ilha({ n }: { n: number }) { return <output>{n}</output>; }\n',
  );
});

async function render(mdx: string) {
  const file = new VFile({ path: path.join(content, 'docs/pagina.mdx'), value: mdx });
  file.data.linkContext = {
    relPath: 'docs/pagina.mdx',
    routeOf: (rel) => ({ 'docs/outra.md': '/docs/outra/' })[rel],
    route: '/docs/pagina/',
    baseUrl: '/',
  };
  file.data.tocLevels = { min: 2, max: 3 };
  file.data.mdxContext = { root, componentsDir };
  const result = await processor.process(file);
  const diagnostics: Diagnostic[] = result.data.diagnostics ?? [];
  return { html: String(result), diagnostics, data: result.data };
}

const at = (d: Diagnostic) => `${d.code} ${d.line}:${d.column}`;

describe('MDX pages', () => {
  test('a paragraph of JSX alone is blocks, as @mdx-js/mdx makes it', async () => {
    const { html } = await render('<div>só</div>\n\nTexto <b>negrito</b> no meio.\n');
    expect(html).toBe('<div>só</div>\n<p>Texto <b>negrito</b> no meio.</p>');
  });

  test('HTML elements keep their attributes, and are sanitized like raw HTML', async () => {
    const { html } = await render(
      '<p id="a" data-x="1" onClick={() => 1} style={{color: "red"}}>' +
        'oi <img src="javascript:x" alt="i" /></p>\n',
    );
    expect(html).toBe(
      '<p id="user-content-a">oi <img alt="i" loading="lazy" decoding="async"></p>',
    );
  });

  test("expressions: text and numbers are the page's text; null, comments: nothing", async () => {
    const { html } = await render(
      "export const nome = 'Ana';\n\nOlá {nome}, {20 + 5} anos{null}{false}.\n\n{/* nota */}\n",
    );
    expect(html).toBe('<p>Olá Ana, 25 anos.</p>');
  });

  test('Docusaurus tabs are docgen tabs, labels from `label`, `values` or the value', async () => {
    const { html } = await render(
      [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        "<Tabs groupId=\"g\" values={[{ value: 'b', label: 'Bê' }]}>",
        '  <TabItem value="a" label="A">Primeiro</TabItem>',
        '  <TabItem value="b">Segundo</TabItem>',
        '  <TabItem value="c">Terceiro</TabItem>',
        '</Tabs>',
        '',
      ].join('\n'),
    );
    expect([...html.matchAll(/data-tab-label="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'A',
      'Bê',
      'c',
    ]);
    expect(html).toContain('data-tabs="g"');
    expect(html).toContain('Segundo');
  });

  test('Admonition, Details, CodeBlock and Link are docgen parts', async () => {
    const { html, data } = await render(
      [
        "import Admonition from '@theme/Admonition';",
        "import Details from '@theme/Details';",
        "import CodeBlock from '@theme/CodeBlock';",
        "import Link from '@docusaurus/Link';",
        '',
        '<Admonition type="danger" title="Perigo">Cuidado.</Admonition>',
        '',
        '<Admonition>Sem tipo.</Admonition>',
        '',
        '<Details>',
        '  <summary>Resumo</summary>',
        '',
        '  Oculto.',
        '</Details>',
        '',
        '<CodeBlock language="js" title="a.js" showLineNumbers>' +
          '{`x();\n// highlight-next-line\ny();`}</CodeBlock>',
        '',
        'Veja <Link to="./outra.md">a outra</Link>.',
        '',
      ].join('\n'),
    );
    expect(html).toContain('<aside class="admonition admonition--danger"');
    expect(html).toContain('<p class="admonition__title">Perigo</p>');
    expect(html).toContain('admonition--note');
    expect(html).toMatch(/<details><summary>Resumo<\/summary>\s*<p>Oculto.<\/p>\s*<\/details>/);
    expect(html).toContain('<div class="code-block__title">a.js</div>');
    expect(html).toContain('data-line="1"');
    expect(html).not.toContain('highlight-next-line');
    expect(html).toContain('<a href="/docs/outra/">a outra</a>');
    expect(data.links?.map((l) => l.href)).toContain('/docs/outra/');
  });

  test("the site's components render around their Markdown, sanitized", async () => {
    const { html, diagnostics, data } = await render(
      "import { Duas } from './parts/Duas';\n\n" +
        '<Caixa titulo="Título">\n\nTexto **forte**.\n\n</Caixa>\n\nDuas vezes: <Duas n={21} />.\n',
    );
    expect(diagnostics).toEqual([]);
    expect(html).toContain(
      '<section class="caixa" aria-label="Título"><h2>Título</h2>' +
        '<p>Texto <strong>forte</strong>.</p><a>x</a><img src="x.png" alt=""></section>',
    );
    expect(html).not.toMatch(/script|pwned|onclick|onerror|style|javascript/i);
    expect(html).toContain('<p>Duas vezes: <b>42</b>.</p>');
    // The page is made again when a component it uses changes.
    expect(data.imageFiles?.map(([file]) => path.relative(root, file)).sort()).toEqual([
      'content/docs/parts/Duas.tsx',
      'src/components/Caixa.tsx',
    ]);
  });

  test('imports from @site/ and JSON, used in expressions', async () => {
    const { html, diagnostics } = await render(
      "import dados from '@site/src/dados.json';\n\nAté {dados.limite} por envelope.\n",
    );
    expect(diagnostics).toEqual([]);
    expect(html).toBe('<p>Até 25 por envelope.</p>');
  });

  test('a placeholder cannot be forged by a writer', async () => {
    const { html } = await render(
      '<div data-docgen-mdx="x-0">falso</div>\n\n<Caixa titulo="t" />\n',
    );
    expect(html).toContain('<div>falso</div>');
  });

  test('imports and components docgen cannot resolve: errors at their line:column', async () => {
    const { diagnostics } = await render(
      [
        '# Título',
        '',
        "import Tabs from '@theme/Tabs';",
        "  import Nada from '@theme/Nada';",
        "import X from './nao-existe';",
        "import Y from 'pacote-que-nao-existe';",
        "import { createElement } from 'react';",
        '',
        'Texto <Desconhecido /> e <Tabs.Item />.',
        '',
      ].join('\n'),
    );
    expect(diagnostics.map(at)).toEqual(['DG2015 4:3', 'DG2015 5:1', 'DG2015 6:1', 'DG2015 9:7']);
    expect(diagnostics[0]!.message).toContain('@theme/Nada');
    expect(diagnostics[3]!.message).toContain('<Desconhecido>');
  });

  test('a component or expression that throws: an error at its place, children kept', async () => {
    const { html, diagnostics } = await render(
      "Antes.\n\n<Falha>\n\nFica.\n\n</Falha>\n\nValor: {(() => { throw new Error('x') })()}.\n",
    );
    expect(diagnostics.map(at)).toEqual(['DG2016 9:8', 'DG2016 3:1']);
    expect(diagnostics[1]!.message).toContain('quebrou');
    expect(html).toContain('<p>Fica.</p>');
  });

  test('an island: rendered, its props kept for the browser, its script made', async () => {
    const { html, diagnostics, data } = await render('<Ilha n={4} />\n\nTexto <Ilha n={5} />.\n');
    expect(diagnostics).toEqual([]);
    const script = data.images?.[0];
    expect(script?.file).toMatch(/^assets\/islands\/islands-[0-9a-f]{12}\.js$/);
    expect(html).toBe(
      '<div data-mdx-island="0" data-mdx-props="{&#x22;n&#x22;:4}"><output>4</output></div>\n' +
        '<p>Texto <span data-mdx-island="0" data-mdx-props="{&#x22;n&#x22;:5}"><output>5</output>' +
        `</span>.</p><script type="module" src="/${script?.file}"></script>`,
    );
  });

  test('an island with children, or props that are not JSON: errors at its place', async () => {
    const { diagnostics } = await render(
      '<Ilha n={1}>\n\nConteúdo.\n\n</Ilha>\n\n<Ilha n={() => 1} />\n',
    );
    expect(diagnostics.map(at)).toEqual(['DG2016 1:1', 'DG2016 7:1']);
    expect(diagnostics[0]!.message).toContain('não recebe conteúdo');
    expect(diagnostics[1]!.message).toContain('JSON');
  });

  test('import and export lines leave the .md copy', async () => {
    const { data } = await render("import Tabs from '@theme/Tabs';\nexport const a = 1;\n\n# Oi\n");
    expect(data.markdownSource?.cuts).toEqual([{ start: 0, end: 52 }]);
  });
});

describe('imports', () => {
  test('theme parts, files, @site/ and installed packages', () => {
    const page = path.join(content, 'docs/pagina.mdx');
    expect(resolveImport('@theme/Tabs', page, root)).toEqual({ kind: 'theme', part: 'Tabs' });
    expect(resolveImport('./parts/Duas', page, root)).toEqual({
      kind: 'file',
      file: path.join(content, 'docs/parts/Duas.tsx'),
    });
    expect(resolveImport('@site/src/dados.json', page, root).kind).toBe('file');
    expect(resolveImport('@docusaurus/router', page, root).kind).toBe('missing');
  });
});

describe('links without an extension', () => {
  const context = {
    relPath: 'docs/sdk/install.md',
    routeOf: () => undefined,
    route: '/docs/sdk/install/',
  };
  test("resolve as Docusaurus's do, from the page's URL without its trailing slash", () => {
    expect(resolveSiteHref('../guides/webhooks', context)).toBe('/docs/guides/webhooks/');
    expect(resolveSiteHref('outra#sec', context)).toBe('/docs/sdk/outra/#sec');
    expect(resolveSiteHref('./outra/', context)).toBe('/docs/sdk/outra/');
    expect(
      resolveSiteHref('../guides/webhooks.mdx', { ...context, routeOf: () => '/docs/g/w/' }),
    ).toBe('/docs/g/w/');
  });
});
