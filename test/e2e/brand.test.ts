import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, gotoSettled, launchBrowser } from '../helpers/browser.js';
import { copyFixture, runCli } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';
import { rawRequest } from '../helpers/http.js';
import { startDocgen, type DevProcess } from './watch-harness.js';

/**
 * The fields a team adopting docgen sets first (test/fixtures/brand-site): logo, favicon, custom
 * CSS, "Editar esta página" and the last commit date, on a site with a git history made here.
 */
let site: string;
let gitCalls: string;
const read = (file: string) => readFileSync(path.join(site, 'dist', file), 'utf8');

function commit(message: string, date: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['add', '-A'], { cwd: site });
  execFileSync('git', ['-c', 'user.name=Teste', '-c', 'user.email=t@t', 'commit', '-qm', message], {
    cwd: site,
    env,
  });
}

/** The real git behind a wrapper that counts how often docgen calls it. */
function countingGit(): Record<string, string> {
  const bin = path.join(site, '.bin');
  mkdirSync(bin);
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(
    path.join(bin, 'git'),
    `#!/bin/sh\necho "$*" >> "${gitCalls}"\nexec "${real}" "$@"\n`,
  );
  chmodSync(path.join(bin, 'git'), 0o755);
  return { PATH: `${bin}${path.delimiter}${process.env.PATH}` };
}
const logCalls = () => (readFileSync(gitCalls, 'utf8').match(/^log /gm) ?? []).length;

let env: Record<string, string>;

beforeAll(async () => {
  site = copyFixture('brand-site');
  gitCalls = path.join(site, '.git-calls');
  writeFileSync(gitCalls, '');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: site });
  writeFileSync(path.join(site, '.gitignore'), '.bin/\n.git-calls\ndist/\nnode_modules/\n');
  commit('Primeira versão', '2026-01-10T12:00:00Z');
  writeFileSync(
    path.join(site, 'content/docs/intro.md'),
    readFileSync(path.join(site, 'content/docs/intro.md'), 'utf8') + '\nMais um parágrafo.\n',
  );
  commit('Introdução revista', '2026-11-23T10:00:00-03:00');
  // A page written but never committed has no date.
  writeFileSync(path.join(site, 'content/docs/rascunho.md'), '# Rascunho\n\nAinda não enviado.\n');
  env = countingGit();
  const built = await runCli(['build'], site, env);
  expect(built.code, built.stderr).toBe(0);
});

describe('editUrl and lastUpdated', () => {
  it('link each docs page to its source under editUrl', () => {
    const html = read('docs/intro/index.html');
    const edit = 'https://github.com/acme/docs/edit/main/content/docs/intro.md';
    expect(html).toContain(`<a class="doc-meta__edit" href="${edit}">`);
    expect(html).toContain('Editar esta página</a>');
    expect(read('docs/guia/index.html')).toContain('/edit/main/content/docs/guia.md"');
  });

  it('show the date of each page’s last commit, in pt-BR, from one git log', () => {
    expect(read('docs/intro/index.html')).toMatch(
      /Atualizado em <time dateTime="2026-11-23">23 de novembro de 2026<\/time>/i,
    );
    expect(read('docs/guia/index.html')).toContain('10 de janeiro de 2026</time>');
    expect(read('docs/rascunho/index.html')).not.toContain('Atualizado em');
    expect(read('docs/rascunho/index.html')).toContain('Editar esta página');
    expect(logCalls()).toBe(1);
  });

  it('are kept by the memo until the history changes', async () => {
    const again = await runCli(['build', '--verbose'], site, env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/last-updated 1\/1/);
    expect(logCalls()).toBe(1);
    writeFileSync(path.join(site, 'content/docs/guia.md'), '# Primeiro guia\n\nRevisto.\n');
    commit('Guia revisto', '2026-11-24T09:00:00Z');
    const after = await runCli(['build'], site, env);
    expect(after.code, after.stderr).toBe(0);
    expect(logCalls()).toBe(2);
    expect(read('docs/guia/index.html')).toContain('24 de novembro de 2026</time>');
  });

  it('are absent by default', async () => {
    const plain = copyFixture('basic-site');
    const built = await runCli(['build'], plain);
    expect(built.code, built.stderr).toBe(0);
    const html = readFileSync(path.join(plain, 'dist/docs/intro/index.html'), 'utf8');
    expect(html).not.toContain('doc-meta');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  });
});

