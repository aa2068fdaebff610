// Code blocks as Docusaurus writes them (magic comments, showLineNumbers, ranges), built by the CLI
// and shown in Chromium under the site's own Content-Security-Policy: what is shown, copied,
// published in the page's .md copy, and the screenshots of both themes at 1280 and 390 px.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { LINE_NUMBERS_CSS } from '../../src/node/content/plugins/code-blocks.js';
import { markdownFileOfRoute } from '../../src/node/site/routes.js';
import { artifactsDir, axeViolations } from '../helpers/browser.js';
import { cspViolations, siteInBrowser, themeAndCspWatch } from './chrome-support.js';

const PAGE = [
  '# Código',
  '',
  '```js title="cliente.js" showLineNumbers',
  "const cliente = criarCliente('sandbox');",
  '// highlight-next-line',
  'const token = await cliente.obterToken();',
  '// highlight-start',
  'const envelope = await cliente.envelopes.criar({',
  "  nome: 'Contrato',",
  '});',
  '// highlight-end',
  'console.log(envelope.id);',
  '```',
  '',
  'Um bloco em Python, numerado a partir da linha 98:',
  '',
  '```py showLineNumbers=98',
  'import docgen',
  '# highlight-next-line',
  'print(docgen)',
  'print("fim")',
  '```',
  '',
  '```html',
  '<!-- highlight-next-line -->',
  '<p>Olá</p>',
  '```',
  '',
  'Com intervalo na abertura, os comentários ficam:',
  '',
  '```js {2}',
  '// highlight-next-line',
  'x();',
  '```',
  '',
].join('\n');

const JS_CODE = [
  "const cliente = criarCliente('sandbox');",
  'const token = await cliente.obterToken();',
  'const envelope = await cliente.envelopes.criar({',
  "  nome: 'Contrato',",
  '});',
  'console.log(envelope.id);',
].join('\n');

const project = mkdtempSync(path.join(tmpdir(), 'docgen-code-lines-'));
mkdirSync(path.join(project, 'content/docs'), { recursive: true });
writeFileSync(path.join(project, 'content/index.md'), '# Início\n');
writeFileSync(path.join(project, 'content/docs/codigo.md'), PAGE);
writeFileSync(
  path.join(project, 'docgen.config.ts'),
  "import { defineConfig } from 'docgen-openapi';\n" +
    "export default defineConfig({ title: 'Código', url: 'https://codigo.exemplo.com.br' });\n",
);

