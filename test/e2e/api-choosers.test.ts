// The reference's example chooser and variant switch in Chromium, on sites built from the fixture
// specs and served with their own _headers (the Content-Security-Policy the build wrote): by
// mouse and keyboard, each sample following the choice, without JavaScript, and under axe-core.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifactsDir,
  axeViolations,
  gotoSettled,
  launchBrowser,
  renderAllSections,
} from '../helpers/browser.js';
import { repoRoot } from '../helpers/cli.js';
import { buildSite, generatedCsp, serveWithHeaders } from './chrome-support.js';

type Served = Awaited<ReturnType<typeof serveWithHeaders>>;

/** A site whose reference is one of the fixture specs, built and served with its own headers. */
async function serveSpec(spec: string): Promise<Served> {
  const site = mkdtempSync(path.join(tmpdir(), 'docgen-choosers-'));
  mkdirSync(path.join(site, 'content'));
  writeFileSync(path.join(site, 'content/index.md'), '# Início\n');
  writeFileSync(
    path.join(site, 'docgen.config.ts'),
    `export default { url: 'https://escolhas.exemplo.com.br', api: { spec: ${JSON.stringify(
      path.join(repoRoot, 'test/fixtures/specs', spec),
    )} } };\n`,
  );
  const dist = await buildSite(site);
  return serveWithHeaders(dist, { 'Content-Security-Policy': generatedCsp(dist) });
}

let browser: Browser & { cleanup: () => Promise<void> };
let examples: Served;
let variants: Served;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [examples, variants, browser] = await Promise.all([
    serveSpec('named-examples.yaml'),
    serveSpec('discriminator.yaml'),
    launchBrowser(),
  ]);
  mkdirSync(artifactsDir, { recursive: true });
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.cleanup();
  await Promise.all([examples?.close(), variants?.close()]);
});

interface Options {
  width?: number;
  theme?: 'light' | 'dark';
  javaScriptEnabled?: boolean;
}

/** The reference in a fresh context, with every CSP violation and console error recorded. */
async function open(served: Served, options: Options = {}): Promise<Page> {
  const { width = 1280, theme = 'light', javaScriptEnabled = true } = options;
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled,
  });
  contexts.push(context);
  await context.addInitScript(
    `try { localStorage.setItem('docgen.theme', '${theme}'); } catch {}\n` +
      'window.__problems = [];\n' +
      "document.addEventListener('securitypolicyviolation', (e) => " +
      "window.__problems.push('CSP ' + e.violatedDirective + ' ' + e.blockedURI));",
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await gotoSettled(page, `${served.url}api/`);
  Object.assign(page, { errors });
  return page;
}

/** CSP violations and console errors the page has met so far. */
async function problems(page: Page): Promise<string[]> {
  const recorded = await page.evaluate(
    () => (window as unknown as { __problems?: string[] }).__problems ?? [],
  );
  return [...recorded, ...(page as unknown as { errors: string[] }).errors];
}

/** The text of the code shown (not hidden) in a part of the page. */
const shownCode = (page: Page, scope: string) =>
  page.locator(`${scope} pre.api-code:visible`).first().innerText();

const PAY = '[id="operation/pagar"] .api-samples';

describe('the example chooser', () => {
  it('switches every language to the chosen example, by mouse and keyboard', async () => {
    const page = await open(examples);
    const chooser = page.locator(`${PAY} [role="tablist"][aria-label="Exemplo"]:visible`);
    await expect.poll(() => chooser.count()).toBe(1);
    const tabs = chooser.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([
      'Cartão de crédito',
      'Boleto bancário',
      'Pagamento instantâneo',
    ]);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await shownCode(page, PAY)).toContain('cartao-4242');
    await tabs.nth(1).click();
    expect(await shownCode(page, PAY)).toContain('boleto-0001');
    // Another language shows the same example: every chooser follows the one choice.
    await page.locator(`${PAY} [role="tablist"][aria-label="Linguagem"] >> text=Python`).click();
    const python = await shownCode(page, PAY);
    expect(python).toContain('import requests');
    expect(python).toContain('boleto-0001');
    // Keyboard: arrows move along the tabs, and the choice follows the focus.
    const selected = chooser.locator('[role="tab"][aria-selected="true"]');
    await selected.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Pagamento instantâneo',
    );
    expect(await shownCode(page, PAY)).toContain('brl-pix');
    // The panel's tabpanel is labelled by its tab.
    const panel = page.locator(`${PAY} .api-examples > [role="tabpanel"]:visible`);
    const labelledBy = await panel.getAttribute('aria-labelledby');
    expect(await page.locator(`[id="${labelledBy}"]`).innerText()).toBe('Pagamento instantâneo');
    expect(await problems(page)).toEqual([]);
  });

  it('shows every example, under its label, without JavaScript', async () => {
    const page = await open(examples, { javaScriptEnabled: false });
    const labels = page.locator(`${PAY} .api-examples .tabs__label:visible`);
    // Three examples in each of the eight languages, one after another.
    expect(await labels.count()).toBe(24);
    const codes = await page.locator(`${PAY} .api-examples pre.api-code:visible`).allInnerTexts();
    expect(codes).toHaveLength(24);
    expect(codes.filter((c) => c.includes('boleto-0001'))).toHaveLength(8);
    await page
      .locator('[id="operation/pagar"]')
      .screenshot({ path: path.join(artifactsDir, 'api-examples-nojs-1280-light.png') });
  });
});

