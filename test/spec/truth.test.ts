// The truth pass (issue 20): the spec and the pages state only what the product description gives
// (/work/shared/product), and say so where they infer or illustrate. Each check below catches a
// relapse of one problem the review found; the spec is read as docgen reads it, the pages as
// Markdown text (fenced code blocks and sections split by hand, so the check does not depend on
// docgen's own parser).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv, HTTP_METHODS, type Json, loadDereferencedSpec, REPO_ROOT } from './helpers.js';

const spec = await loadDereferencedSpec();
const CONTENT = path.join(REPO_ROOT, 'content');

/** The only API messages the product description gives (sections 7 and 8). */
const PRODUCT_MESSAGES = new Set([
  'Unauthenticated.',
  'Authentication failed.',
  'This action is unauthorized.',
]);

/** Error codes of RFC 6749 (section 5.2, token endpoint) and RFC 6750 (section 3.1, resources). */
const OAUTH_ERROR_CODES = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'invalid_token',
  'insufficient_scope',
]);

/** The label of an example whose error texts the product does not give. */
const ILLUSTRATIVE = /mensagens ilustrativas/;

/**
 * Portuguese in an error text (diacritics or common words): every API message the product gives
 * is English, so illustrative ones are too.
 */
const PORTUGUESE = /[ãâáàçéêíóôõú]|\b(os|as|do|da|dos|das|deve|estar|campo|dados|enviados)\b/i;

/**
 * A sentence in which the docs speak of themselves not saying something ("a documentação não
 * descreve…", "a referência não lista…"): one section of the introduction says that instead.
 */
const SELF_REFERENCE = new RegExp(
  [
    String.raw`[^.\n]*\b(a|esta) documentação( da API)? (não|nada)[^.\n]*`,
    String.raw`[^.\n]*\bA referência não[^.\n]*`,
  ].join('|'),
  'gi',
);

/** The marker of a scope-to-call mapping, which the product does not give (issue 20, item 1). */
const INFERRED_SCOPE = /inferidos? dos nomes/;

/**
 * Hosts of the reader's own systems that examples may name (a redirect URI, a link a content
 * inserts). Every other URL in an example is on the API's host and names a call of the spec.
 */
const READER_HOSTS = new Set(['app.carvalhoadvocacia.com.br', 'www.carvalhoadvocacia.com.br']);

const SCOPES = Object.keys(
  spec.components.securitySchemes.OAuth2.flows.authorizationCode.scopes as Json,
);

// ---- The spec -------------------------------------------------------------------------------

interface Operation {
  method: string;
  template: string;
  op: Json;
  /** Path-level and operation-level parameters. */
  parameters: Json[];
}

const operations: Operation[] = Object.entries(spec.paths as Json).flatMap(([template, item]) =>
  HTTP_METHODS.filter((method) => item[method]).map((method) => ({
    method,
    template,
    op: item[method] as Json,
    parameters: [...(item.parameters ?? []), ...(item[method].parameters ?? [])] as Json[],
  })),
);

interface SpecExample {
  where: string;
  value: unknown;
  summary?: string;
}

/** The examples of a media type object: `example`, or each `examples.*` with its summary. */
function mediaExamples(media: Json, where: string): SpecExample[] {
  const found: SpecExample[] = [];
  if ('example' in media) found.push({ where, value: media.example });
  for (const [name, example] of Object.entries((media.examples ?? {}) as Json))
    found.push({ where: `${where} ${name}`, value: example.value, summary: example.summary });
  return found;
}

