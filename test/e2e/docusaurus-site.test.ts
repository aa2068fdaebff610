// A Docusaurus docs folder brought as it is (test/fixtures/docusaurus-site): MDX pages with
// Docusaurus's theme parts and the site's own components, extension-less links. Built by the CLI
// and shown in Chromium under the site's own Content-Security-Policy; its errors; its cache.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Graph } from '../../src/node/graph/graph.js';
import { markdownFileOfRoute } from '../../src/node/site/routes.js';
import { artifactsDir, axeViolations } from '../helpers/browser.js';
import { changeAndCompare } from '../helpers/build-outcome.js';
import { copyFixture, repoRoot, runCli, snapshotTree } from '../helpers/cli.js';
import { expectCleanFailure } from '../helpers/failed-build.js';
import { cspViolations, openInTheme, siteInBrowser } from './chrome-support.js';

const fixture = path.join(repoRoot, 'test/fixtures/docusaurus-site');

describe('a Docusaurus docs folder with MDX pages', () => {
  const site = siteInBrowser(fixture, 'docusaurus-site');
  const html = (route: string) =>
    readFileSync(path.join(site.dist, route.slice(1), 'index.html'), 'utf8');
  const article = (route: string) => {
    const page = html(route);
    return page.slice(page.indexOf('<h1'), page.indexOf('</article>'));
  };

  it('makes a page of every .md and .mdx file, at the URL Docusaurus gives it', () => {
    for (const route of [
      '/docs/intro/',
      '/docs/sdk/install-sdk/',
      '/docs/guides/webhooks/',
      '/docs/guides/componentes/',
      '/docs/guides/ilhas/',
    ])
      expect(existsSync(path.join(site.dist, route.slice(1), 'index.html')), route).toBe(true);
  });

  it("reads Docusaurus's front matter: id, number prefixes, tags, keywords, draft", () => {
    // `id` names the file, not its folder; `01-` leaves the id and the URL.
    expect(existsSync(path.join(site.dist, 'docs/sdk/install/index.html'))).toBe(false);
    expect(existsSync(path.join(site.dist, 'docs/guides/01-webhooks/index.html'))).toBe(false);
    expect(existsSync(path.join(site.dist, 'docs/guides/rascunho/index.html'))).toBe(false);
    expect(html('/docs/intro/')).toContain('<meta name="keywords" content="assinaturas, api"/>');
    const tags = html('/docs/tags/');
    for (const tag of ['eventos', 'sdk', 'inicio'])
      expect(tags).toContain(`href="/docs/tags/${tag}/"`);
    const sdk = html('/docs/tags/sdk/');
    expect(sdk).toContain('href="/docs/sdk/install-sdk/"');
    expect(sdk).toContain('href="/docs/guides/componentes/"');
    // pagination_next: the install page leads to the webhooks.
    expect(html('/docs/sdk/install-sdk/')).toMatch(
      /Próxima[\s\S]*?href="\/docs\/guides\/webhooks\/"/,
    );
  });

  it("renders @theme/Tabs as docgen's tabs: each TabItem's label (or value) and content", () => {
    const page = article('/docs/sdk/install-sdk/');
    const panels = page.split('<div class="tabs__panel"').slice(1);
    expect(panels.map((p) => /data-tab-label="([^"]*)"/.exec(p)?.[1])).toEqual(['npm', 'yarn']);
    expect(panels[0]).toContain('npm</span><span class="tok-string"> install');
    expect(panels[1]).toContain('yarn</span><span class="tok-string"> add');
    expect(page).toContain('data-tabs="gerenciador"');
  });

  it("renders the site's components, imported or from componentsDir, with their Markdown", () => {
    expect(article('/docs/sdk/install-sdk/')).toContain(
      '<ol class="passos"><li>Passo 1 de 3</li><li>Passo 2 de 3</li><li>Passo 3 de 3</li></ol>',
    );
    const page = article('/docs/guides/componentes/');
    expect(page).toContain('<p>Um envelope aceita até 50 destinatários.</p>');
    expect(page).toContain(
      '<aside class="destaque" aria-label="Atenção"><p class="destaque__titulo"><strong>Atenção' +
        '</strong></p><p>O token vale por <strong>uma hora</strong>. Veja os <a href="/docs/' +
        'guides/webhooks/">webhooks</a>.</p></aside>',
    );
    expect(page).toContain('admonition--warning');
    expect(page).toContain('<details><summary>Detalhes do limite</summary>');
    expect(page).toContain('<div class="code-block__title">cliente.js</div>');
    expect(page).toContain('<a href="/docs/intro/">introdução</a>');
    expect(page).not.toMatch(/pwned|<script|highlight-next-line|comentário/);
  });

  it('resolves extension-less relative links as Docusaurus does', () => {
    expect(article('/docs/intro/')).toContain('<a href="/docs/guides/webhooks/">webhooks</a>');
    expect(article('/docs/sdk/install-sdk/')).toContain(
      '<a href="/docs/guides/webhooks/">webhooks</a>',
    );
    expect(article('/docs/guides/webhooks/')).toContain(
      '<a href="/docs/sdk/install-sdk/">instalação</a>',
    );
  });

  it('gives MDX pages their .md copy (without import and export lines) and llms.txt', () => {
    const copy = readFileSync(
      path.join(site.dist, markdownFileOfRoute('/docs/guides/componentes/')),
      'utf8',
    );
    expect(copy).not.toMatch(/^(import|export) /m);
    expect(copy).toContain('<Destaque titulo="Atenção">');
    const llms = readFileSync(path.join(site.dist, 'llms.txt'), 'utf8');
    expect(llms).toContain('/docs/sdk/install-sdk/');
    expect(llms).toContain('/docs/guides/componentes/');
  });

  const open = (route: string, width: number, theme: 'light' | 'dark'): Promise<Page> =>
    openInTheme(site, route, { width, theme });

  it('switches the tabs by mouse and keyboard under the CSP', async () => {
    const page = await open('/docs/sdk/install-sdk/', 1280, 'light');
    const tabs = page.locator('.tabs').getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['npm', 'yarn']);
    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByText('yarn add').isVisible()).toBe(true);
    expect(await page.getByText('npm install').isVisible()).toBe(false);
    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
    expect(await cspViolations(page)).toEqual([]);
  });

  it('renders islands on the server, with their props, and their script on their page only', () => {
    const page = article('/docs/guides/ilhas/');
    expect(page).toContain(
      '<div data-mdx-island="0" data-mdx-props="{&#x22;rotulo&#x22;:&#x22;Mais um&#x22;,' +
        '&#x22;inicio&#x22;:2}"><p class="contador"><button type="button">Mais um</button> ' +
        '<output aria-live="polite">2</output></p></div>',
    );
    expect(page).toContain('<div data-mdx-island="1"');
    const script =
      /<script type="module" src="\/(assets\/islands\/islands-[0-9a-f]{12}\.js)">/.exec(page)?.[1];
    expect(script && existsSync(path.join(site.dist, script))).toBe(true);
    expect(html('/docs/guides/componentes/')).not.toContain('assets/islands/');
  });

  it('makes an island live under the CSP; one that throws keeps its server HTML', async () => {
    const page = await open('/docs/guides/ilhas/', 1280, 'light');
    const island = page.locator('[data-mdx-island="0"]');
    await island.getByRole('button', { name: 'Mais um' }).click();
    await expect.poll(() => island.locator('output').textContent()).toBe('3');
    expect(await page.locator('.quebra').textContent()).toBe('Feito no build.');
    expect(await cspViolations(page)).toEqual([]);
  });

  it("keeps the islands' server HTML when their script does not load", async () => {
    const context = await site.browser.newContext();
    site.contexts.push(context);
    await context.route('**/assets/islands/**', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${site.server.url}docs/guides/ilhas/`, { waitUntil: 'networkidle' });
    expect(await page.locator('[data-mdx-island="0"] output').textContent()).toBe('2');
    expect(await page.locator('.quebra').textContent()).toBe('Feito no build.');
  });

  for (const theme of ['light', 'dark'] as const)
    for (const width of [1280, 390])
      it(`screenshots at ${width} px, ${theme}: no axe violation, no CSP violation`, async () => {
        mkdirSync(artifactsDir, { recursive: true });
        for (const route of [
          '/docs/sdk/install-sdk/',
          '/docs/guides/componentes/',
          '/docs/guides/ilhas/',
        ]) {
          const page = await open(route, width, theme);
          await page.screenshot({
            path: path.join(
              artifactsDir,
              `docusaurus-${route.split('/').at(-2)}-${width}-${theme}.png`,
            ),
            fullPage: true,
          });
          expect(await axeViolations(page), route).toEqual([]);
          expect(await cspViolations(page)).toEqual([]);
          expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBe(
            undefined,
          );
        }
      });
});

describe('MDX errors', () => {
  it('a syntax error, an unknown import: file:line:col, exit 1, the last dist intact', async () => {
    const dir = copyFixture('docusaurus-site');
    expect((await runCli(['build'], dir)).code).toBe(0);
    const before = snapshotTree(path.join(dir, 'dist'));
    writeFileSync(
      path.join(dir, 'content/docs/ruim.mdx'),
      '---\ntitle: Ruim\n---\n\n# Ruim\n\n<Destaque titulo="x">\n\nTexto {1 +}\n',
    );
    writeFileSync(
      path.join(dir, 'content/docs/importa.mdx'),
      "# Importa\n\nimport Tabs from '@theme/Tabs';\nimport Mapa from '@theme/Mapa';\n\n<Mapa />\n",
    );
    const result = await runCli(['build'], dir);
    expectCleanFailure(result, [
      /content\/docs\/ruim\.mdx:9:11\s+error\s+DG2014\s+MDX inválido/,
      /content\/docs\/importa\.mdx:4:1\s+error\s+DG2015 .*"@theme\/Mapa"/,
    ]);
    expect(snapshotTree(path.join(dir, 'dist'))).toEqual(before);
  });
});

describe('MDX pages in the cache', () => {
  it('are made again when a component they use changes, in the cache and in memory', async () => {
    const dir = copyFixture('docusaurus-site');
    const session = Graph.open(dir, { persist: false });
    const seen: string[] = [];
    for (const [file, from, to] of [
      ['src/components/Destaque.tsx', 'destaque__titulo', 'destaque__cabeca'],
      ['content/docs/sdk/parts/Passos.tsx', 'Passo {i + 1}', 'Etapa {i + 1}'],
    ] as const) {
      const { fresh } = await changeAndCompare(
        dir,
        session,
        {
          what: `edit ${file}`,
          file,
          apply: (site) => {
            const target = path.join(site, file);
            writeFileSync(target, readFileSync(target, 'utf8').replace(from, to));
          },
        },
        seen,
      );
      expect(JSON.stringify(fresh)).not.toContain('DG');
    }
  }, 120_000);
});
