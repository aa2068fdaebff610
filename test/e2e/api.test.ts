import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedOperationId } from '../../src/node/openapi/ids.js';
import { loadSpec } from '../../src/node/openapi/load.js';
import {
  artifactsDir,
  axeViolations,
  launchBrowser,
  renderAllSections,
} from '../helpers/browser.js';
import { copyFixture, repoRoot, runCli } from '../helpers/cli.js';
import { serveStatic } from '../helpers/static-server.js';
import { HTTP_METHODS } from '../../src/shared/api-view-models.js';

// biome-ignore lint/suspicious/noExplicitAny: the dereferenced spec is untyped JSON
type Obj = Record<string, any>;
const specs = path.join(repoRoot, 'test/fixtures/specs');

/**
 * What the spec says each operation must show: its id, parameters, body media types, statuses,
 * property names.
 */
async function expectedOperations(file: string) {
  const document = (await loadSpec(file)).document as Obj;
  const ops: {
    id: string;
    params: string[];
    media: string[];
    statuses: string[];
    properties: Record<string, string[]>;
  }[] = [];
  for (const [p, item] of Object.entries<Obj>(document.paths ?? {})) {
    for (const method of HTTP_METHODS.filter((m) => item[m])) {
      const op = item[method];
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(
        (x: Obj) => `${x.in}:${x.name}`,
      );
      const properties: Record<string, string[]> = {};
      for (const [status, r] of Object.entries<Obj>(op.responses ?? {})) {
        const schema = Object.values<Obj>(r.content ?? {})[0]?.schema;
        // A response leaves out writeOnly properties (OpenAPI): a note names them instead.
        properties[status] = Object.entries<Obj>(schema?.properties ?? {})
          .filter(([, property]) => property.writeOnly !== true)
          .map(([name]) => name);
      }
      ops.push({
        id: op.operationId ?? generatedOperationId(method, p),
        params: [...new Set(params)],
        media: Object.keys(op.requestBody?.content ?? {}),
        statuses: Object.keys(op.responses ?? {}),
        properties,
      });
    }
  }
  return ops;
}

/** Checks the rendered page against the spec, operation by operation (works with JS disabled). */
async function expectEveryOperation(page: Page, file: string): Promise<number> {
  const expected = await expectedOperations(file);
  const missing = await page.evaluate((ops) => {
    const problems: string[] = [];
    for (const op of ops) {
      const section = document.getElementById(`operation/${op.id}`);
      if (!section) {
        problems.push(`no section operation/${op.id}`);
        continue;
      }
      for (const p of op.params)
        if (!section.querySelector(`[data-param="${CSS.escape(p)}"]`))
          problems.push(`${op.id}: parameter ${p}`);
      for (const m of op.media)
        if (!section.querySelector(`[data-request-body] [data-media="${CSS.escape(m)}"]`))
          problems.push(`${op.id}: body ${m}`);
      for (const s of op.statuses) {
        const response = section.querySelector(`[data-status="${CSS.escape(s)}"]`);
        if (!response) problems.push(`${op.id}: response ${s}`);
        for (const name of op.properties[s] ?? []) {
          const names = [...(response?.querySelectorAll('.api-prop__name') ?? [])].map(
            (n) => n.textContent,
          );
          if (!names.includes(name)) problems.push(`${op.id}: response ${s} property ${name}`);
        }
      }
    }
    return problems;
  }, expected);
  expect(missing).toEqual([]);
  return expected.length;
}

