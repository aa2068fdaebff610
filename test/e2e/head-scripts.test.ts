// The config's `scripts` (analytics and other third-party snippets) built by the CLI and run in
// Chromium under the site's own Content-Security-Policy: a self-hosted file, inline snippets in
// the head and at the end of the body, a third-party file (its host answered by the test), each
// allowed by `_headers` alone; a host the config does not name stays refused; a source that would
// loosen the policy fails the build with DG1016 at its line and column.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cspHash } from '../../src/node/site/theme-script.js';
import { runCli } from '../helpers/cli.js';
import { siteInBrowser } from './chrome-support.js';
import { gotoSettled } from '../helpers/browser.js';

const INLINE = "document.documentElement.dataset.inline = 'ok';";
const AT_END =
  "document.documentElement.dataset.fim = String(!!document.querySelector('#conteudo'));";
const THIRD_PARTY =
  'document.documentElement.dataset.terceiro = document.currentScript.dataset.domain;';

function project(config: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-head-scripts-'));
  mkdirSync(path.join(dir, 'content/docs'), { recursive: true });
  mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  writeFileSync(path.join(dir, 'content/index.md'), '# Início\n');
  writeFileSync(path.join(dir, 'content/docs/intro.md'), '# Introdução\n\nTexto.\n');
  writeFileSync(
    path.join(dir, 'static/js/marca.js'),
    'document.documentElement.dataset.arquivo = document.currentScript.dataset.site;\n',
  );
  writeFileSync(path.join(dir, 'docgen.config.ts'), config);
  return dir;
}

const site = project(
  [
    "import { defineConfig } from 'docgen-openapi';",
    'export default defineConfig({',
    "  title: 'Scripts',",
    "  url: 'https://scripts.exemplo.com.br',",
    '  scripts: [',
    "    { src: '/js/marca.js', defer: true, attributes: { 'data-site': 'exemplo' } },",
    `    { code: ${JSON.stringify(INLINE)}, attributes: { 'data-trecho': 'inline' } },`,
    '    {',
    "      src: 'https://plausible.io/js/script.js',",
    '      defer: true,',
    "      attributes: { 'data-domain': 'docs.exemplo.com.br' },",
    "      csp: { connectSrc: ['https://plausible.io'] },",
    '    },',
    '    {',
    `      code: ${JSON.stringify(AT_END)},`,
    "      position: 'body',",
    "      csp: { imgSrc: ['https://*.google-analytics.com'] },",
    '    },',
    '  ],',
    '});',
    '',
  ].join('\n'),
);

describe('third-party scripts under the strict CSP', () => {
  const served = siteInBrowser(site, 'head-scripts');
  let html: string;
  beforeAll(() => {
    html = readFileSync(path.join(served.dist, 'docs/intro/index.html'), 'utf8');
  });

  it('writes each script where the config puts it, with its attributes', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    expect(head).toContain('<script src="/js/marca.js" defer="" data-site="exemplo"></script>');
    expect(head).toContain(`<script data-trecho="inline">${INLINE}</script>`);
    expect(head).toContain(
      '<script src="https://plausible.io/js/script.js" defer="" data-domain="docs.exemplo.com.br">',
    );
    expect(body).toMatch(/<\/main>[\s\S]*<script>document\.documentElement\.dataset\.fim/);
    expect(body).not.toContain(INLINE);
  });

  it("puts the snippets' hashes and the hosts in _headers, and nothing that loosens it", () => {
    const directives = new Map(
      served.csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const),
    );
    expect(directives.get('script-src')).toEqual(
      expect.arrayContaining(['https://plausible.io', cspHash(INLINE), cspHash(AT_END)]),
    );
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://plausible.io']);
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://*.google-analytics.com',
    ]);
    expect(served.csp).not.toMatch(/'unsafe-(inline|eval|hashes)'|\s\*(\s|;|$)/);
  });

  const open = async (): Promise<Page> => {
    const context = await served.browser.newContext({ viewport: { width: 1280, height: 900 } });
    served.contexts.push(context);
    // The third party's host, answered here (the CSP is the page's; the network is the test's).
    await context.route('https://plausible.io/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: THIRD_PARTY }),
    );
    await context.addInitScript(
      'window.__csp = [];\n' +
        "document.addEventListener('securitypolicyviolation', (e) => " +
        "window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));",
    );
    const page = await context.newPage();
    await gotoSettled(page, `${served.server.url}docs/intro/`);
    return page;
  };
  const violations = (page: Page) =>
    page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

  it('runs every script, with no CSP violation', async () => {
    const page = await open();
    const data = await page.evaluate(() => ({ ...document.documentElement.dataset }));
    expect(data).toMatchObject({
      arquivo: 'exemplo',
      inline: 'ok',
      terceiro: 'docs.exemplo.com.br',
      fim: 'true',
    });
    expect(await violations(page)).toEqual([]);
  });

  it('still refuses a host the config does not name, and inline code it did not hash', async () => {
    const page = await open();
    await page.evaluate(() => {
      const other = document.createElement('script');
      other.src = 'https://outro.exemplo.com/x.js';
      document.head.append(other);
      const inline = document.createElement('script');
      inline.textContent = 'document.documentElement.dataset.injetado = "sim";';
      document.head.append(inline);
    });
    await expect.poll(() => violations(page)).toHaveLength(2);
    expect(await violations(page)).toEqual([
      expect.stringMatching(/^script-src-elem https:\/\/outro\.exemplo\.com\/x\.js/),
      expect.stringMatching(/^script-src-elem inline/),
    ]);
    expect(await page.evaluate(() => document.documentElement.dataset.injetado)).toBeUndefined();
  });
});