/** Every example of the spec: bodies, responses, parameters and schema-level `examples`. */
function allSpecExamples(): SpecExample[] {
  const found: SpecExample[] = [];
  const seen = new Set<object>();
  const visit = (node: unknown, where: string): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const object = node as Json;
    if ('example' in object) found.push({ where, value: object.example });
    if (Array.isArray(object.examples))
      for (const value of object.examples) found.push({ where, value });
    else if (object.examples && typeof object.examples === 'object')
      for (const [name, example] of Object.entries(object.examples as Json))
        found.push({ where: `${where} ${name}`, value: example?.value, summary: example?.summary });
    for (const [key, child] of Object.entries(object))
      if (key !== 'example' && key !== 'examples') visit(child, `${where}/${key}`);
  };
  visit(spec.paths, '#/paths');
  visit(spec.components, '#/components');
  return found;
}

/** Every response example of an error status (4xx), with its status. */
function errorExamples(): Array<SpecExample & { status: string }> {
  return operations.flatMap(({ method, template, op }) =>
    Object.entries(op.responses as Json)
      .filter(([status]) => status.startsWith('4'))
      .flatMap(([status, response]) =>
        Object.entries((response.content ?? {}) as Json).flatMap(([type, media]) =>
          mediaExamples(media, `${method.toUpperCase()} ${template} ${status} ${type}`).map(
            (e) => ({ ...e, status }),
          ),
        ),
      ),
  );
}

// ---- The pages ------------------------------------------------------------------------------