describe('the docs page with logo, edit link and date', () => {
  it('has no axe-core violation in either theme, the edit link focusable', async () => {
    const browser = await launchBrowser();
    const server = await serveStatic(path.join(site, 'dist'));
    try {
      for (const theme of ['light', 'dark']) {
        const page = await browser.newPage();
        await page.addInitScript(`localStorage.setItem('docgen.theme', '${theme}')`);
        await gotoSettled(page, `${server.url}docs/intro/`);
        expect(await axeViolations(page), theme).toEqual([]);
        await page.focus('.doc-meta__edit');
        const outline = await page.$eval(
          '.doc-meta__edit',
          (a) => getComputedStyle(a).outlineStyle,
        );
        expect(outline).toBe('solid');
        await page.close();
      }
    } finally {
      await server.close();
      await browser.cleanup();
    }
  });
});

describe('logo, favicon and customCss', () => {
  it('put the logo in the header, published with a hash and sized by its proportions', () => {
    const img = /<a class="navbar__brand" href="\/"><img class="navbar__logo" [^>]*>/.exec(
      read('index.html'),
    )?.[0];
    expect(img).toMatch(/src="\/assets\/logo-[0-9a-f]{10}\.svg"/);
    expect(img).toContain('alt="Acme" width="48" height="32"');
    const file = /src="\/(assets\/logo-[0-9a-f]{10}\.svg)"/.exec(img!)![1]!;
    expect(read(file)).toBe(readFileSync(path.join(site, 'marca/logo.svg'), 'utf8'));
  });

  it('publish the favicon under its own type', () => {
    expect(read('docs/intro/index.html')).toContain(
      '<link rel="icon" href="/favicon.png" type="image/png"/>',
    );
    expect(readFileSync(path.join(site, 'dist/favicon.png'))).toEqual(
      readFileSync(path.join(site, 'marca/favicon.png')),
    );
    expect(readdirSync(path.join(site, 'dist'))).not.toContain('favicon.svg');
  });

  it('append the custom stylesheet after the site’s, served under the CSP', async () => {
    const href = /<link rel="stylesheet" href="\/(assets\/site-[0-9a-f]+\.css)"\/>/.exec(
      read('index.html'),
    )![1]!;
    const css = read(href);
    expect(css.trimEnd().endsWith('border-top: 4px solid #0b6e4f;\n}')).toBe(true);
    expect(css.indexOf('/* customCss: custom.css */')).toBeGreaterThan(css.indexOf('.navbar'));
    let served: DevProcess | undefined;
    try {
      served = await startDocgen(['serve', '--port', '0'], site);
      const port = Number(new URL(served.url).port);
      const page = await rawRequest(port, '/docs/intro/');
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(/style-src 'self'/);
      expect(policy).not.toContain('unsafe-inline');
      const sheet = await rawRequest(port, '/' + href);
      expect(sheet.status).toBe(200);
      expect(sheet.headers['content-type']).toMatch(/^text\/css/);
      expect(sheet.body.toString('utf8')).toContain('#0b6e4f');
    } finally {
      expect(await served?.stop()).toBe(0);
    }
  });

  it('name the config key of a missing file (DG1005), and exit 1', async () => {
    const broken = copyFixture('brand-site');
    writeFileSync(
      path.join(broken, 'docgen.config.ts'),
      "export default { title: 'X', logo: 'marca/sumiu.svg' };\n",
    );
    const result = await runCli(['build'], broken);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docgen.config.ts#/logo');
    expect(result.stderr).toContain('DG1005');
    expect(result.stderr).toContain('marca/sumiu.svg');
    expect(result.stderr).toContain('hint: Fix the path of "logo"');
  });
});
