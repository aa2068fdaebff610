import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artifactsDir,
  axeViolations,
  launchBrowser,
  renderAllSections,
} from '../helpers/browser.js';
import { copyFixture } from '../helpers/cli.js';
import {
  MOCK_CLIENT,
  type MockApi,
  mockToken,
  REJECTED_SUBJECT,
  startMockApi,
  TINY_PDF,
} from '../helpers/mock-api.js';
import { buildSite, generatedCsp, serveWithHeaders } from './chrome-support.js';
import { consoleOf, field, openConsole, send } from './try-it-support.js';

const shots = path.join(artifactsDir, 'try-it');

/** The fixture's config, with the console's servers at the mocks started for this run. */
function siteConfig(api: string, noCors: string): string {
  const port = (url: string) => new URL(url).port;
  return `import { defineConfig } from 'docgen';

export default defineConfig({
  title: 'Console de Teste',
  url: 'https://console-teste.exemplo.com.br',
  sidebars: { tutorialSidebar: ['intro'] },
  onBrokenLinks: 'ignore',
  api: {
    splitThreshold: 3,
    tryIt: {
      servers: [
        { url: '${api}', description: 'API simulada' },
        { url: '${noCors}', description: 'Servidor sem CORS' },
        {
          url: 'http://127.0.0.1:{porta}',
          description: 'Um dos dois, pela porta',
          variables: {
            porta: {
              default: '${port(noCors)}',
              enum: ['${port(noCors)}', '${port(api)}'],
              description: 'A porta do servidor simulado.',
            },
          },
        },
      ],
      oauth: { clientId: 'app-publico' },
    },
  },
});
`;
}