describe('API reference of the hard-case spec (fixture api-site)', () => {
  let browser: Browser & { cleanup: () => Promise<void> };
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let dist: string;
  const contexts: BrowserContext[] = [];
  const spec = path.join(specs, 'hard-cases.yaml');

  beforeAll(async () => {
    const dir = copyFixture('api-site');
    const result = await runCli(['build', '--out', 'dist', '--spec', spec], dir);
    expect(result.code, result.stderr).toBe(0);
    dist = path.join(dir, 'dist');
    server = await serveStatic(dist);
    browser = await launchBrowser();
    mkdirSync(artifactsDir, { recursive: true });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.cleanup();
    await server?.close();
  });

  async function open(
    hash = '',
    options: Parameters<Browser['newContext']>[0] = {},
  ): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}api/${hash}`);
    return page;
  }

  it('writes the spec downloads next to the page, and the page links them', async () => {
    expect(readFileSync(path.join(dist, 'api/openapi.yaml'), 'utf8')).toMatch(/^openapi: 3\.1\.0/);
    expect(JSON.parse(readFileSync(path.join(dist, 'api/openapi.json'), 'utf8')).info.title).toBe(
      'Casos difíceis — Ação & Coração',
    );
    const html = readFileSync(path.join(dist, 'api/index.html'), 'utf8');
    expect(html).toContain('href="/api/openapi.yaml"');
    expect(html).toContain('href="/api/openapi.json"');
    expect(gzipSync(html).length).toBeLessThan(2 * 1024 * 1024);
  });

  it(
    'is complete and readable with JavaScript disabled: ' +
      'every operation, parameter, body and response of the spec',
    async () => {
      const page = await open('', { javaScriptEnabled: false });
      expect(await expectEveryOperation(page, spec)).toBe(5);
      // Samples stack under their labels, and so do the options of a variant switch.
      await expect
        .poll(() => page.locator('#operation\\/get-v1-items-item .tabs__label').allTextContents())
        .toEqual([
          'cURL',
          'JavaScript',
          'Node.js',
          'Python',
          'PHP',
          'Java',
          'C#',
          'Go',
          '200',
          '422',
        ]);
      expect(
        await page.locator('#schema\\/Pet .api-variant-tabs > .tabs__panel > .tabs__label').count(),
      ).toBe(2);
      expect(
        await page.locator('#schema\\/Pet .api-variant-tabs > .tabs__panel:visible').count(),
      ).toBe(2);
      // Rendered text, as a reader sees it: off-screen sections are not rendered
      // (content-visibility) until scrolled to.
      const pet = page.locator('#schema\\/Pet');
      await pet.scrollIntoViewIfNeeded();
      await expect.poll(() => pet.innerText()).toContain('gato → Cat');
      expect(await page.locator('#operation\\/webhook-post-envelopeconcluido').count()).toBe(1);
      expect(
        await page
          .locator('#operation\\/post-v1-trees-arvoreCriada-post-request-body-callbackurl')
          .count(),
      ).toBe(1);
      expect(
        await page.locator('#schema\\/Item .api-circular a').first().getAttribute('href'),
      ).toBe('#schema/Item');
      // Sanitized spec Markdown: nothing executable reached the page.
      const html = await page.content();
      expect(html).not.toMatch(/<script>alert|onerror=|onclick=|href="javascript:/);
      await page.screenshot({ path: path.join(artifactsDir, 'api-nojs-1280-light.png') });
    },
  );

  it('remembers the sample language across groups and reloads', async () => {
    const page = await open('#operation/get-v1-items-item');
    const group = page.locator('#operation\\/get-v1-items-item [data-tabs="linguagem"]');
    await group.getByRole('tab', { name: 'Python' }).click();
    await expect.poll(() => group.locator('[data-tab-label="Python"]').isVisible()).toBe(true);
    expect(await group.locator('[data-tab-label="cURL"]').isVisible()).toBe(false);
    const other = page.locator('#operation\\/post-v1-items-upload [data-tabs="linguagem"]');
    expect(await other.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.evaluate(() => localStorage.getItem('docgen.tabs.linguagem'))).toBe('Python');
    await page.reload();
    await expect
      .poll(() =>
        page
          .locator(
            '#operation\\/post-v1-trees [data-tabs="linguagem"] [role="tab"][aria-selected="true"]',
          )
          .textContent(),
      )
      .toBe('Python');
  });

  it(
    'colours the samples of the operations in view ' +
      '(CSS highlights), with no element per token',
    async () => {
      const page = await open('#operation/get-v1-items-item');
      const coloured = () =>
        page.evaluate(() => {
          const code = document.querySelector(
            '#operation\\/get-v1-items-item code[data-lang="curl"]',
          )!;
          const inCode = (kind: string) =>
            [...(CSS.highlights.get(`api-tk-${kind}`) ?? [])]
              .filter((r) => r.startContainer.parentNode === code)
              .map((r) => (r.startContainer as Text).data.slice(r.startOffset, r.endOffset));
          return { keywords: inCode('k'), strings: inCode('s'), elements: code.childElementCount };
        });
      await expect.poll(async () => (await coloured()).keywords).toEqual(['curl']);
      const { strings, elements } = await coloured();
      expect(strings).toContain("'Authorization: Bearer <token>'");
      expect(elements).toBe(0);
    },
  );

  it('keeps the samples one colour in forced colours (highlights look selected)', async () => {
    const registered = async (page: Page) => {
      // The reference's script has run: it marks the navigation last.
      await page.locator('details[data-api-nav][data-mounted]').waitFor({ state: 'attached' });
      return page.evaluate(() => CSS.highlights.size);
    };
    const forced = await open('#operation/get-v1-items-item', { forcedColors: 'active' });
    expect(await registered(forced)).toBe(0);
    const normal = await open('#operation/get-v1-items-item');
    expect(await registered(normal)).toBe(5);
  });

  it(
    'opens deep links at their section and ' + 'highlights it in the navigation (scroll spy)',
    async () => {
      const page = await open('#operation/post-v1-trees');
      const top = await page
        .locator('#operation\\/post-v1-trees')
        .evaluate((e) => e.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
      await expect
        .poll(() => page.locator('.api-nav a[aria-current="location"]').getAttribute('href'))
        .toBe('#operation/post-v1-trees');
      await page.locator('#tag\\/itens-de-armazenamento').scrollIntoViewIfNeeded();
      await page.evaluate(() =>
        document.getElementById('operation/get-v1-items-item')!.scrollIntoView(),
      );
      await expect
        .poll(() => page.locator('.api-nav a[aria-current="location"]').getAttribute('href'))
        .toBe('#operation/get-v1-items-item');
    },
  );

  it(
    'has no axe-core violations and leaves screenshots ' +
      'at desktop and phone width in both themes',
    async () => {
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [1280, 390]) {
          const context = await browser.newContext({ viewport: { width, height: 900 } });
          contexts.push(context);
          await context.addInitScript(
            `try { localStorage.setItem('docgen.theme', '${theme}'); } catch {}`,
          );
          const page = await context.newPage();
          await page.goto(`${server.url}api/#operation/post-v1-items-upload`);
          await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe(theme);
          await page.waitForTimeout(200);
          await page.screenshot({ path: path.join(artifactsDir, `api-${width}-${theme}.png`) });
          if (width === 1280) {
            await renderAllSections(page);
            expect(await axeViolations(page, '.api'), theme).toEqual([]);
          }
        }
      }
      expect(existsSync(path.join(artifactsDir, 'api-390-dark.png'))).toBe(true);
    },
  );

  it(
    'split into one page per tag above api.splitThreshold; ' + '/api/#operation/x still resolves',
    async () => {
      const dir = copyFixture('api-site');
      const result = await runCli(
        ['build', '--config', 'docgen.split.config.ts', '--out', 'dist', '--spec', spec],
        dir,
      );
      expect(result.code, result.stderr).toBe(0);
      const out = path.join(dir, 'dist/api');
      for (const page of [
        'index.html',
        'itens-de-armazenamento/index.html',
        'arvores/index.html',
        'webhooks/index.html',
        'schemas/index.html',
      ])
        expect(existsSync(path.join(out, page)), page).toBe(true);
      const overview = readFileSync(path.join(out, 'index.html'), 'utf8');
      expect(overview).toContain('href="/api/arvores/"');
      expect(overview).not.toContain('id="operation/post-v1-trees"');
      const split = await serveStatic(path.join(dir, 'dist'));
      try {
        const context = await browser.newContext();
        contexts.push(context);
        const page = await context.newPage();
        await page.goto(`${split.url}api/#operation/post-v1-trees`);
        await page.waitForURL(/\/api\/arvores\/#operation\/post-v1-trees$/);
        expect(await page.locator('#operation\\/post-v1-trees').count()).toBe(1);
        await page.goto(`${split.url}api/#schema/Pet`);
        await page.waitForURL(/\/api\/schemas\/#schema\/Pet$/);
      } finally {
        await split.close();
      }
    },
  );

  it('converts Swagger 2.0 input on load, says so (DG3004), and shows the result', async () => {
    const dir = copyFixture('api-site');
    const result = await runCli(
      ['build', '--out', 'dist', '--spec', path.join(specs, 'swagger2.yaml')],
      dir,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /swagger2\.yaml:2:1\s+warning\s+DG3004\s+Swagger 2\.0 document converted to OpenAPI 3\.0/,
    );
    const html = readFileSync(path.join(dir, 'dist/api/index.html'), 'utf8');
    for (const id of ['listPets', 'createPet', 'uploadPhoto'])
      expect(html).toContain(`id="operation/${id}"`);
    expect(html).toContain('https://petstore.example.com/v1');
    expect(html).toContain('multipart/form-data');
    const json = JSON.parse(readFileSync(path.join(dir, 'dist/api/openapi.json'), 'utf8'));
    expect(json.openapi).toBe('3.0.0');
    expect(readFileSync(path.join(dir, 'dist/api/openapi.yaml'), 'utf8')).toMatch(/^openapi: 3\.0/);
  });

  it('offers a JSON spec as it is, and no YAML download', async () => {
    const dir = copyFixture('api-site');
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Só JSON', version: '1' },
      paths: {
        '/v1/x': { get: { operationId: 'x', responses: { '200': { description: 'ok' } } } },
      },
    });
    writeFileSync(path.join(dir, 'api.json'), text);
    const result = await runCli(['build', '--out', 'dist', '--spec', 'api.json'], dir);
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'dist/api/openapi.json'), 'utf8')).toBe(text);
    expect(existsSync(path.join(dir, 'dist/api/openapi.yaml'))).toBe(false);
    const html = readFileSync(path.join(dir, 'dist/api/index.html'), 'utf8');
    expect(html).toContain('href="/api/openapi.json"');
    expect(html).not.toContain('openapi.yaml');
    expect(readFileSync(path.join(dir, 'dist/llms.txt'), 'utf8')).toMatch(
      /\[Documento OpenAPI\]\(\S+\/api\/openapi\.json\): a especificação OpenAPI da API, em JSON/,
    );
  });
});

