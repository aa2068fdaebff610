// What `docgen build` publishes beside the pages, on this repository's real site: deterministic
// output, llms.txt and the Markdown copies, manifest.json, and _headers (whose CSP is tried in
// Chromium on every route, in both themes).
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/node/config/load.js';
import { createSiteProcessor } from '../../src/node/content/processor.js';
import { markdownSettings, transformMarkdown } from '../../src/node/content/transform.js';
import { cspHash } from '../../src/node/site/theme-script.js';
import { parseHeadersFile } from '../../src/node/dev/serve/headers-file.js';
import { gotoSettled, launchBrowser, settle } from '../helpers/browser.js';
import { repoRoot, runCli, snapshotTree } from '../helpers/cli.js';
import { generatedCsp, routesOf, serveWithHeaders } from './chrome-support.js';

const SITE = 'https://docs.exemplo-assinaturas.com.br';
let dist: string;
let second: string;

async function buildInto(): Promise<string> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-publish-')), 'dist');
  const result = await runCli(['build', '--out', out], repoRoot);
  expect(result.code, result.stderr).toBe(0);
  return out;
}

beforeAll(async () => {
  dist = await buildInto();
  second = await buildInto();
}, 120_000);

const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
/** Text of an HTML fragment: tags dropped, entities of text decoded, whitespace collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const articleOf = (html: string) =>
  /<article class="markdown">([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';

describe('deterministic builds', () => {
  it('two builds of the same inputs are byte-identical', () => {
    const a = snapshotTree(dist);
    const b = snapshotTree(second);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    const different = [...a].filter(([file, bytes]) => b.get(file) !== bytes).map(([file]) => file);
    expect(different).toEqual([]);
  });

  it('manifest.json lists every file with its size and hash, sorted', () => {
    const manifest = JSON.parse(read('manifest.json')) as {
      version: number;
      files: { route: string; file: string; bytes: number; sha256: string }[];
    };
    expect(manifest.version).toBe(1);
    const onDisk = [...snapshotTree(dist).keys()]
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => f !== 'manifest.json')
      .sort();
    expect(manifest.files.map((f) => f.file)).toEqual(onDisk);
    for (const entry of manifest.files) {
      const bytes = readFileSync(path.join(dist, entry.file));
      expect(entry.bytes).toBe(bytes.byteLength);
      expect(entry.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    expect(manifest.files.find((f) => f.file === 'docs/intro/index.html')?.route).toBe(
      '/docs/intro/',
    );
  });
});

describe('llms.txt and the Markdown copies', () => {
  it('llms.txt follows the convention and every link resolves to a published file', () => {
    const text = read('llms.txt');
    expect(text).toMatch(/^# API de Assinatura Eletrônica\n\n> \S/);
    expect(text).toMatch(
      new RegExp(
        '\\n## Docs\\n\\n- \\[Introdução\\]\\(https:\\/' +
          '\\/docs\\.exemplo-assinaturas\\.com\\.br\\/docs\\/intro\\/index\\.md\\): \\S',
      ),
    );
    const links = [...text.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(15);
    for (const link of links) {
      expect(link.startsWith(SITE + '/'), link).toBe(true);
      const file = decodeURI(link.slice(SITE.length + 1));
      expect(
        existsSync(path.join(dist, file.endsWith('/') || file === '' ? file + 'index.html' : file)),
        link,
      ).toBe(true);
    }
  });

  it(
    'every docs page has a Markdown copy, ' + 'listed in llms.txt and included in llms-full.txt',
    () => {
      // Every Markdown file under content/docs/ is a docs page (this site sets no custom slugs).
      const pages = readdirSync(path.join(repoRoot, 'content/docs'), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.md'))
        .map((f) => `/docs/${f.split(path.sep).join('/').replace(/\.md$/, '')}/`);
      expect(pages.length).toBeGreaterThan(10);
      const list = read('llms.txt');
      const full = read('llms-full.txt');
      for (const route of pages) {
        const copy = read(route.slice(1) + 'index.md');
        expect(list, route).toContain(`(${SITE}${route}index.md)`);
        expect(full, route).toContain(copy.trimEnd());
        expect(copy, route).toMatch(/^# \S/);
        expect(copy, route).not.toMatch(/^---\n/);
        // Links are absolute: nothing relative to the copy's own folder survives.
        expect(copy, route).not.toMatch(/\]\((?!https?:|mailto:|#)[^)]*\)/);
      }
    },
  );

  it('the Markdown copies round-trip the text of their page', async () => {
    const config = await loadConfig({ cwd: repoRoot });
    const processor = await createSiteProcessor();
    const pages = routesOf(dist).filter((r) => existsSync(path.join(dist, r.slice(1), 'index.md')));
    for (const route of pages) {
      const copy = read(route.slice(1) + 'index.md');
      const again = await transformMarkdown(
        { file: path.join(dist, route.slice(1), 'index.md'), relPath: 'docs/copia.md', body: copy },
        { processor, settings: markdownSettings(config), routeOf: () => undefined },
      );
      expect(textOf(again.html), route).toBe(
        textOf(articleOf(read(route.slice(1) + 'index.html'))),
      );
    }
  }, 60_000);
});

describe('_headers', () => {
  it('allows exactly the inline scripts and styles the pages contain, by hash', () => {
    const csp = generatedCsp(dist);
    const inline = { script: new Set<string>(), style: new Set<string>() };
    for (const route of [...routesOf(dist), '/404.html']) {
      const html = read(route.endsWith('.html') ? route.slice(1) : route.slice(1) + 'index.html');
      for (const m of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g))
        if (m[2] && !/application\/(ld\+)?json/.test(m[1]!)) inline.script.add(cspHash(m[2]));
      for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
        if (m[1]) inline.style.add(cspHash(m[1]));
      // External scripts and styles are the site's own files (allowed by 'self').
      for (const m of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g))
        expect(existsSync(path.join(dist, m[1]!.slice(1))), m[1]).toBe(true);
    }
    const sources = (directive: string) =>
      new Set(
        [
          ...(new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1] ?? '').matchAll(
            /'(sha256-[^']+)'/g,
          ),
        ].map((m) => `'${m[1]}'`),
      );
    expect(sources('script-src')).toEqual(
      new Set([...inline.script].map((h) => (h.startsWith("'") ? h : `'${h}'`))),
    );
    expect(sources('style-src')).toEqual(
      new Set([...inline.style].map((h) => (h.startsWith("'") ? h : `'${h}'`))),
    );
  });

  it(
    'gives every file exactly one Cache-Control: ' +
      'immutable for hashed assets, revalidation for the rest',
    () => {
      const rules = parseHeadersFile(read('_headers'));
      const security = rules
        .filter((r) => r.pattern.test('/docs/intro/'))
        .flatMap((r) => r.headers.map(([name]) => name));
      expect(security).toEqual(
        expect.arrayContaining([
          'Content-Security-Policy',
          'X-Content-Type-Options',
          'Referrer-Policy',
        ]),
      );
      const urls = [...snapshotTree(dist).keys()]
        .map((f) => '/' + f.split(path.sep).join('/'))
        .filter((f) => f !== '/_headers');
      for (const url of [...urls, ...routesOf(dist)]) {
        const cache = rules
          .filter((r) => r.pattern.test(url))
          .flatMap((r) =>
            r.headers.filter(([name]) => name === 'Cache-Control').map(([, value]) => value),
          );
        expect(cache, url).toEqual([
          url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ]);
      }
    },
  );
});

describe('the CSP in Chromium, on every route of this site', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  it.each(['light', 'dark'])(
    'no violation in the %s theme',
    async (theme) => {
      const csp = generatedCsp(dist);
      const served = await serveWithHeaders(dist, { 'Content-Security-Policy': csp });
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(
        `localStorage.setItem('docgen.theme', '${theme}'); window.__violations = []; ` +
          `document.addEventListener('securitypolicyviolation', ` +
          `(e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`,
      );
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        const routes = routesOf(dist);
        expect(routes.length).toBeGreaterThan(20);
        for (const route of [...routes, '/404.html']) {
          const response = await gotoSettled(page, served.url + route.slice(1));
          expect(response?.headers()['content-security-policy']).toBe(csp);
          expect(await page.getAttribute('html', 'data-theme'), route).toBe(theme);
          // Scroll to the end so lazily loaded parts (API reference chunks, diagrams) run too.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await settle(page);
          expect(
            await page.evaluate(
              () => (window as unknown as { __violations: string[] }).__violations,
            ),
            route,
          ).toEqual([]);
        }
        expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      } finally {
        await context.close();
        await served.close();
      }
    },
    180_000,
  );
});
