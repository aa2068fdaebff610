// A docs folder written for Docusaurus (test/fixtures/docusaurus-front-matter) built with the real
// CLI: each front matter key means what it means in Docusaurus, a key docgen ignores is a warning,
// and what a key puts in a page is text. Then its tag page and a doc with tags in Chromium, under
// the CSP the build wrote, with axe-core in both themes.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Graph } from '../../src/node/graph/graph.js';
import { artifactsDir, axeViolations, gotoSettled, launchBrowser } from '../helpers/browser.js';
import { changeAndCompare, type SiteChange } from '../helpers/build-outcome.js';
import { copyFixture, runCli, type CliResult } from '../helpers/cli.js';
import {
  cspViolations,
  generatedCsp,
  serveWithHeaders,
  themeAndCspWatch,
} from './chrome-support.js';
import { openWithShortcut, query } from './search-support.js';

const read = (dist: string, file: string) => readFileSync(path.join(dist, file), 'utf8');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('a Docusaurus docs folder: its front matter, with its meaning', () => {
  let dist: string;
  let built: CliResult;
  beforeAll(async () => {
    const site = copyFixture('docusaurus-front-matter');
    dist = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-fm-')), 'dist');
    built = await runCli(['build', '--out', dist], site);
  }, 120_000);

  it('builds, with a warning naming the key docgen has no meaning for, at its line', () => {
    expect(built.code).toBe(0);
    expect(built.stderr).toMatch(
      new RegExp(
        'content/docs/01-intro\\.md:10:1\\s+warning\\s+DG2011\\s+' +
          'Front matter "sidebar_class_name" \\(Docusaurus\\) is ignored',
      ),
    );
    expect(built.stderr).toContain('0 errors, 1 warning');
  });

  it('routes docs as Docusaurus does: id in the folder, number prefixes stripped or kept', () => {
    for (const route of [
      'docs/intro',
      'docs/sdk/install-sdk',
      'docs/sdk/escondido',
      'docs/03-numerado',
      'docs/oculto',
    ])
      expect(existsSync(path.join(dist, route, 'index.html')), route).toBe(true);
    expect(existsSync(path.join(dist, 'docs/install-sdk'))).toBe(false);
    expect(existsSync(path.join(dist, 'docs/01-intro'))).toBe(false);
  });

  it('leaves a draft out of the build', () => {
    expect(existsSync(path.join(dist, 'docs/rascunho'))).toBe(false);
    expect(read(dist, 'sitemap.xml')).not.toContain('rascunho');
  });

  it('writes keywords and the social card, escaped, with the site-wide image by default', () => {
    const intro = head(read(dist, 'docs/intro/index.html'));
    expect(intro).toContain(
      '<meta name="keywords" content="assinatura, contratos &amp; &lt;b&gt;PDF&lt;/b&gt;"/>',
    );
    expect(intro).toContain(
      '<meta property="og:image" content="https://fm.exemplo.com.br/img/intro.png"/>',
    );
    expect(intro).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(intro).toContain(
      '<meta name="twitter:image" content="https://fm.exemplo.com.br/img/intro.png"/>',
    );
    const install = head(read(dist, 'docs/sdk/install-sdk/index.html'));
    expect(install).toContain(
      '<meta property="og:image" content="https://fm.exemplo.com.br/img/social-padrao.png"/>',
    );
    expect(install).not.toContain('name="keywords"');
    const safety = read(dist, 'docs/seguranca/index.html');
    expect(safety).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(safety).not.toMatch(/<script>alert|<img src=x/);
  });

  it('renders the title as the h1 of a doc without one; hide_title hides it from sight', () => {
    expect(read(dist, 'docs/sdk/install-sdk/index.html')).toContain(
      '<article class="markdown"><h1>Instalar o SDK</h1>',
    );
    expect(read(dist, 'docs/sdk/escondido/index.html')).toContain(
      '<article class="markdown"><h1 class="visually-hidden">Título escondido</h1>',
    );
  });

  it("takes the page's TOC levels over the config's", () => {
    const toc = read(dist, 'docs/sdk/install-sdk/index.html').match(
      /<ul class="toc__list">([\s\S]*?)<\/ul>/,
    )?.[1];
    const entries = [...(toc ?? '').matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(entries).toEqual(['versoes-do-node', 'sistemas-operacionais', 'arquiteturas']);
  });

  it('follows pagination_next/prev (null hides) and custom_edit_url (null removes)', () => {
    const intro = read(dist, 'docs/intro/index.html');
    expect(intro).toMatch(
      new RegExp(
        '<nav class="pagination"[^>]*><span></span>' +
          '<a class="pagination__link pagination__link--next" href="/docs/sdk/install-sdk/"',
      ),
    );
    expect(intro).toContain('href="https://example.com/editar/intro.md"');
    const install = read(dist, 'docs/sdk/install-sdk/index.html');
    expect(install).not.toContain('pagination__link--prev');
    expect(install).not.toContain('Editar esta página');
    expect(read(dist, 'docs/03-numerado/index.html')).toContain(
      'href="https://github.com/acme/docs/edit/main/content/docs/03-numerado.md"',
    );
  });

  it('lists every tag with its count, and each tag its listed docs', () => {
    const all = read(dist, 'docs/tags/index.html');
    expect(all).toContain('<h1>Marcadores</h1>');
    const cards = [
      ...all.matchAll(/card__title">([^<]+)<\/span><span class="card__description">([^<]+)/g),
    ];
    expect(cards.map((m) => [m[1], m[2]])).toEqual([
      ['Assinatura', '2 documentos'],
      ['Segurança &lt;img src=x onerror=alert(1)&gt;', '1 documento'],
      ['Webhooks', '1 documento'],
    ]);
    const tag = read(dist, 'docs/tags/assinatura/index.html');
    expect(tag).toContain('<h1>2 documentos com o marcador “Assinatura”</h1>');
    // The unlisted doc carries the tag, and is not listed under it.
    expect(tag).not.toContain('/docs/oculto/');
    expect(tag).toContain('href="/docs/intro/"');
    expect(read(dist, 'docs/tags/eventos/index.html')).toContain(
      '<p class="lead">Avisos que o servidor envia.</p>',
    );
    expect(read(dist, 'docs/intro/index.html')).toContain(
      '<nav class="doc-meta" aria-label="Marcadores"><p>Marcadores: ' +
        '<a href="/docs/tags/assinatura/" rel="tag">Assinatura</a> · ' +
        '<a href="/docs/tags/eventos/" rel="tag">Webhooks</a></p></nav>',
    );
  });

  it('builds an unlisted doc (noindex), out of the sidebar, sitemap, search, llms.txt', () => {
    const hidden = read(dist, 'docs/oculto/index.html');
    expect(head(hidden)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(hidden).toContain('<p class="admonition__title">Página não listada</p>');
    expect(read(dist, 'docs/intro/index.html')).not.toContain('Página não listada');
    expect(read(dist, 'sitemap.xml')).not.toContain('oculto');
    expect(read(dist, 'llms.txt')).not.toContain('oculto');
    expect(read(dist, 'buscar/index.html')).not.toContain('oculto');
    expect(read(dist, 'docs/intro/index.html')).not.toContain('/docs/oculto/');
    expect(existsSync(path.join(dist, 'docs/oculto/index.md'))).toBe(true);
  });
});

describe('tags on a versioned site', () => {
  it('gives each version its own tag pages, under its docs', async () => {
    const site = copyFixture('versions-site');
    const tag = (file: string, label: string) => {
      const full = path.join(site, file);
      const text = readFileSync(full, 'utf8');
      const fm = `tags: [${label}]\n`;
      writeFileSync(
        full,
        text.startsWith('---\n') ? `---\n${fm}${text.slice(4)}` : `---\n${fm}---\n\n${text}`,
      );
    };
    tag('versioned_docs/version-1.0/legado.md', 'Legado');
    tag('versioned_docs/version-1.0/intro.md', 'Legado');
    tag('versioned_docs/version-2.0/guia.md', 'Guias');
    tag('content/docs/anexos.md', 'Anexos');
    const dist = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-fm-versions-')), 'dist');
    expect((await runCli(['build', '--out', dist], site)).code).toBe(0);
    expect(read(dist, 'docs/1.0/tags/legado/index.html')).toContain(
      '<h1>2 documentos com o marcador “Legado”</h1>',
    );
    expect(read(dist, 'docs/tags/guias/index.html')).toContain('href="/docs/guia/"');
    expect(read(dist, 'docs/next/tags/index.html')).toContain('href="/docs/next/tags/anexos/"');
    // A version's tags are its own: the last version has no page for 1.0's.
    expect(existsSync(path.join(dist, 'docs/tags/legado'))).toBe(false);
  }, 120_000);
});

describe('Docusaurus front matter that is wrong', () => {
  it('names an unknown pagination doc at its line and column, and stops the build', async () => {
    const site = copyFixture('docusaurus-front-matter');
    const file = path.join(site, 'content/docs/01-intro.md');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'pagination_next: sdk/install-sdk',
        'pagination_next: sdk/sumiu',
      ),
    );
    const result = await runCli(['build', '--out', 'dist'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        'content/docs/01-intro\\.md:12:1\\s+error\\s+DG2012\\s+' +
          'Front matter "pagination_next" names unknown doc id "sdk/sumiu"',
      ),
    );
  }, 60_000);
});

describe('docgen check and drafts', () => {
  it('leaves a draft out of the check too: its broken link is not reported', async () => {
    const site = copyFixture('docusaurus-front-matter');
    const draft = path.join(site, 'content/docs/rascunho.md');
    writeFileSync(draft, `${readFileSync(draft, 'utf8')}\n[Sumiu](./nao-existe.md)\n`);
    const checked = await runCli(['check'], site);
    expect(checked.stdout + checked.stderr).not.toContain('rascunho');
    expect(checked.code).toBe(0);
    // The same link in a page that is not a draft is reported.
    writeFileSync(draft, readFileSync(draft, 'utf8').replace('draft: true', 'draft: false'));
    const again = await runCli(['check'], site);
    expect(again.stdout + again.stderr).toMatch(
      /content\/docs\/rascunho\.md:\d+:\d+\s+error\s+DG4001/,
    );
  }, 120_000);
});

describe('a cached build after a change of tags, draft, unlisted equals an uncached one', () => {
  it('for each change in turn', async () => {
    const site = copyFixture('docusaurus-front-matter');
    const session = Graph.open(site, { persist: false });
    const seen: string[] = [];
    const edit = (file: string, from: string, to: string): SiteChange => ({
      what: `${file}: ${JSON.stringify(from)} → ${JSON.stringify(to)}`,
      file: `content/docs/${file}`,
      apply: (dir) => {
        const full = path.join(dir, 'content/docs', file);
        writeFileSync(full, readFileSync(full, 'utf8').replace(from, to));
      },
    });
    const changes = [
      edit('02-sdk/install.md', 'tags: [Assinatura]', 'tags: [Webhooks, SDK]'),
      edit('rascunho.md', 'draft: true', 'draft: false'),
      edit('oculto.md', 'unlisted: true', 'unlisted: false'),
      edit('01-intro.md', 'pagination_next', 'unlisted: true\npagination_next'),
      edit('seguranca.md', 'tags:', 'draft: true\ntags:'),
    ];
    for (const change of changes) await changeAndCompare(site, session, change, seen);
  }, 300_000);
});

describe('a tag page and a doc with tags in Chromium, under the CSP', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let server: Awaited<ReturnType<typeof serveWithHeaders>>;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const site = copyFixture('docusaurus-front-matter');
    const dist = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-fm-browser-')), 'dist');
    expect((await runCli(['build', '--out', dist], site)).code).toBe(0);
    server = await serveWithHeaders(dist, { 'Content-Security-Policy': generatedCsp(dist) });
    browser = await launchBrowser();
    mkdirSync(artifactsDir, { recursive: true });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.cleanup();
    await server?.close();
  });

  const routes = [
    'docs/tags/',
    'docs/tags/assinatura/',
    'docs/intro/',
    'docs/sdk/escondido/',
    'docs/oculto/',
  ];
  for (const theme of ['light', 'dark'] as const)
    it(`has no axe-core nor CSP violation, ${theme} theme (screenshots 1280, 390)`, async () => {
      for (const width of [1280, 390]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        contexts.push(context);
        await context.addInitScript(themeAndCspWatch(theme));
        const page = await context.newPage();
        for (const route of routes) {
          await gotoSettled(page, server.url + route);
          expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
          if (width === 1280) expect(await axeViolations(page), route).toEqual([]);
          expect(await cspViolations(page), route).toEqual([]);
          const slug = route.replace(/\W+/g, '-').replace(/-$/, '');
          const name = `front-matter-${slug}-${width}-${theme}.png`;
          await page.screenshot({ path: path.join(artifactsDir, name), fullPage: true });
        }
        await context.close();
      }
    }, 120_000);

  it('finds listed docs in the search dialog, never an unlisted one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await gotoSettled(page, `${server.url}docs/intro/`);
    await openWithShortcut(page);
    const listed = await query(page, 'marcadores');
    expect(listed.map((h) => h.href)).toContain('/docs/seguranca/');
    // "Publicada" is written in the unlisted doc alone.
    expect(await query(page, 'publicada')).toEqual([]);
  });

  it('leads from a doc to its tag page and from there to the tags', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}docs/intro/`);
    await page
      .getByRole('navigation', { name: 'Marcadores' })
      .getByRole('link', { name: 'Webhooks' })
      .click();
    await page.waitForURL(`${server.url}docs/tags/eventos/`);
    await expect(page.locator('h1').textContent()).resolves.toBe(
      '1 documento com o marcador “Webhooks”',
    );
    await page
      .getByRole('navigation', { name: 'Trilha de navegação' })
      .getByRole('link', { name: 'Marcadores' })
      .click();
    await page.waitForURL(`${server.url}docs/tags/`);
  });
});