interface Page {
  file: string;
  text: string;
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const pages: Page[] = markdownFiles(CONTENT).map((file) => ({
  file: path.relative(REPO_ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

interface Fence {
  file: string;
  line: number;
  lang: string;
  meta: string;
  body: string;
}

const FENCE = /^(`{3,})([\w-]*)([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;

function fences(page: Page): Fence[] {
  return [...page.text.matchAll(FENCE)].map((m) => ({
    file: page.file,
    line: page.text.slice(0, m.index).split('\n').length,
    lang: (m[2] ?? '').toLowerCase(),
    meta: (m[3] ?? '').trim(),
    body: m[4] ?? '',
  }));
}

const allFences = pages.flatMap(fences);

/** JSON of an example body; `...` lines (the `partial` marker's elisions) are dropped. */
function parseJson(text: string): unknown {
  const source = text
    .replace(/^\s*(\.\.\.|…)\s*,?\s*$/gm, '')
    .replace(/,(\s*[}\]])/g, '$1')
    .trim();
  if (!/^[[{]/.test(source)) return undefined;
  return JSON.parse(source) as unknown;
}

interface ContentResponse {
  fence: Fence;
  status: number;
  body: unknown;
}

/** The `http` response blocks of the pages, with their parsed JSON body. */
const contentResponses: ContentResponse[] = allFences
  .filter((f) => f.lang === 'http' && /^\s*HTTP\/[\d.]+\s+\d{3}/.test(f.body))
  .map((fence) => {
    const status = Number(/HTTP\/[\d.]+\s+(\d{3})/.exec(fence.body)?.[1]);
    const blank = fence.body.search(/\n\s*\n/);
    return { fence, status, body: blank < 0 ? undefined : parseJson(fence.body.slice(blank)) };
  });

/** The JSON bodies of the pages' examples: `http` blocks (after the headers) and `curl -d`. */
function contentBodies(): Array<{ where: string; value: unknown }> {
  const bodies: Array<{ where: string; value: unknown }> = [];
  for (const fence of allFences) {
    const where = `${fence.file}:${fence.line}`;
    if (fence.lang === 'http') {
      const blank = fence.body.search(/\n\s*\n/);
      const value = blank < 0 ? undefined : parseJson(fence.body.slice(blank));
      if (value !== undefined) bodies.push({ where, value });
    } else if (['bash', 'sh', 'shell'].includes(fence.lang)) {
      for (const m of fence.body.matchAll(/(?:-d|--data(?:-raw)?)\s+'([^']*)'/g)) {
        const value = parseJson(m[1] ?? '');
        if (value !== undefined) bodies.push({ where, value });
      }
    }
  }
  return bodies;
}

/** Prose of a page by section (split at headings), with fenced code blocks removed. */
function sections(page: Page): Array<{ heading: string; text: string }> {
  const prose = page.text.replace(FENCE, '');
  const parts = prose.split(/^(?=#{1,6} )/m);
  return parts.map((part) => ({ heading: part.split('\n')[0] ?? '', text: part }));
}

// ---- Helpers --------------------------------------------------------------------------------

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The error texts of an error body: `message`, `error_description` and every `errors` entry. */
function errorTexts(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as Json;
  return [
    ...strings(b.message),
    ...strings(b.error),
    ...strings(b.error_description),
    ...strings(b.errors),
  ];
}

const API_HOST = new URL(spec.servers[0].url as string).host;

/** Why a URL in an example does not name a GET call of the spec (or a reader's host), if so. */
function badLink(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol)) return undefined;
  if (READER_HOSTS.has(url.host)) return undefined;
  if (url.host !== API_HOST) return `host ${url.host} is neither the API's nor a reader's`;
  const segments = url.pathname.replace(/\/+$/, '').split('/');
  const matches = operations.filter(({ method, template }) => {
    if (method !== 'get') return false;
    const want = template.split('/');
    return (
      want.length === segments.length &&
      want.every((w, i) => /^\{.+\}$/.test(w) || w === segments[i])
    );
  });
  if (matches.length === 0) return `no GET call of the spec has the path ${url.pathname}`;
  for (const name of url.searchParams.keys()) {
    const declared = matches.some(({ parameters }) =>
      parameters.some((p) => p.in === 'query' && p.name === name),
    );
    if (!declared) return `GET ${url.pathname} takes no query parameter "${name}"`;
  }
  return undefined;
}

// ---- The checks -----------------------------------------------------------------------------

describe('401: message, error and error_description (issue 20, item 4)', () => {
  it('the 401 schema requires all three', () => {
    const schema = spec.components.responses.Unauthorized.content['application/json']
      .schema as Json;
    expect([...(schema.required as string[])].sort()).toEqual([
      'error',
      'error_description',
      'message',
    ]);
  });

  const spec401 = errorExamples().filter((e) => e.status === '401');

  it('the spec has 401 examples', () => {
    expect(spec401.length).toBeGreaterThan(0);
  });

  it.each(spec401.map((e) => [e.where, e] as const))(
    'spec 401 example %s has the three, an OAuth error code and the illustrative label',
    (_where, example) => {
      const body = example.value as Json;
      expect(PRODUCT_MESSAGES.has(body.message), String(body.message)).toBe(true);
      expect(OAUTH_ERROR_CODES.has(body.error), String(body.error)).toBe(true);
      expect(body.error_description).toMatch(/\S/);
      expect(example.summary ?? '').toMatch(ILLUSTRATIVE);
    },
  );

  const content401 = contentResponses.filter((r) => r.status === 401);

  it('the pages show 401 responses', () => {
    expect(content401.length).toBeGreaterThan(0);
  });

  it.each(content401.map((r) => [`${r.fence.file}:${r.fence.line}`, r] as const))(
    'page 401 example %s has the three, with an OAuth error code',
    (_where, response) => {
      const body = (response.body ?? {}) as Json;
      expect(PRODUCT_MESSAGES.has(body.message), String(body.message)).toBe(true);
      expect(OAUTH_ERROR_CODES.has(body.error), String(body.error)).toBe(true);
      expect(body.error_description).toMatch(/\S/);
    },
  );
});

describe('error texts the product does not give: English, labelled illustrative (item 3)', () => {
  it.each(errorExamples().map((e) => [e.where, e] as const))(
    'spec example %s',
    (_where, example) => {
      const invented = errorTexts(example.value).filter((t) => !PRODUCT_MESSAGES.has(t));
      if (invented.length > 0)
        expect(example.summary ?? '', invented.join(' | ')).toMatch(ILLUSTRATIVE);
      expect(invented.filter((t) => PORTUGUESE.test(t))).toEqual([]);
    },
  );

  const errorResponses = contentResponses.filter((r) => r.status >= 400);

  it('the pages show error responses', () => {
    expect(errorResponses.length).toBeGreaterThan(0);
  });

  it.each(errorResponses.map((r) => [`${r.fence.file}:${r.fence.line}`, r] as const))(
    'page example %s',
    (_where, response) => {
      const invented = errorTexts(response.body).filter((t) => !PRODUCT_MESSAGES.has(t));
      if (invented.length > 0)
        expect(response.fence.meta, invented.join(' | ')).toMatch(ILLUSTRATIVE);
      expect(invented.filter((t) => PORTUGUESE.test(t))).toEqual([]);
    },
  );
});

describe('links in examples name calls the spec has (item 10)', () => {
  const specLinks = allSpecExamples().flatMap(({ where, value }) =>
    strings(value).map((text) => ({ where, text })),
  );
  const contentLinks = contentBodies().flatMap(({ where, value }) =>
    strings(value).map((text) => ({ where, text })),
  );

  it('finds URLs in the examples', () => {
    expect(specLinks.filter((l) => /^https?:\/\//.test(l.text)).length).toBeGreaterThan(10);
    expect(contentLinks.filter((l) => /^https?:\/\//.test(l.text)).length).toBeGreaterThan(3);
  });

  it('every URL in a spec example', () => {
    const bad = specLinks.flatMap(({ where, text }) => {
      const why = badLink(text);
      return why ? [`${where}: ${text} (${why})`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('every URL in a page example', () => {
    const bad = contentLinks.flatMap(({ where, text }) => {
      const why = badLink(text);
      return why ? [`${where}: ${text} (${why})`] : [];
    });
    expect(bad).toEqual([]);
  });
});

describe('refresh (item 12)', () => {
  const flows = spec.components.securitySchemes.OAuth2.flows as Json;

  it('the client-credentials flow has no refreshUrl', () => {
    expect(flows.clientCredentials).toBeDefined();
    expect(flows.clientCredentials.refreshUrl).toBeUndefined();
  });

  it('the refresh request declares refresh_token and client_id, and no client_secret', () => {
    const refresh = spec.components.schemas.RefreshTokenRequest as Json;
    expect(refresh.required).toEqual(expect.arrayContaining(['refresh_token', 'client_id']));
    expect(refresh.properties.client_secret).toBeUndefined();
  });
});

describe('the scope each call needs is marked as inferred from the names (item 1)', () => {
  const oauth = operations.filter(({ op }) => (op.security ?? []).some((s: Json) => s.OAuth2));

  it('the security scheme says so', () => {
    expect(spec.components.securitySchemes.OAuth2.description).toMatch(INFERRED_SCOPE);
  });

  it.each(oauth.map((o) => [`${o.method.toUpperCase()} ${o.template}`, o] as const))(
    '%s says so in its description',
    (_label, { op }) => {
      expect(op.description).toMatch(INFERRED_SCOPE);
    },
  );

  const mentions = pages.flatMap((page) =>
    sections(page)
      .filter(({ text }) => SCOPES.some((scope) => text.includes(`\`${scope}\``)))
      .map((section) => [`${page.file} ${section.heading}`, section.text] as const),
  );

  it('the pages name scopes', () => {
    expect(mentions.length).toBeGreaterThan(10);
  });

  it.each(mentions)('page section %s says so', (_label, text) => {
    expect(text).toMatch(INFERRED_SCOPE);
  });
});