// Each step waits on Chromium: generous limits, as this 2-core machine is often loaded.
describe('"Experimentar": the console against a mock API, in Chromium, under the CSP', {
  timeout: 180_000,
}, () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let site: Awaited<ReturnType<typeof serveWithHeaders>>;
  let api: MockApi;
  let noCors: MockApi;
  let dist: string;
  let csp: string;
  const contexts: BrowserContext[] = [];
  /** Everything the pages asked for and logged, to look for tokens in. */
  const urls: string[] = [];
  const logs: string[] = [];

  beforeAll(async () => {
    [api, noCors] = await Promise.all([startMockApi(), startMockApi({ cors: false })]);
    const dir = copyFixture('try-it-site');
    writeFileSync(path.join(dir, 'docgen.config.ts'), siteConfig(api.url, noCors.url));
    dist = await buildSite(dir);
    csp = generatedCsp(dist);
    site = await serveWithHeaders(dist, { 'Content-Security-Policy': csp });
    browser = await launchBrowser();
    mkdirSync(shots, { recursive: true });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.cleanup();
    await site?.close();
    await api?.close();
    await noCors?.close();
  });

  async function open(
    route: string,
    options: { width?: number; theme?: 'light' | 'dark' } = {},
  ): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    contexts.push(context);
    // A missing element fails the step (playwright-core waits forever by default).
    context.setDefaultTimeout(60_000);
    if (options.theme)
      await context.addInitScript(
        `try { localStorage.setItem('docgen.theme', '${options.theme}'); } catch {}`,
      );
    const page = await context.newPage();
    page.on('request', (r: Request) => urls.push(r.url()));
    page.on('console', (m: ConsoleMessage) => logs.push(m.text()));
    page.on('pageerror', (e) => logs.push(String(e)));
    await page.goto(site.url + route.replace(/^\//, ''));
    return page;
  }

  it('writes the form models beside the reference and lets the CSP reach the servers only', () => {
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src'));
    expect(connect).toBe(`connect-src 'self' ${[api.url, noCors.url].sort().join(' ')}`);
    const doc = JSON.parse(readFileSync(path.join(dist, 'api/try-it.json'), 'utf8'));
    expect(Object.keys(doc.operations)).toContain('getProfile');
    const html = readFileSync(path.join(dist, 'api/perfil/index.html'), 'utf8');
    expect(html).toContain('data-try-it-src="/api/try-it.json"');
    expect(html).toContain('data-try-it="getProfile"');
  });

  it('loads nothing of the console before the click', async () => {
    const page = await open('/api/envelopes/');
    await page.waitForLoadState('networkidle');
    expect(urls.some((u) => /try-it/.test(u))).toBe(false);
    const console = await openConsole(page, 'createEnvelope');
    await expect
      .poll(() => console.getByLabel('Servidor', { exact: true }).inputValue())
      .toBe(api.url);
    await page.screenshot({ path: path.join(shots, 'first-open-1280-light.png'), fullPage: false });
  });

  it('opens the console for a click made while the reference chunk was still loading', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    // The reference's island chunk (which sets up the buttons) arrives only once released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/chunks\/api-reference-[^/]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(site.url + 'api/perfil/', { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => asked).toBe(true);
    await page
      .locator('#operation\\/getProfile')
      .getByRole('button', { name: 'Experimentar' })
      .click();
    expect(await consoleOf(page, 'getProfile').count()).toBe(0);
    release();
    await consoleOf(page, 'getProfile').waitFor();
    // Opened once: the kept click is not toggled back by a second one.
    await page.waitForTimeout(300);
    expect(await consoleOf(page, 'getProfile').isVisible()).toBe(true);
  });

  const token = () => mockToken(api);

  it('logs in with PKCE (S256, state checked, back to the page it left), gets /v1/me', async () => {
    const page = await open('/api/perfil/');
    let console = await openConsole(page, 'getProfile');
    // Scopes come preselected from the operation's security requirement.
    const scope = (name: string) =>
      console.getByRole('checkbox', { name: new RegExp(`^${name} `) });
    await expect.poll(() => scope('read-profile').isChecked()).toBe(true);
    expect(await scope('manage-envelopes').isChecked()).toBe(false);
    // An answer whose state is not the one sent is dropped: no code is exchanged.
    const exchanges = () => api.requests.filter((r) => r.url === '/oauth/token').length;
    const before = exchanges();
    api.forgeNextState = true;
    await console.getByRole('button', { name: 'Entrar com PKCE' }).click();
    await page.waitForURL(/\/api\/perfil\/#operation\/getProfile$/);
    console = consoleOf(page, 'getProfile');
    await expect
      .poll(() => console.getByRole('status').first().textContent())
      .toMatch(/^O login foi descartado: o parâmetro state/);
    expect(exchanges()).toBe(before);
    expect(await field(console, 'Token de acesso').inputValue()).toBe('');
    await console.getByRole('button', { name: 'Entrar com PKCE' }).click();
    // The mock approves at once; the redirect lands on /api/, which exchanges the code and goes
    // back to the operation's page with its console open.
    await page.waitForURL(/\/api\/perfil\/#operation\/getProfile$/);
    console = consoleOf(page, 'getProfile');
    await expect
      .poll(() => console.getByRole('status').first().textContent())
      .toBe('Token de acesso obtido.');
    const token = await field(console, 'Token de acesso').inputValue();
    expect(token).toMatch(/^pkce-/);
    const exchange = api.requests.find((r) => r.url === '/oauth/token');
    expect(exchange?.method).toBe('POST');
    await send(console);
    await expect.poll(() => console.locator('.try-it__status').textContent()).toMatch(/^200 OK/);
    const headers = await console.locator('.try-it__headers').innerText();
    expect(headers).toContain('x-workspace');
    expect(headers).toContain('ws-carvalho');
    expect(await console.locator('.try-it__response .try-it__code').innerText()).toContain(
      '"name": "Mariana Souza Carvalho"',
    );
    const me = api.requests.filter((r) => r.url === '/v1/me' && r.method === 'GET').at(-1);
    expect(me?.authorization).toBe(`Bearer ${token}`);
    // The address bar lost the code and state; the token is in sessionStorage, nowhere else.
    expect(page.url()).not.toMatch(/code=|state=/);
    expect(await page.evaluate(() => sessionStorage.getItem('docgen.try-it.auth'))).toContain(
      token,
    );

    // A public endpoint, in the same tab with a token at hand: no Authorization.
    await page.goto(site.url + 'api/endpoints-publicos/');
    const open2 = await openConsole(page, 'validatePublicDocument');
    expect(await open2.innerText()).toContain('a requisição vai sem o cabeçalho Authorization');
    await send(open2);
    await expect.poll(() => open2.locator('.try-it__status').textContent()).toMatch(/^200 OK/);
    const validate = api.requests.filter((r) => r.url === '/v1/p/envelopes/documents/validate');
    expect(validate.length).toBeGreaterThan(0);
    expect(validate.every((r) => r.authorization === undefined)).toBe(true);
    expect(await open2.locator('.try-it__curl').innerText()).not.toContain('Authorization');

    // "Sair" forgets the token.
    await page.goto(site.url + 'api/perfil/');
    const again = await openConsole(page, 'getProfile');
    await again.getByRole('button', { name: 'Sair' }).click();
    expect(await field(again, 'Token de acesso').inputValue()).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('docgen.try-it.auth'))).toBeNull();
  });

  it('gets a token with client credentials and creates an envelope (201)', async () => {
    const page = await open('/api/envelopes/');
    const console = await openConsole(page, 'createEnvelope');
    await field(console, 'ID do cliente').fill(MOCK_CLIENT.id);
    await field(console, 'Segredo do cliente').fill(MOCK_CLIENT.secret);
    expect(await console.locator('.try-it__warning').innerText()).toMatch(/pertence a um backend/);
    await console.getByRole('button', { name: 'Obter token (client credentials)' }).click();
    await expect.poll(() => field(console, 'Token de acesso').inputValue()).toMatch(/^cc-/);
    // The secret is not kept anywhere.
    expect(await field(console, 'Segredo do cliente').inputValue()).toBe('');
    expect(
      await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage })),
    ).not.toContain(MOCK_CLIENT.secret);
    await send(console);
    await expect
      .poll(() => console.locator('.try-it__status').textContent())
      .toMatch(/^201 Criado/);
    const created = api.requests.filter((r) => r.url === '/v1/envelopes' && r.method === 'POST');
    expect(created.at(-1)?.authorization).toMatch(/^Bearer cc-/);
    expect(created.at(-1)?.contentType).toBe('application/json');
  });

  it('flags an invalid body before sending, at its property paths', async () => {
    const page = await open('/api/envelopes/');
    const console = await openConsole(page, 'createEnvelope');
    const before = api.requests.length;
    const body = field(console, 'Corpo (application/json)');
    await body.fill('{ "organization": "doze", "subject": 7, "action_reminder_frequency": 48 }');
    await send(console);
    const problems = console.locator('.try-it__problems');
    await expect.poll(() => problems.innerText()).toContain('organization');
    const text = await problems.innerText();
    expect(text).toContain('organization: deve ser um número inteiro');
    expect(text).toContain('subject: deve ser um texto');
    expect(text).toContain('action_reminder_frequency: deve ser um destes valores: 24, 72, 120');
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await body.fill('{ "organization": 12, }');
    await expect.poll(() => problems.innerText()).toMatch(/não é um JSON válido \(linha 1/);
    await body.fill('{}');
    await expect.poll(() => problems.innerText()).toBe('organization: é obrigatório');
    expect(api.requests.length).toBe(before);
  });

  it("places a 422's errors at the fields they name", async () => {
    const page = await open('/api/envelopes/');
    const console = await openConsole(page, 'createEnvelope');
    await field(console, 'Token de acesso').fill(await token());
    await field(console, 'X-Organization').fill('12');
    await field(console, 'Corpo (application/json)').fill(
      JSON.stringify({ organization: 12, subject: REJECTED_SUBJECT }, null, 2),
    );
    await send(console);
    await expect
      .poll(() => console.locator('.try-it__status').textContent())
      .toMatch(/^422 Entidade não processável/);
    const body = field(console, 'Corpo (application/json)');
    const bodyErrors = console.locator(`#${await body.getAttribute('aria-describedby')}`);
    expect(await bodyErrors.innerText()).toBe('subject: Já existe um envelope com este assunto.');
    const organization = field(console, 'X-Organization');
    expect(await organization.getAttribute('aria-invalid')).toBe('true');
    const orgErrors = console.locator(`#${await organization.getAttribute('aria-describedby')}`);
    expect(await orgErrors.innerText()).toBe('A organização não aceita novos envelopes.');
    expect(api.requests.at(-1)?.organization).toBe('12');
  });

  it('uploads a PDF as multipart, and offers a PDF answer as a download', async () => {
    const page = await open('/api/envelopes/');
    const console = await openConsole(page, 'createDocument');
    await field(console, 'Token de acesso').fill(await token());
    expect(await field(console, 'Tipo do corpo').inputValue()).toBe('0');
    expect(await field(console, 'envelope').inputValue()).toBe('4821');
    await field(console, 'file').setInputFiles({
      name: 'contrato.pdf',
      mimeType: 'application/pdf',
      buffer: TINY_PDF,
    });
    expect(await console.locator('.try-it__curl').innerText()).toContain(
      "--form 'file=@contrato.pdf;type=application/pdf'",
    );
    await send(console);
    await expect
      .poll(() => console.locator('.try-it__status').textContent())
      .toMatch(/^201 Criado/);
    expect(await console.locator('.try-it__response .try-it__code').innerText()).toContain(
      '"name": "contrato.pdf"',
    );
    const upload = api.requests.at(-1)!;
    expect(upload.url).toBe('/v1/envelopes/4821/documents');
    expect(upload.contentType).toMatch(/^multipart\/form-data; boundary=/);

    const download = await openConsole(page, 'downloadEnvelope');
    await field(download, 'Token de acesso').fill(await token());
    await send(download);
    const link = download.getByRole('link', { name: 'Baixar envelope-4821.pdf' });
    await link.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(file.suggestedFilename()).toBe('envelope-4821.pdf');
  });

  it('explains a server without CORS, and one the CSP does not allow, with the cURL', async () => {
    const page = await open('/api/perfil/');
    const console = await openConsole(page, 'getProfile');
    await console.getByRole('button', { name: noCors.url }).click();
    expect(await field(console, 'Servidor').inputValue()).toBe(noCors.url);
    await field(console, 'Token de acesso').fill('um-token-qualquer');
    await send(console);
    const failure = console.locator('.try-it__failure');
    await failure.waitFor();
    const origin = new URL(site.url).origin;
    expect(await failure.innerText()).toContain(`Access-Control-Allow-Origin: ${origin}`);
    expect(await failure.getByRole('button', { name: /Copiar o cURL/ }).count()).toBe(1);
    expect(await console.locator('.try-it__curl').innerText()).toContain(
      `--url '${noCors.url}/v1/me'`,
    );
    // A server the site's policy does not list: the browser blocks it before any request.
    const port = new URL(api.url).port;
    await field(console, 'Servidor').fill(`http://localhost:${port}`);
    expect(await console.locator('.try-it__warning', { hasText: 'vai recusar' }).innerText()).toBe(
      `O navegador vai recusar http://localhost:${port}: a política de segurança deste site ` +
        '(Content-Security-Policy) não deixa o console se conectar a esse endereço. Este site ' +
        `permite conectar a ele mesmo, ${[api.url, noCors.url].sort().join(' e ')}.`,
    );
    await send(console);
    await expect.poll(() => failure.innerText()).toContain('Content-Security-Policy');
  });

  it("gives a server's variables fields, and sends where they say", async () => {
    const page = await open('/api/perfil/');
    const console = await openConsole(page, 'getProfile');
    const variables = console.getByRole('group', { name: 'Variáveis do servidor' });
    const chip = (name: string) => console.getByRole('button', { name, exact: true });
    const pressed = async () =>
      console.locator('.try-it__chip[aria-pressed="true"]').allInnerTexts();
    // The first server is the API's own URL; the template could read it too, but is not chosen.
    expect(await field(console, 'Servidor').inputValue()).toBe(api.url);
    expect(await pressed()).toEqual([api.url]);
    expect(await variables.count()).toBe(0);
    // Chosen, the template keeps the URL it reads (porta = the API's) and shows its variable.
    await chip('http://127.0.0.1:{porta}').click();
    expect(await pressed()).toEqual(['http://127.0.0.1:{porta}']);
    const porta = variables.getByRole('combobox', { name: 'porta' });
    expect(await porta.inputValue()).toBe(new URL(api.url).port);
    expect(await porta.getAttribute('aria-describedby')).toBeTruthy();
    // The variable moves the server, and a URL typed in moves the variable.
    await porta.selectOption(new URL(noCors.url).port);
    expect(await field(console, 'Servidor').inputValue()).toBe(noCors.url);
    await field(console, 'Servidor').fill(api.url);
    expect(await porta.inputValue()).toBe(new URL(api.url).port);
    await field(console, 'Token de acesso').fill('um-token-qualquer');
    const before = api.requests.length;
    await send(console);
    await expect.poll(() => console.locator('.try-it__status').count()).toBe(1);
    expect(api.requests.slice(before).map((r) => `${r.method} ${r.url}`)).toContain('GET /v1/me');
    // A URL no server reads: no server chosen, no variables.
    await field(console, 'Servidor').fill('https://outro.exemplo.com');
    expect(await pressed()).toEqual([]);
    expect(await variables.count()).toBe(0);
    await chip(noCors.url).click();
    expect(await pressed()).toEqual([noCors.url]);
  });

  it('works from the keyboard alone, and closes back to its button', async () => {
    const page = await open('/api/endpoints-publicos/');
    const name = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        const label = el?.labels?.[0]?.textContent ?? el?.getAttribute('aria-label');
        return `${el?.tagName} ${label ?? el?.textContent?.trim()}`;
      });
    /** Tab (or Shift+Tab) until the focused element's name matches, at most `max` times. */
    const tabTo = async (pattern: RegExp, key = 'Tab', max = 120) => {
      for (let i = 0; i < max; i++) {
        if (pattern.test(await name())) return;
        await page.keyboard.press(key);
      }
      throw new Error(`never reached ${pattern}; at ${await name()}`);
    };
    await tabTo(/^BUTTON Experimentar$/);
    await page.keyboard.press('Enter');
    const console = consoleOf(page, 'validatePublicDocument');
    await console.waitFor();
    await expect.poll(name).toMatch(/^H4 Experimentar/);
    await tabTo(/^TEXTAREA/);
    // Replace the example with a code of our own, then send with the keyboard.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('{ "code": "AB12-CD34" }');
    await tabTo(/^BUTTON Enviar$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => console.locator('.try-it__status').textContent()).toMatch(/^200 OK/);
    expect(await console.getByRole('status').last().textContent()).toMatch(/^Resposta 200 OK em/);
    await tabTo(/^BUTTON Fechar$/, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => console.count()).toBe(0);
    expect(await name()).toBe('BUTTON Experimentar');
    const button = page.locator('#operation\\/validatePublicDocument [data-try-it]');
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // On a phone the console is a modal dialog; Escape closes it, back to the button.
    await page.setViewportSize({ width: 390, height: 844 });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.try-it-dialog[open]');
    await dialog.waitFor();
    await expect.poll(name).toMatch(/^H2 Experimentar/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await name()).toBe('BUTTON Experimentar');

    // A secured operation: a server picked and a token pasted, by the keyboard too.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(site.url + 'api/perfil/');
    await tabTo(/^BUTTON Experimentar$/);
    await page.keyboard.press('Enter');
    const secured = consoleOf(page, 'getProfile');
    await secured.waitFor();
    await tabTo(new RegExp(`^BUTTON ${api.url.replace(/[.]/g, '\\.')}$`));
    await page.keyboard.press('Enter');
    await tabTo(/^INPUT Token de acesso$/);
    await page.keyboard.type(await token());
    await tabTo(/^BUTTON Enviar$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => secured.locator('.try-it__status').textContent()).toMatch(/^200 OK/);
    expect(api.requests.at(-1)?.authorization).toMatch(/^Bearer cc-/);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`axe-core: nothing with the console open (${theme}); screenshots, two widths`, async () => {
      const found: Record<string, string[]> = {};
      for (const width of [1280, 390]) {
        const page = await open('/api/envelopes/', { width, theme });
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
        const console = await openConsole(page, 'createEnvelope');
        // With a server's variables shown (it reads the API's URL: the requests still go there).
        await console
          .getByRole('button', { name: 'http://127.0.0.1:{porta}', exact: true })
          .click();
        if (width === 1280) await console.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `open-${width}-${theme}.png`) });
        await field(console, 'Token de acesso').fill(await token());
        await send(console);
        await expect.poll(() => console.locator('.try-it__status').textContent()).toMatch(/^201/);
        if (width === 1280) await renderAllSections(page);
        const violations = await axeViolations(page);
        if (violations.length > 0) found[`${width}`] = violations;
        await console.locator('.try-it__response').scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, `response-${width}-${theme}.png`) });
      }
      expect(found).toEqual({});
    });
  }

  it('keeps tokens out of URLs, the console log and localStorage', async () => {
    expect(api.tokens.length).toBeGreaterThanOrEqual(2);
    for (const token of api.tokens) {
      expect(urls.filter((u) => u.includes(token))).toEqual([]);
      expect(api.requests.filter((r) => r.url.includes(token))).toEqual([]);
      expect(logs.filter((l) => l.includes(token))).toEqual([]);
    }
    for (const context of contexts)
      for (const page of context.pages()) {
        const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
        for (const token of api.tokens) expect(local).not.toContain(token);
      }
  });
});
