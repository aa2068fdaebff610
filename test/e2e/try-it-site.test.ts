// "Experimentar" on this site, served with the Content-Security-Policy it publishes: its spec's
// server is an example host, so readers type the provider's real one (`customServers: true`), and
// OAuth against a provider that is not there fails where the reader looks, without leaving.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir } from '../helpers/browser.js';
import { repoRoot } from '../helpers/cli.js';
import {
  MOCK_CLIENT,
  MOCK_PUBLIC_CLIENT,
  type MockApi,
  mockToken,
  selfSignedCertificate,
  startMockApi,
} from '../helpers/mock-api.js';
import { siteInBrowser } from './chrome-support.js';
import { field, openConsole, send } from './try-it-support.js';

const shots = path.join(artifactsDir, 'try-it-site');

describe('"Experimentar" on this site, under the CSP it publishes', { timeout: 180_000 }, () => {
  const site = siteInBrowser(repoRoot, 'try-it-site');
  let local: MockApi;
  let secure: MockApi;

  beforeAll(async () => {
    [local, secure] = await Promise.all([
      startMockApi(),
      startMockApi({ tls: selfSignedCertificate() }),
    ]);
    mkdirSync(shots, { recursive: true });
  });
  afterAll(async () => {
    await local?.close();
    await secure?.close();
  });

  async function open(options: { width?: number; theme?: 'light' | 'dark' } = {}): Promise<Page> {
    // The HTTPS mock's certificate is self-signed.
    const context = await site.browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      ignoreHTTPSErrors: true,
    });
    site.contexts.push(context);
    context.setDefaultTimeout(60_000);
    if (options.theme)
      await context.addInitScript(
        `try { localStorage.setItem('docgen.theme', '${options.theme}'); } catch {}`,
      );
    const page = await context.newPage();
    await page.goto(`${site.server.url}api/`);
    return page;
  }

  const status = (console: Locator) => console.locator('.try-it__status').textContent();

  const localToken = () => mockToken(local);

  it('reaches a server typed in (HTTPS, or on localhost), refuses another, says so', async () => {
    const connect = site.csp.split('; ').find((d) => d.startsWith('connect-src '));
    expect(connect).toBe(
      "connect-src 'self' http://127.0.0.1:* http://localhost:* https: " +
        'https://api.provedor.example',
    );
    expect(site.csp).toMatch(
      /script-src 'self' 'wasm-unsafe-eval' 'sha256-[^;]+; style-src 'self' 'sha/,
    );
    const page = await open();
    const console = await openConsole(page, 'getProfile');
    expect(await field(console, 'Servidor').inputValue()).toBe('https://api.provedor.example');

    // An HTTPS server nobody configured: its token endpoint, then the operation.
    await field(console, 'Servidor').fill(secure.url);
    expect(await console.locator('.try-it__warning').allInnerTexts()).not.toContainEqual(
      expect.stringContaining('vai recusar'),
    );
    await field(console, 'ID do cliente').fill(MOCK_CLIENT.id);
    await field(console, 'Segredo do cliente').fill(MOCK_CLIENT.secret);
    await console.getByRole('button', { name: 'Obter token (client credentials)' }).click();
    await expect.poll(() => field(console, 'Token de acesso').inputValue()).toMatch(/^cc-/);
    await send(console);
    await expect.poll(() => status(console)).toMatch(/^200 OK/);
    expect(secure.requests.map((r) => `${r.method} ${r.url}`)).toContain('GET /v1/me');

    // The API run on the reader's machine, over HTTP.
    await field(console, 'Servidor').fill(local.url);
    await field(console, 'Token de acesso').fill(await localToken());
    await send(console);
    await expect.poll(() => local.requests.some((r) => r.url === '/v1/me')).toBe(true);
    await expect.poll(() => status(console)).toMatch(/^200 OK/);

    // Any other HTTP host: the console warns as it is typed, and says the browser refused it.
    const refused = `http://127.0.0.2:${new URL(local.url).port}`;
    await field(console, 'Servidor').fill(refused);
    const warning = console.locator('.try-it__warning', { hasText: 'vai recusar' });
    expect(await warning.innerText()).toContain(`O navegador vai recusar ${refused}`);
    expect(await warning.innerText()).toContain('qualquer endereço https://');
    expect(await field(console, 'Servidor').getAttribute('aria-describedby')).toBe(
      await warning.getAttribute('id'),
    );
    await send(console);
    const failure = console.locator('.try-it__failure');
    await failure.waitFor();
    expect(await failure.getByRole('heading').textContent()).toBe(
      'Conexão recusada pelo navegador',
    );
    expect(await failure.innerText()).toContain(
      `O navegador recusou a conexão com ${refused}: a política de segurança deste site ` +
        '(Content-Security-Policy) não deixa o console se conectar a esse endereço',
    );
    expect(await failure.getByRole('button', { name: /Copiar o cURL/ }).count()).toBe(1);
    await console.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shots, 'refused-1280-light.png') });
  });

  /** The element right under a button, in its flow, and whether it is on screen near it. */
  async function besideButton(page: Page, button: Locator, text: RegExp) {
    const notice = button.locator('xpath=following-sibling::p[1]');
    await expect.poll(() => notice.innerText(), { timeout: 20_000 }).toMatch(text);
    const [b, n] = await Promise.all([button.boundingBox(), notice.boundingBox()]);
    const viewport = page.viewportSize()!;
    expect(n!.y - (b!.y + b!.height)).toBeLessThan(60);
    expect(n!.y + n!.height).toBeLessThanOrEqual(viewport.height);
    return notice;
  }

  for (const { width, theme } of [
    { width: 1280, theme: 'light' },
    { width: 390, theme: 'dark' },
  ] as const)
    it(`OAuth without a provider (${width} px): errors under their buttons`, async () => {
      const page = await open({ width, theme });
      const console = await openConsole(page, 'getProfile');
      // The spec's example host, which does not exist.
      expect(await field(console, 'Servidor').inputValue()).toBe('https://api.provedor.example');
      await field(console, 'ID do cliente').fill(MOCK_CLIENT.id);
      await field(console, 'Segredo do cliente').fill(MOCK_CLIENT.secret);
      const credentials = console.getByRole('button', { name: 'Obter token (client credentials)' });
      await credentials.click();
      const error = await besideButton(
        page,
        credentials,
        /^Não foi possível conectar ao servidor de tokens \(https:\/\/api\.provedor\.example\)/,
      );
      expect(await error.getAttribute('role')).toBe('status');
      // Kept, to try again with another server: a secret is dropped only once it got a token.
      expect(await field(console, 'Segredo do cliente').inputValue()).toBe(MOCK_CLIENT.secret);
      await page.screenshot({ path: path.join(shots, `oauth-error-${width}-${theme}.png`) });

      const before = page.url();
      const pkce = console.getByRole('button', { name: 'Entrar com PKCE' });
      await pkce.click();
      await besideButton(
        page,
        pkce,
        /^O servidor de autorização \(https:\/\/api\.provedor\.example\) não respondeu, e o/,
      );
      expect(page.url()).toBe(before);
      expect(await console.isVisible()).toBe(true);
      expect(await field(console, 'Segredo do cliente').inputValue()).toBe(MOCK_CLIENT.secret);
    });

  it('PKCE: Back from an authorization page brings the console back, told so', async () => {
    local.holdAuthorization = true;
    try {
      const page = await open();
      const console = await openConsole(page, 'getProfile');
      await field(console, 'Servidor').fill(local.url);
      await field(console, 'ID do cliente').fill(MOCK_PUBLIC_CLIENT);
      await console.getByRole('button', { name: 'Entrar com PKCE' }).click();
      await page.waitForURL(`${local.url}/oauth/authorize?**`);
      expect(await page.locator('h1').innerText()).toBe('Autorizar o aplicativo?');
      await page.goBack();
      const back = page.locator('#operation\\/getProfile section.try-it');
      await back.waitFor();
      await expect
        .poll(() => back.getByRole('status').first().textContent())
        .toBe(
          'O login não foi concluído: você voltou a esta página antes de autorizar o acesso. ' +
            'Entre de novo quando quiser.',
        );
      // As the reader left it: the server and client id typed, the login ready to start again.
      expect(await field(back, 'Servidor').inputValue()).toBe(local.url);
      expect(await field(back, 'ID do cliente').inputValue()).toBe(MOCK_PUBLIC_CLIENT);
      expect(await back.getByRole('button', { name: 'Entrar com PKCE' }).isEnabled()).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('docgen.try-it.pending'))).toBeNull();
    } finally {
      local.holdAuthorization = false;
    }
  });
});