describe('code blocks with magic comments and line numbers', () => {
  const site = siteInBrowser(project, 'code-lines');
  let html: string;
  beforeAll(() => {
    html = readFileSync(path.join(site.dist, 'docs/codigo/index.html'), 'utf8');
  });

  it('shows the code without its magic comments, the marked lines highlighted', () => {
    const blocks = html.split('<div class="code-block"').slice(1);
    expect(blocks).toHaveLength(4);
    const marks = (block: string) =>
      [...block.matchAll(/<span class="line( highlighted)?"/g)].map((m) => (m[1] ? 1 : 0));
    expect(marks(blocks[0]!)).toEqual([0, 1, 1, 1, 1, 0]);
    expect(marks(blocks[1]!)).toEqual([0, 1, 0]);
    expect(marks(blocks[2]!)).toEqual([1]);
    // A range in the fence keeps the comment as code, as Docusaurus does.
    expect(marks(blocks[3]!)).toEqual([0, 1]);
    expect(blocks.slice(0, 3).join('')).not.toContain('highlight-');
    expect(blocks[3]).toContain('highlight-next-line');
    expect([...blocks[1]!.matchAll(/data-line="(\d+)"/g)].map((m) => m[1])).toEqual([
      '98',
      '99',
      '100',
    ]);
  });

  it('allows the line numbers style by its hash, and nothing else inline', () => {
    const style = `'sha256-${createHash('sha256').update(LINE_NUMBERS_CSS).digest('base64')}'`;
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(site.csp).toMatch(new RegExp(`style-src 'self' ${style.replace(/[+/]/g, '\\$&')};`));
    // The home page numbers no line: it has no style block.
    expect(readFileSync(path.join(site.dist, 'index.html'), 'utf8')).not.toContain('<style');
  });

  it("publishes the page's .md copy without the magic comments", () => {
    const copy = readFileSync(path.join(site.dist, markdownFileOfRoute('/docs/codigo/')), 'utf8');
    expect(copy).toBe(
      PAGE.split('\n')
        .filter(
          (line, i, all) => !/^(\/\/|#|<!--) highlight-/.test(line) || all[i - 1] === '```js {2}',
        )
        .join('\n')
        .trimEnd() + '\n',
    );
    expect(copy).toContain('```js {2}\n// highlight-next-line\nx();');
  });

  const open = async (width: number, theme: 'light' | 'dark'): Promise<Page> => {
    const context = await site.browser.newContext({ viewport: { width, height: 900 } });
    site.contexts.push(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.addInitScript(themeAndCspWatch(theme));
    const page = await context.newPage();
    await page.goto(`${site.server.url}docs/codigo/`, { waitUntil: 'networkidle' });
    return page;
  };
  /** The contrast of line `at`'s number (of the first block) with the line's background. */
  const numberContrast = (page: Page, at: number) =>
    page
      .locator('.code-block')
      .first()
      .locator('.line')
      .nth(at)
      .evaluate((line) => {
        const rgba = (css: string) => {
          const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
          return { r, g, b, a };
        };
        const under = rgba(getComputedStyle(line.closest('pre')!).backgroundColor);
        // An opaque background to compose over, or no measure at all (0 fails the test).
        if (under.a !== 1) return 0;
        const tint = rgba(getComputedStyle(line).backgroundColor);
        const bg = (k: 'r' | 'g' | 'b') => tint[k] * tint.a + under[k] * (1 - tint.a);
        const fg = rgba(getComputedStyle(line, '::before').color);
        const luminance = (c: { r: number; g: number; b: number }) => {
          const lin = (v: number) =>
            v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4;
          return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
        };
        const [hi, lo] = [luminance(fg), luminance({ r: bg('r'), g: bg('g'), b: bg('b') })].sort(
          (x, y) => y - x,
        );
        return (hi! + 0.05) / (lo! + 0.05);
      });
  const violations = cspViolations;

  it('copies the code alone: no line numbers, no magic comments (under the CSP)', async () => {
    const page = await open(1280, 'light');
    const block = page.locator('.code-block').first();
    const button = block.locator('.copy-button');
    await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copiado!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(JS_CODE);
    // A reader's own selection of the block takes no number either.
    const selected = await block.locator('pre').evaluate((pre) => {
      const range = document.createRange();
      range.selectNodeContents(pre);
      const selection = getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected).toBe(JS_CODE);
    // The numbers are shown, from the style block the CSP let through.
    const number = (n: number) =>
      page
        .locator('.code-block')
        .nth(n)
        .locator('.line')
        .first()
        .evaluate((line) => getComputedStyle(line, '::before').content);
    expect(await number(0)).toBe('"1"');
    expect(await number(1)).toBe('"98"');
    expect(await number(2)).toBe('none');
    expect(await violations(page)).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const)
    for (const width of [1280, 390])
      it(`screenshot at ${width} px, ${theme}: no axe violation, no CSP violation`, async () => {
        const page = await open(width, theme);
        mkdirSync(artifactsDir, { recursive: true });
        await page.screenshot({
          path: path.join(artifactsDir, `code-lines-${width}-${theme}.png`),
          fullPage: true,
        });
        expect(await axeViolations(page, 'main')).toEqual([]);
        // axe does not read generated content: the numbers' contrast, on a plain and on a
        // highlighted line (its tint composed over the block's background), is measured here.
        for (const at of [0, 1]) expect(await numberContrast(page, at)).toBeGreaterThanOrEqual(4.5);
        expect(await violations(page)).toEqual([]);
      });
});
