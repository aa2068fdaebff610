import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  renderPage,
  renderPageInParts,
  renderSection,
} from '../../../src/node/render/render-page.js';
import { bundledTemplates } from '../../../src/node/render/templates.js';
import { utf8Text } from '../../../src/node/util/utf8.js';
import type { ApiPageModel } from '../../../src/shared/view-models.js';
import type { PageSection } from '../../../templates/index.js';
import { referencePages, specsDir } from '../openapi/helpers.js';

// A reference page rendered in parts (each operation's section and each schema's entry alone, put
// in the page's placeholders) is the page rendered whole, byte for byte.

const op = (id: string, tag: string, extra: object = {}) => ({
  operationId: id,
  tags: [tag],
  summary: `Operação ${id}`,
  description: `## Detalhes\n\nVeja [o esquema](#schema/Envelope) e \`${id}\` < & >.`,
  parameters: [{ name: 'limite', in: 'query', required: true, schema: { type: 'integer' } }],
  responses: {
    '200': {
      description: 'Certo.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
    },
  },
  ...extra,
});

const webhook = (id: string) => ({
  post: {
    operationId: id,
    summary: `Aviso ${id}`,
    description: '## Detalhes\n\nUm aviso.',
    requestBody: {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Evento' } } },
    },
    responses: { '204': { description: 'Recebido.' } },
  },
});

/** Two tags of several operations (one with a callback), three webhooks, two schemas. */
const spec = {
  openapi: '3.1.0',
  info: { title: 'Envelopes', version: '1.0.0', description: 'Uma API de envelopes.' },
  servers: [{ url: 'https://api.exemplo.com' }],
  tags: [{ name: 'Envelopes' }, { name: 'Signatários', description: 'Quem assina.' }],
  paths: {
    '/envelopes': {
      get: op('listarEnvelopes', 'Envelopes'),
      post: op('criarEnvelope', 'Envelopes', {
        callbacks: {
          pronto: { '{$request.body#/url}': { post: webhook('envelopePronto').post } },
        },
      }),
    },
    '/envelopes/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: op('obterEnvelope', 'Envelopes'),
      delete: op('excluirEnvelope', 'Envelopes', { deprecated: true }),
    },
    '/signatarios': {
      get: op('listarSignatarios', 'Signatários'),
      post: op('criarSignatario', 'Signatários'),
    },
  },
  webhooks: {
    envelopeConcluido: webhook('envelopeConcluido'),
    envelopeCancelado: webhook('envelopeCancelado'),
    signatarioAssinou: webhook('signatarioAssinou'),
  },
  components: {
    schemas: {
      Envelope: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string', description: 'O id.' },
          evento: { $ref: '#/components/schemas/Evento' },
        },
      },
      Evento: { type: 'object', properties: { tipo: { type: 'string', enum: ['a', 'b'] } } },
    },
  },
};

/** The spec above as a file the helpers read (they take a path under the specs folder). */
function specFile(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-parts-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(spec));
  return path.relative(specsDir, file);
}

/** The page rendered in parts, and the sections it was rendered from. */
async function inParts(model: ApiPageModel) {
  const set = await bundledTemplates.load();
  const sections: PageSection[] = [];
  const page = await renderPageInParts(model, set, (section) => {
    sections.push(section);
    return renderSection(section, model.head, set);
  });
  return { page, sections };
}

async function whole(model: ApiPageModel) {
  return renderPage(model, await bundledTemplates.load());
}

describe('a reference page rendered in parts', () => {
  it('is the page rendered whole, byte for byte: operations, webhooks, schemas', async () => {
    const [model] = await referencePages(specFile());
    expect(model!.api.tags.flatMap((t) => t.operations)).toHaveLength(6);
    expect(model!.api.webhooks).toHaveLength(3);
    const { page, sections } = await inParts(model!);
    const expected = await whole(model!);
    expect(page.output.file).toBe(expected.output.file);
    expect(Buffer.from(page.output.contents).equals(Buffer.from(expected.output.contents))).toBe(
      true,
    );
    // Each operation and webhook alone (the callback inside its operation's section), then each
    // schema's entry, in the page's order.
    expect(
      sections.map((s) => ('operation' in s ? s.operation.op.id : `schema/${s.schema.entry.name}`)),
    ).toEqual([
      'listarEnvelopes',
      'criarEnvelope',
      'obterEnvelope',
      'excluirEnvelope',
      'listarSignatarios',
      'criarSignatario',
      'envelopeConcluido',
      'envelopeCancelado',
      'signatarioAssinou',
      'schema/Envelope',
      'schema/Evento',
    ]);
    const text = utf8Text(page.output.contents);
    expect(text).not.toContain('docgen-section-');
    // Descriptions' ids made unique across the page, as the whole page has them.
    expect(text).toContain('id="detalhes-2"');
  });

  it('renders each section in the strings of the page: its language and the config’s', async () => {
    const [english] = await referencePages(specFile(), 1000, 'en');
    const model = {
      ...english!,
      head: { ...english!.head, strings: { 'reference.schema.required': 'must' } },
    };
    const { page } = await inParts(model);
    const text = utf8Text(page.output.contents);
    expect(text).toBe(utf8Text((await whole(model)).output.contents));
    expect(text).toContain('must');
    expect(text).not.toContain('obrigatório');
  });

  it('is every page of a split reference rendered whole: tags, webhooks, schemas', async () => {
    const pages = await referencePages(specFile(), 4);
    expect(pages.length).toBeGreaterThan(3);
    for (const model of pages) {
      const { page } = await inParts(model);
      expect(utf8Text(page.output.contents), model.route).toBe(
        utf8Text((await whole(model)).output.contents),
      );
    }
  });

  it('gives each section the same HTML inside the page as alone', async () => {
    const [model] = await referencePages(specFile());
    const set = await bundledTemplates.load();
    const alone = new Map<string, string>();
    const { page } = await inParts(model!);
    await renderPageInParts(model!, set, (section) => {
      const html = renderSection(section, model!.head, set);
      if ('operation' in section) alone.set(section.operation.op.id, utf8Text(html));
      return html;
    });
    const text = utf8Text(page.output.contents);
    for (const [id, html] of alone) {
      expect(html).toMatch(new RegExp(`^<section class="api-row api-op" id="operation/${id}"`));
      expect(text).toContain(html);
    }
  });
});