describe('shapes and constraints the product does not give (items 2, 11 and 13)', () => {
  it.each(
    operations
      .filter(({ op }) =>
        Object.values((op.requestBody?.content ?? {}) as Json).some(
          (media) => media.schema?.type === 'array',
        ),
      )
      .map((o) => [`${o.method.toUpperCase()} ${o.template}`, o] as const),
  )('%s marks its list body as an inferred format', (_label, { op }) => {
    expect(op.description).toMatch(/Formato inferido/);
  });

  it('the bulk calls are among them', () => {
    const bulk = operations.filter(({ template }) => /multiple-(fields|contents)$/.test(template));
    expect(bulk).toHaveLength(2);
    for (const { op } of bulk) expect(op.description).toMatch(/Formato inferido/);
  });

  it('signing, rejecting and filling an identifier have no response body', () => {
    const actions = operations.filter(
      ({ template, method }) =>
        template.startsWith('/v1/p/envelopes/recipients/{token}') && method !== 'get',
    );
    expect(actions).toHaveLength(3);
    for (const { op } of actions) {
      const success = Object.entries(op.responses as Json).filter(([s]) => s.startsWith('2'));
      for (const [, response] of success) {
        expect(response.content).toBeUndefined();
        expect(response.description).toMatch(/não é especificado/);
      }
    }
  });

  it('latitude and longitude carry no range', () => {
    const action = spec.components.schemas.RecipientAction.properties as Json;
    for (const name of ['latitude', 'longitude']) {
      expect(action[name].minimum, name).toBeUndefined();
      expect(action[name].maximum, name).toBeUndefined();
    }
  });

  it('only sms asks for E.164: a face-to-face phone may be in any format', () => {
    const ajv = createAjv();
    const addressee = spec.components.schemas.AddresseeInput as Json;
    expect(ajv.validate(addressee, { via: 'face-to-face', value: '(11) 98765-4321' })).toBe(true);
    expect(ajv.validate(addressee, { via: 'sms', value: '(11) 98765-4321' })).toBe(false);
  });

  it('the recipients list takes no page or limit, and says so', () => {
    const list = operations.find(
      (o) => o.method === 'get' && o.template === '/v1/envelopes/{envelope}/recipients',
    )!;
    expect(list.parameters.map((p) => p.name)).not.toContain('page');
    expect(list.op.description).toMatch(/page.*limit/);
  });

  it('envelope states never include template, in the spec or in a state diagram', () => {
    expect(spec.components.schemas.EnvelopeState.enum).not.toContain('template');
    const diagrams = allFences.filter(
      (f) => f.lang === 'mermaid' && /^\s*stateDiagram/.test(f.body),
    );
    expect(diagrams.length).toBeGreaterThan(0);
    for (const diagram of diagrams)
      expect(diagram.body, `${diagram.file}:${diagram.line}`).not.toMatch(/\btemplate\b/);
  });
});

