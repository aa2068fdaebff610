// XSS corpus: test/fixtures/xss-site puts script payloads in every string an author or a spec
// controls (front matter, raw HTML, links, images, code titles, Mermaid, admonitions, tabs,
// footnotes, spec descriptions, summaries, enums, examples, schema titles, tag names, operationIds,
// servers…). Every built page is loaded under its CSP: no dialog opens, no payload runs, no CSP
// violation is logged, and the DOM holds no event handler, script URL or active element that the
// site did not write.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.js';
import { copyFixture } from '../helpers/cli.js';
import { buildSite, generatedCsp, routesOf, serveWithHeaders } from './chrome-support.js';

interface Findings {
  pwned: unknown;
  violations: string[];
  dangerous: string[];
}

/**
 * Runs in the page: every attribute and element that could run script, other than the site's own.
 */
function scanDom(): string[] {
  const out: string[] = [];
  const scriptUrl = /^(javascript|vbscript|data:text\/html)/i;
  const urlAttributes = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'poster',
    'background',
    'srcset',
    'ping',
  ]);
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) out.push(`<${el.localName} ${attr.name}>`);
      if (
        urlAttributes.has(attr.name.toLowerCase()) &&
        // Browsers skip whitespace and C0 control characters in a URL's scheme: so does this check.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the C0 range is the point here
        scriptUrl.test(attr.value.replace(/[\s\u0000-\u001f]/g, ''))
      )
        out.push(`<${el.localName} ${attr.name}="${attr.value.slice(0, 40)}">`);
      if (attr.name === 'srcdoc') out.push(`<${el.localName} srcdoc>`);
    }
    if (
      ['iframe', 'object', 'embed', 'base', 'form', 'frame', 'frameset', 'applet'].includes(
        el.localName,
      )
    )
      out.push(`<${el.localName}>`);
    if (el.localName === 'meta' && el.hasAttribute('http-equiv'))
      out.push(`<meta http-equiv="${el.getAttribute('http-equiv')}">`);
    if (el.localName === 'script') {
      const type = el.getAttribute('type');
      const text = el.textContent ?? '';
      // The site's own: the theme script in <head>, the module bundle, and JSON data with every `<`
      // escaped.
      const json = type === 'application/json' && !text.includes('<');
      const own =
        (el.hasAttribute('src') && type === 'module') ||
        json ||
        (!el.hasAttribute('src') &&
          type === null &&
          el.parentElement === document.head &&
          !/__pwned/.test(text));
      if (!own) out.push(`<script>${text.slice(0, 60)}`);
    }
    // Mermaid diagrams carry their own <style> (hashed in the CSP); any other stylesheet in the
    // body is injected.
    if (
      el.localName === 'style' &&
      el.parentElement !== document.head &&
      (el.closest('figure.diagram') === null || /__pwned|javascript:/.test(el.textContent ?? ''))
    )
      out.push('<style> in body');
  }
  return out;
}

async function visit(page: Page, url: string): Promise<Findings> {
  await page.goto(url, { waitUntil: 'load' });
  // Hover and focus everything once, for payloads on mouse and focus events; open every <details>.
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const type of ['mouseover', 'focus', 'toggle']) el.dispatchEvent(new Event(type));
    }
    for (const d of Array.from(document.querySelectorAll('details'))) d.open = true;
  });
  await page.waitForTimeout(50);
  return page.evaluate((scan) => {
    const w = window as unknown as { __pwned?: unknown; __violations: string[] };
    // The scanner is passed as source text, to run in the page.
    const dangerous = new Function(`return (${scan})()`)() as string[];
    return { pwned: w.__pwned, violations: w.__violations, dangerous };
  }, scanDom.toString());
}

describe('XSS corpus: payloads in content and spec stay inert', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let served: Awaited<ReturnType<typeof serveWithHeaders>>;
  let routes: string[];
  let dist: string;

  beforeAll(async () => {
    const dir = copyFixture('xss-site');
    dist = await buildSite(dir);
    routes = routesOf(dist);
    served = await serveWithHeaders(dist, { 'Content-Security-Policy': generatedCsp(dist) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
    served?.server.close();
  });

  it('builds every page of the corpus', () => {
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/docs/intro/', '/docs/markdown/', '/api/', '/api/schemas/']),
    );
    expect(routes.filter((r) => r.startsWith('/api/')).length).toBeGreaterThanOrEqual(4);
  });

  it(
    'no page opens a dialog, runs a payload, ' + 'logs a CSP violation or keeps an active element',
    async () => {
      const context = await browser.newContext();
      await context.addInitScript(
        `window.__violations = []; document.addEventListener('securitypolicyviolation', ` +
          `(e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + ` +
          `(e.sample || '')));`,
      );
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const report: Record<string, Findings> = {};
      for (const route of [...routes, '/404.html']) {
        const findings = await visit(page, served.url + route.replace(/^\//, ''));
        if (
          findings.pwned !== undefined ||
          findings.violations.length > 0 ||
          findings.dangerous.length > 0
        )
          report[route] = findings;
      }
      // A hash naming a payload id goes through the client's id lookup, too.
      const hashed = await visit(
        page,
        `${served.url}api/#operation/` +
          `${encodeURIComponent(`obter"><script>window.__pwned='hash'</script>`)}`,
      );
      if (hashed.pwned !== undefined || hashed.violations.length > 0)
        report['/api/#payload'] = hashed;
      expect(report).toEqual({});
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it(
    'the checks see an injection when there is ' + 'one (a page with payloads written by hand)',
    async () => {
      const html = readFileSync(path.join(dist, 'docs/intro/index.html'), 'utf8').replace(
        '<main',
        `<img src="data:image/png;base64,AAAA" alt="" onerror="window.__pwned='canario'">` +
          `<script>window.__pwned='canario'</script><a href="javascript:alert(1)">x</a><main`,
      );
      mkdirSync(path.join(dist, 'canario'), { recursive: true });
      writeFileSync(path.join(dist, 'canario/index.html'), html);
      const context = await browser.newContext();
      await context.addInitScript(
        `window.__violations = []; document.addEventListener('securitypolicyviolation', ` +
          `(e) => window.__violations.push(e.violatedDirective));`,
      );
      const findings = await visit(await context.newPage(), `${served.url}canario/`);
      // The CSP stops both payloads, and says so; the scan names the three elements.
      expect(findings.pwned).toBeUndefined();
      expect(findings.violations).toEqual(
        expect.arrayContaining(['script-src-elem', 'script-src-attr']),
      );
      expect(findings.dangerous).toEqual(
        expect.arrayContaining([
          '<img onerror>',
          expect.stringMatching(/^<script>window.__pwned/),
          expect.stringMatching(/^<a href="javascript:/),
        ]),
      );
      await context.close();
    },
  );
});