describe('API reference of the real spec/openapi.yaml', () => {
  // One real build of the spec, served, for the tests below: each is slow when the machine is
  // loaded (a walk of every operation against the HTML, every deep link followed).
  const spec = path.join(repoRoot, 'spec/openapi.yaml');
  let dir: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    dir = copyFixture('api-site');
    const result = await runCli(['build', '--out', 'dist', '--spec', spec], dir);
    expect(result.code, result.stderr).toBe(0);
    server = await serveStatic(path.join(dir, 'dist'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
    await server?.close();
  });

  it('shows every operation of the spec with ' +
    'all its parameters, bodies and responses', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${server.url}api/`);
    expect(await expectEveryOperation(page, spec)).toBeGreaterThan(40);
    const html = readFileSync(path.join(dir, 'dist/api/index.html'));
    expect(gzipSync(html).length).toBeLessThan(2 * 1024 * 1024);
    await page.context().close();
  }, 180_000);

  // Its axe-core audits, as loaded and with every section rendered, in both themes, are this
  // site's own (a11y.test.ts): the same spec's reference, inside the site's chrome.

  // Off-screen operations skip rendering (content-visibility) with an estimated height: deep
  // links and in-page links must still land on their section, on a phone and on a desktop.
  it('lands deep links and in-page links on their section at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const linked = await context.newPage();
      await linked.goto(`${server.url}api/`);
      const ids = await linked.evaluate(() =>
        [...document.querySelectorAll('.api-op[id], .api-schema-entry[id]')].map((e) => e.id),
      );
      const far = [ids[Math.floor(ids.length / 2)]!, ids[ids.length - 1]!];
      // Under the navbar (scroll-padding-top) and, on a phone, under the navigation's bar that
      // stays there (the section's scroll-margin-top).
      const offset = (id: string) =>
        linked.evaluate((id) => {
          const target = document.getElementById(id)!;
          return (
            target.getBoundingClientRect().top -
            parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) -
            parseFloat(getComputedStyle(target).scrollMarginTop)
          );
        }, id);
      // Sections clip their overflow (for axe, see api.css): none may end up scrolled inside
      // itself.
      const scrolledSections = () =>
        linked.evaluate(() =>
          [...document.querySelectorAll('.api-op, .api-schema-entry')]
            .filter((e) => e.scrollTop !== 0)
            .map((e) => e.id),
        );
      for (const id of far) {
        await linked.goto(`${server.url}api/#${id}`);
        await expect.poll(() => offset(id), { message: `${width} px, #${id}` }).toBeCloseTo(0, -1);
        expect(await scrolledSections()).toEqual([]);
      }
      await linked.goto(`${server.url}api/`);
      for (const id of [...far].reverse()) {
        await linked.evaluate(
          (id) =>
            document.querySelector<HTMLAnchorElement>(`a[href="#${CSS.escape(id)}"]`)?.click() ??
            (location.hash = id),
          id,
        );
        await expect
          .poll(() => offset(id), { message: `${width} px, link to #${id}` })
          .toBeCloseTo(0, -1);
      }
      await context.close();
    }
  }, 180_000);
});
