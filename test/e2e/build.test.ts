import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runCli } from '../helpers/cli.js';

const docsRoutes = [
  '/docs/',
  '/docs/intro/',
  '/docs/category/guias/',
  '/docs/guides/envelopes/',
  '/docs/guides/recipients/',
  '/docs/faq/',
];

function page(dir: string, route: string): string {
  return readFileSync(
    path.join(dir, 'dist', route === '/404.html' ? '404.html' : `${route}index.html`),
    'utf8',
  );
}

describe('docgen build on a fixture site', () => {
  let dir: string;
  let stdout: string;
  beforeAll(async () => {
    dir = copyFixture('basic-site');
    const result = await runCli(['build'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    stdout = result.stdout;
  });

  it('prints one summary line with the page count and time', () => {
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(stdout).toMatch(/^Built \d+ pages into dist\/ in \d+ ms$/m);
  });

  it('writes every route as route/index.html, plus 404.html, sitemap and robots', () => {
    for (const route of ['/', ...docsRoutes])
      expect(existsSync(path.join(dir, 'dist', route, 'index.html')), route).toBe(true);
    expect(existsSync(path.join(dir, 'dist/404.html'))).toBe(true);
    const sitemap = readFileSync(path.join(dir, 'dist/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://teste.exemplo.com.br/docs/intro/</loc>');
    expect(sitemap).not.toContain('404');
    expect(readFileSync(path.join(dir, 'dist/robots.txt'), 'utf8')).toMatch(
      /Allow: \/\n[\s\S]*Sitemap: https:\/\/teste\.exemplo\.com\.br\/sitemap\.xml/,
    );
  });

  it(
    'titles pages "Page | Site" with lang pt-BR, ' + 'description, canonical and Open Graph tags',
    () => {
      const html = page(dir, '/docs/intro/');
      expect(html).toContain('<html lang="pt-BR"');
      expect(html).toContain('<title>Introdução | Site de Teste</title>');
      expect(html).toContain('<meta name="description" content="Primeira página."/>');
      expect(html).toContain(
        '<link rel="canonical" href="https://teste.exemplo.com.br/docs/intro/"/>',
      );
      expect(html).toContain('<meta property="og:title" content="Introdução | Site de Teste"/>');
    },
  );

  it(
    'marks the current page in the sidebar and ' + 'lists categories with their generated index',
    () => {
      const html = page(dir, '/docs/guides/envelopes/');
      const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      expect(sidebar).toMatch(
        new RegExp(
          '<a class="sidebar__link is-active" ' +
            'href="\\/docs\\/guides\\/envelopes\\/" aria-current="page">Envelopes<\\/a>',
        ),
      );
      expect(sidebar).toContain('href="/docs/category/guias/"');
      expect(sidebar.indexOf('Envelopes')).toBeLessThan(sidebar.indexOf('Destinatários'));
      expect(sidebar).toContain('>FAQ</a>');
    },
  );

  it('lists only h2 and h3 in the table of contents, with accent-folded, de-duplicated ids', () => {
    const html = page(dir, '/docs/intro/');
    const toc = /<aside class="toc"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    const anchors = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(anchors).toEqual(['autenticacao', 'escopos', 'autenticacao-1']);
    expect(html).toContain('<h4 id="detalhe-profundo">');
    expect(page(dir, '/docs/faq/')).toContain('<h2 id="excluir">');
  });

  it('rewrites .md links to trailing-slash routes, keeping the anchor', () => {
    const html = page(dir, '/docs/intro/');
    expect(html).toContain('href="/docs/guides/envelopes/#criar-um-envelope"');
    expect(html).toContain('href="/docs/faq/"');
    expect(page(dir, '/docs/guides/recipients/')).toContain('href="/docs/intro/"');
    expect(page(dir, '/')).toContain('href="/docs/intro/"');
  });

  it('links previous and next pages in sidebar order', () => {
    const html = page(dir, '/docs/guides/envelopes/');
    expect(html).toMatch(/href="\/docs\/category\/guias\/" rel="prev"/);
    expect(html).toMatch(/href="\/docs\/guides\/recipients\/" rel="next"/);
  });

  it('builds the generated category index with a card per guide and its description', () => {
    const html = page(dir, '/docs/category/guias/');
    expect(html).toContain('<title>Guias | Site de Teste</title>');
    expect(html).toMatch(
      new RegExp(
        'href="\\/docs\\/guides\\/envelopes\\/"><span class="card__title">Envelopes' +
          '<\\/span><span class="card__description">Como criar envelopes\\.<\\/span>',
      ),
    );
  });

  it('writes the docs overview with the sidebar sections', () => {
    const html = page(dir, '/docs/');
    expect(html).toContain('<h1>Documentação</h1>');
    expect(html).toContain('href="/docs/intro/"');
    expect(html).toContain('href="/docs/category/guias/"');
  });

  it('writes a pt-BR 404 page in the site chrome', () => {
    const html = page(dir, '/404.html');
    expect(html).toContain('<title>Página não encontrada | Site de Teste</title>');
    expect(html).toContain('<h1>Página não encontrada</h1>');
    expect(html).toContain('proprietário do site');
    expect(html).toContain('link está quebrado');
    expect(html).toContain('class="navbar"');
    expect(html).toContain('class="footer"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('opens external navbar links safely', () => {
    expect(page(dir, '/')).toMatch(
      /href="https:\/\/example\.com\/repo" target="_blank" rel="noopener noreferrer"/,
    );
  });

  it('emits content-hashed CSS and script under assets/', () => {
    const html = page(dir, '/');
    const css = /href="\/assets\/(site-[0-9a-f]{10}\.css)"/.exec(html)?.[1];
    const js = /src="\/assets\/(main-[A-Z0-9]+\.js)"/.exec(html)?.[1];
    expect(css && existsSync(path.join(dir, 'dist/assets', css))).toBe(true);
    expect(js && existsSync(path.join(dir, 'dist/assets', js))).toBe(true);
  });
});

describe('docgen build with a baseUrl', () => {
  it('prefixes every internal link and asset with the baseUrl', async () => {
    const dir = copyFixture('basic-site');
    const result = await runCli(['build', '--base-url', '/site/'], dir);
    expect(result.code).toBe(0);
    for (const route of ['/', '/docs/intro/', '/docs/category/guias/', '/404.html']) {
      const html = page(dir, route);
      const hrefs = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
      const internal = hrefs.filter((h) => h.startsWith('/'));
      expect(internal.length, route).toBeGreaterThan(5);
      for (const href of internal) expect(href, `${route}: ${href}`).toMatch(/^\/site\//);
      expect(html).toContain('https://teste.exemplo.com.br/site/');
    }
    expect(page(dir, '/docs/intro/')).toContain(
      'href="/site/docs/guides/envelopes/#criar-um-envelope"',
    );
  });
});

describe('docgen build without a public url', () => {
  it('warns once; writes no localhost: no sitemap, no canonical, root-relative links', async () => {
    const dir = copyFixture('basic-site');
    const config = path.join(dir, 'docgen.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace(/^ {2}url: .*\n/m, ''));
    const result = await runCli(['build'], dir);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/DG1010/g)).toHaveLength(1);
    expect(result.stderr).toMatch(
      /^docgen\.config\.ts#\/url {2}warning {2}DG1010 {2}url not set \(or local\): without/m,
    );
    const dist = path.join(dir, 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (f) => !f.startsWith('pagefind') && statSync(path.join(dist, f)).isFile(),
    );
    for (const file of files)
      expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toContain('localhost');
    expect(existsSync(path.join(dist, 'sitemap.xml'))).toBe(false);
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
    expect(page(dir, '/docs/intro/')).not.toContain('rel="canonical"');
    expect(readFileSync(path.join(dist, 'llms.txt'), 'utf8')).toContain('(/docs/intro/index.md)');
  });
});
