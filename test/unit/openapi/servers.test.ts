import { describe, expect, it } from 'vitest';
import { SAMPLE_TARGETS } from '../../../src/node/openapi/samples.js';
import path from 'node:path';
import { createMarkdownProcessor } from '../../../src/node/content/processor.js';
import { processDescriptions } from '../../../src/node/openapi/describe.js';
import { loadSpec } from '../../../src/node/openapi/load.js';
import { buildApiReference } from '../../../src/node/openapi/reference.js';
import { tryItServers } from '../../../src/node/openapi/try-it-servers.js';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { fillServer, serverValues } from '../../../src/client/try-it/server-template.js';
import { operation, referenceHtml, referenceOf, specsDir } from './helpers.js';

const curl = (op: { samples: { lang: string; code: string }[] }) =>
  op.samples.find((s) => s.lang === 'curl')!.code;

describe('servers', () => {
  it('lists the API servers as written, with variables and Markdown descriptions', async () => {
    const reference = await referenceOf('servers.yaml');
    expect(reference.servers.map((s) => s.url)).toEqual([
      'https://{region}.exemplo.com/v{version}',
      'https://sandbox.exemplo.com',
    ]);
    const [production] = reference.servers;
    expect(production!.descriptionHtml).toContain('troque <code>region</code> pela sua');
    expect(production!.variables).toEqual([
      {
        name: 'region',
        defaultValue: 'br',
        values: ['br', 'us'],
        descriptionHtml: expect.stringContaining('<strong>dados</strong>'),
      },
      { name: 'version', defaultValue: '2', values: [], descriptionHtml: '' },
    ]);
  });

  it("describes the config's servers (api.servers) in Markdown too", async () => {
    const spec = await loadSpec(path.join(specsDir, 'servers.yaml'));
    const processor = createMarkdownProcessor();
    const reference = await buildApiReference(spec, {
      markdown: (texts) => processDescriptions(processor, '/', texts),
      servers: [{ url: 'https://real.exemplo.com', description: 'O host `real`.' }],
    });
    expect(reference.servers.map((s) => [s.url, s.descriptionHtml])).toEqual([
      ['https://real.exemplo.com', expect.stringContaining('O host <code>real</code>.')],
    ]);
    expect(curl(operation(reference, 'listar'))).toContain('--url https://real.exemplo.com/itens');
  });

  it("lists the config's server variables, and sends the samples to their defaults", async () => {
    const spec = await loadSpec(path.join(specsDir, 'servers.yaml'));
    const reference = await buildApiReference(spec, {
      markdown: (texts) => processDescriptions(createMarkdownProcessor(), '/', texts),
      servers: [
        {
          url: 'https://{regiao}.real.exemplo.com',
          variables: { regiao: { default: 'sp', enum: ['sp', 'rj'], description: 'A `região`.' } },
        },
      ],
    });
    expect(reference.servers[0]!.variables).toEqual([
      {
        name: 'regiao',
        defaultValue: 'sp',
        values: ['sp', 'rj'],
        descriptionHtml: expect.stringContaining('<code>região</code>'),
      },
    ]);
    expect(curl(operation(reference, 'listar'))).toContain(
      '--url https://sp.real.exemplo.com/itens',
    );
  });

  it('sends the samples to the first server, its variables at their defaults', async () => {
    const op = operation(await referenceOf('servers.yaml'), 'listar');
    expect(op.samples.map((s) => s.lang)).toEqual(SAMPLE_TARGETS.map((t) => t.lang));
    expect(curl(op)).toContain('--url https://br.exemplo.com/v2/itens');
    expect(op.servers).toEqual([]);
  });

  it("sends an operation's samples to its own servers (or its path item's)", async () => {
    const reference = await referenceOf('servers.yaml');
    const upload = operation(reference, 'enviar');
    expect(curl(upload)).toContain('--url https://uploads.exemplo.com/uploads');
    expect(upload.servers.map((s) => [s.url, s.descriptionHtml])).toEqual([
      ['https://uploads.exemplo.com', expect.stringContaining('<code>upload</code>')],
    ]);
    // The path item's server names a variable it does not define: no host can be made of it, and
    // none is invented: the samples show it as written, for the reader to fill in.
    const files = operation(reference, 'arquivos');
    expect(files.servers.map((s) => s.url)).toEqual(['https://{tenant}.arquivos.exemplo.com']);
    for (const sample of files.samples) {
      expect(sample.code, sample.lang).toContain('https://{tenant}.arquivos.exemplo.com/arquivos');
      expect(sample.code, sample.lang).not.toContain('.invalid');
    }
    expect(files.sampleNote).toBeUndefined();
    // Nor of a host WHATWG refuses: the path stays, after the host as written.
    expect(curl(operation(reference, 'espaco'))).toContain('exa mple.com/base/espaco');
  });

  it('percent-encodes what a URI cannot hold, in every language', async () => {
    const op = operation(await referenceOf('servers.yaml'), 'caracteres');
    expect(op.samples).toHaveLength(SAMPLE_TARGETS.length);
    for (const sample of op.samples)
      expect(sample.code, sample.lang).toContain('/busca%7Clista%5B0%5D%5E/a%20b');
  });

  it('renders the variables, and the servers an operation declares', async () => {
    const html = await referenceHtml('servers.yaml');
    expect(html).toContain(
      '<li><code>{region}</code> — padrão <code>br</code>; valores aceitos: <code>br</code>, ' +
        '<code>us</code><p class="api-md markdown">A região dos <strong>dados</strong>.</p></li>',
    );
    const upload = html.slice(html.indexOf('id="operation/enviar"'));
    const own =
      /<strong>Servidor desta operação<\/strong> \(no lugar dos servidores da API\):<\/p>.*/
        .source + /<code>https:\/\/uploads\.exemplo\.com<\/code>/.source;
    expect(upload.slice(0, upload.indexOf('</section>'))).toMatch(new RegExp(own));
    const list = html.slice(html.indexOf('id="operation/listar"'));
    expect(list.slice(0, list.indexOf('</section>'))).not.toContain('Servidor desta operação');
  });

  it('gives the console each server as written, with its variables', async () => {
    const spec = await loadSpec(path.join(specsDir, 'servers.yaml'));
    const config = resolveConfig({ title: 'T', api: { tryIt: {} } }, '/tmp/site', undefined);
    const [production, sandbox] = tryItServers(config, spec.document);
    expect(production).toEqual({
      url: 'https://br.exemplo.com/v2',
      description: 'Produção, na região do cliente; troque region pela sua.',
      template: 'https://{region}.exemplo.com/v{version}',
      variables: [
        {
          name: 'region',
          defaultValue: 'br',
          values: ['br', 'us'],
          description: 'A região dos dados.',
        },
        { name: 'version', defaultValue: '2', values: [], description: '' },
      ],
    });
    expect(sandbox!.variables).toEqual([]);
    // The console reads a URL back as the values of the server it is (what its fields show).
    expect(serverValues(production!, 'https://us.exemplo.com/v3')).toEqual({
      region: 'us',
      version: '3',
    });
    expect(serverValues(production!, production!.url)).toEqual({ region: 'br', version: '2' });
    expect(serverValues(production!, 'https://us.outro.com/v3')).toBeUndefined();
    expect(serverValues(sandbox!, 'https://sandbox.exemplo.com')).toEqual({});
    expect(serverValues(sandbox!, 'https://sandbox.exemplo.com/x')).toBeUndefined();
    expect(fillServer(production!, { region: 'us' })).toBe('https://us.exemplo.com/v2');
    // Regular-expression characters in the URL are text; a variable used twice, one value.
    const twice = { ...production!, template: 'https://{region}.a+b.com/{region}' };
    expect(serverValues(twice, 'https://us.a+b.com/us')).toEqual({ region: 'us' });
    expect(serverValues(twice, 'https://us.aab.com/us')).toBeUndefined();
    expect(serverValues(twice, 'https://us.a+b.com/br')).toBeUndefined();
  });
});