describe('host, contact and self-reference (item 9 and the writing points)', () => {
  it('the server is a reserved example host and says the real one is the provider’s', () => {
    expect(API_HOST).toMatch(/\.example$/);
    expect(spec.servers[0].description).toMatch(/host de produção do provedor/);
    expect(spec.info.contact).toBeUndefined();
  });

  it('the pages name no other API host', () => {
    const hosts = pages.flatMap((page) =>
      [...page.text.matchAll(/(?:https?:\/\/|^Host:\s*)([\w.-]+)/gm)]
        .map((m) => m[1] ?? '')
        .filter((host) => /^api\./.test(host) && host !== API_HOST)
        .map((host) => `${page.file}: ${host}`),
    );
    expect(hosts).toEqual([]);
  });

  it('no page speaks of "the documentation" not saying something', () => {
    const found = pages.flatMap((page) =>
      [...page.text.matchAll(SELF_REFERENCE)].map((m) => `${page.file}: ${m[0].trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('the introduction explains how the docs treat what the product does not specify', () => {
    const intro = pages.find((p) => p.file.endsWith(path.join('docs', 'intro.md')))!;
    const about = sections(intro).find((s) => /Sobre esta documentação/.test(s.heading));
    expect(about?.text).toMatch(/Não especificado/);
    expect(about?.text).toMatch(/Inferido/);
    expect(about?.text).toMatch(/Ilustrativo/);
    expect(about?.text).toMatch(/mensagens ilustrativas/);
  });
});