describe('a script source that would loosen the CSP', () => {
  it("fails the build with DG1016 at the source's line and column", async () => {
    const dir = project(
      [
        'export default {',
        '  scripts: [',
        "    { code: 'gtag()', csp: { scriptSrc: [\"'unsafe-inline'\"] } },",
        '  ],',
        '};',
        '',
      ].join('\n'),
    );
    const result = await runCli(['build'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'docgen.config.ts:3:42  error  DG1016  Invalid config: ' +
        "scripts[0].csp.scriptSrc: 'unsafe-inline' would let any script run in the page",
    );
    expect(result.stderr).toMatch(/hint: Give origins such as "https:\/\/plausible\.io"/);
  });
});

describe('a self-hosted script the site does not publish', () => {
  it('warns DG1016 at its src, and the build goes on', async () => {
    const dir = project(
      [
        "export default { url: 'https://scripts.exemplo.com.br', scripts: [",
        "  { src: '/js/marca.js' },",
        "  { src: '/js/falta.js?v=2' },",
        '] };',
        '',
      ].join('\n'),
    );
    const result = await runCli(['build'], dir);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'docgen.config.ts:3:5  warning  DG1016  scripts[1].src "/js/falta.js?v=2" is not a file ' +
        'the site publishes',
    );
    expect(result.stderr.match(/DG1016/g)).toHaveLength(1);
  });
});

describe('scripts and the build cache', () => {
  it('a changed snippet or host reaches the pages and _headers of a cached build', async () => {
    const config = (code: string, host: string) =>
      "export default { url: 'https://scripts.exemplo.com.br', " +
      `scripts: [{ code: ${JSON.stringify(code)}, ` +
      `csp: { connectSrc: [${JSON.stringify(host)}] } }] };\n`;
    const dir = project(config('window.primeiro = 1;', 'https://um.exemplo.com'));
    expect((await runCli(['build'], dir)).code).toBe(0);
    writeFileSync(
      path.join(dir, 'docgen.config.ts'),
      config('window.segundo = 2;', 'https://dois.exemplo.com'),
    );
    const result = await runCli(['build', '--verbose'], dir);
    expect(result.code).toBe(0);
    // The second build reused the cache (the pages' Markdown did not change).
    expect(result.stdout + result.stderr).toMatch(/reused .*markdown [1-9]/);
    const page = readFileSync(path.join(dir, 'dist/docs/intro/index.html'), 'utf8');
    const headers = readFileSync(path.join(dir, 'dist/_headers'), 'utf8');
    expect(page).toContain('<script>window.segundo = 2;</script>');
    expect(page).not.toContain('primeiro');
    expect(headers).toContain(cspHash('window.segundo = 2;'));
    expect(headers).not.toContain(cspHash('window.primeiro = 1;'));
    expect(headers).toContain("connect-src 'self' https://dois.exemplo.com;");
  });
});