describe('a spec without servers (fixture no-servers.yaml)', () => {
  it('makes every sample relative and says why, never inventing a host', async () => {
    const reference = await referenceOf('no-servers.yaml');
    expect(reference.servers).toEqual([]);
    const list = operation(reference, 'listarItens');
    expect(list.sampleNote).toBe(
      'A especificação não declara servidores: a URL é relativa ao endereço da API.',
    );
    for (const sample of list.samples) {
      // The URL starts at the path (a query may be apart, as Python's `params`).
      expect(sample.code, sample.lang).toMatch(/['"`( ]\/v1\/itens['"`?)\n]/);
      expect(sample.code, sample.lang).not.toMatch(/https?:\/\/|exemplo\.com|\.invalid/);
    }
    // A relative server URL (`/api/v3`) stays relative, before the path.
    const relative = operation(reference, 'relativo');
    expect(relative.sampleNote).toContain('não dá o endereço do servidor');
    for (const sample of relative.samples)
      expect(sample.code, sample.lang).toContain('/api/v3/v1/relativo');
  });

  it('says so in the introduction and above the samples', async () => {
    const html = await referenceHtml('no-servers.yaml');
    expect(html).toContain('A especificação não declara servidores: os exemplos de requisição');
    expect(html).toContain(
      '<p class="api-panel__note">A especificação não declara servidores: a URL é relativa',
    );
    expect(html).not.toContain('exemplo.com');
  });
});