const ANIMAL = '[id="operation/criarAnimal"]';

describe('the variant switch', () => {
  it('switches the variant and the samples made from it, by mouse and keyboard', async () => {
    const page = await open(variants);
    const body = page.locator(`${ANIMAL} [data-request-body]`);
    const switcher = body.locator('[role="tablist"][aria-label="Opção"]');
    await expect.poll(() => switcher.count()).toBe(1);
    const tabs = switcher.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['gato', 'Cachorro']);
    expect(await body.locator('.api-prop__name:visible').allInnerTexts()).toContain('miado');
    await tabs.nth(1).click();
    const names = await body.locator('.api-prop__name:visible').allInnerTexts();
    expect(names).toContain('latido');
    expect(names).not.toContain('miado');
    // The samples follow the switch: the discriminator's value of the chosen variant.
    const samples = `${ANIMAL} .api-samples`;
    expect(await shownCode(page, samples)).toContain('"especie": "Cachorro"');
    await tabs.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(await shownCode(page, samples)).toContain('"especie": "gato"');
    // And the other way: the samples' chooser moves the switch.
    await page
      .locator(`${samples} [role="tablist"][aria-label="Exemplo"]:visible >> text=Cachorro`)
      .click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await problems(page)).toEqual([]);
  });

  it('shows every variant, under its label, without JavaScript', async () => {
    const page = await open(variants, { javaScriptEnabled: false });
    // Sections off screen are not rendered (content-visibility) and have no inner text yet.
    await renderAllSections(page);
    const animal = page.locator(`${ANIMAL} [data-request-body]`);
    expect(await animal.locator('.api-variant-tabs .tabs__label:visible').allInnerTexts()).toEqual([
      'gato',
      'Cachorro',
    ]);
    const names = await animal.locator('.api-prop__name:visible').allInnerTexts();
    for (const name of ['miado', 'latido']) expect(names).toContain(name);
    // Folded in a property (`origem`), the options are all there once it is opened.
    const payment = page.locator('[id="operation/criarPagamento"] [data-request-body]');
    await payment.locator('summary.api-prop__head').first().click();
    expect(await payment.locator('.api-variant-tabs .tabs__label:visible').allInnerTexts()).toEqual(
      ['cartao', 'conta_bancaria'],
    );
    await page
      .locator(ANIMAL)
      .screenshot({ path: path.join(artifactsDir, 'api-variants-nojs-1280-light.png') });
  });
});

describe('axe-core on the chooser and the switch', () => {
  for (const theme of ['light', 'dark'] as const)
    for (const width of [1280, 390])
      it(`finds no violation at ${width} px, ${theme}`, async () => {
        for (const [served, scope, name] of [
          [examples, '[id="operation/pagar"]', 'examples'],
          [variants, ANIMAL, 'variants'],
        ] as const) {
          const page = await open(served, { width, theme });
          await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe(theme);
          await expect
            .poll(() => page.locator(`${scope} [role="tablist"]`).count())
            .toBeGreaterThan(1);
          await renderAllSections(page);
          const section = page.locator(scope);
          await section.scrollIntoViewIfNeeded();
          await section.screenshot({
            path: path.join(artifactsDir, `api-${name}-${width}-${theme}.png`),
          });
          expect(await axeViolations(page, scope), `${name} ${width} ${theme}`).toEqual([]);
        }
      });
});
