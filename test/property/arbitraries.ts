import fc from 'fast-check';
import { stringify } from 'yaml';

/** Text that stresses parsers: any Unicode, Markdown and HTML punctuation, YAML indicators. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }).map((t) => t.replace(/\0/g, '')),
  fc.string({ unit: fc.constantFrom(...'<>&"\'`*_[](){}#!|:-~\\/\n \t=$@%^'), maxLength: 20 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '&amp;',
    '</p>',
    '{{x}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text ${x} is itself an input
    '${x}',
    'ção',
    '\uFEFF',
    '\r\n',
  ),
);

const url = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    '/docs/intro/',
    './faq.md',
    '../x.md#a',
    '#',
    '#ancora',
    'mailto:a@b.c',
    'javascript:alert(1)',
    'data:text/html,x',
    '',
  ),
  text,
);

const frontMatter = fc.oneof(
  fc.constant(''),
  fc
    .record(
      {
        title: text,
        slug: fc.oneof(text, fc.constantFrom('/', '/docs/intro', '../../x')),
        sidebar_position: fc.oneof(fc.integer(), text),
      },
      { requiredKeys: [] },
    )
    .map((fm) => `---\n${stringify(fm)}---\n`),
  text.map((t) => `---\n${t}\n---\n`),
);

const block = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 7 }), text).map(([n, t]) => `${'#'.repeat(n)} ${t}`),
  text,
  fc.tuple(text, url).map(([t, u]) => `[${t}](${u})`),
  fc.tuple(text, url).map(([t, u]) => `![${t}](${u})`),
  fc
    .tuple(
      fc.constantFrom('', 'js', 'json', 'http', 'bash', 'mermaid', 'nao-existe', 'ts title="x"'),
      text,
    )
    .map(([lang, body]) => '```' + lang + '\n' + body + '\n```'),
  fc
    .tuple(
      fc.constantFrom('note', 'tip', 'warning', 'danger', 'desconhecida', 'tabs', 'tab[Aba]'),
      text,
    )
    .map(([name, body]) => `:::${name}\n${body}\n:::`),
  fc.array(text, { maxLength: 4 }).map((items) => items.map((i) => `- ${i}`).join('\n')),
  fc
    .array(text, { minLength: 1, maxLength: 3 })
    .map(
      (cells) =>
        `| ${cells.join(' | ')} |\n|${cells.map(() => '---').join('|')}|\n| ${cells.join(' | ')} |`,
    ),
  fc.constantFrom(
    '<div onclick="x()">html</div>',
    '<details><summary>a</summary>b',
    '[^1]\n\n[^1]: nota',
    '> citação',
    '---',
    '<!-- comentário',
    '\\',
    '```',
    ':::',
  ),
);

/** A Markdown page: maybe front matter, then random blocks. */
export const markdownDocument = fc
  .tuple(frontMatter, fc.array(block, { maxLength: 12 }))
  .map(([fm, blocks]) => fm + blocks.join('\n\n') + '\n');

type Json = unknown;

const schemaRef = fc.constantFrom(
  '#/components/schemas/A',
  '#/components/schemas/B',
  '#/components/schemas/Nao',
  '#/paths',
  '#/',
  'outro.yaml#/X',
  '#/components/schemas/A/properties/a',
);

const schema: fc.Arbitrary<Json> = fc.letrec<{ schema: Json }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small' },
    fc.record(
      {
        type: fc.constantFrom('string', 'integer', 'number', 'boolean', 'null', 'nada'),
        format: fc.constantFrom('date-time', 'uuid', 'binary', 'x'),
        example: fc.jsonValue({ maxDepth: 2 }),
        enum: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ $ref: schemaRef }),
    fc.record(
      {
        type: fc.constant('object'),
        properties: fc.dictionary(fc.string({ maxLength: 6 }), tie('schema'), { maxKeys: 3 }),
        required: fc.array(fc.string({ maxLength: 6 }), { maxLength: 2 }),
        additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ type: fc.constant('array'), items: tie('schema') }, { requiredKeys: ['type'] }),
    fc.record(
      {
        oneOf: fc.array(tie('schema'), { maxLength: 3 }),
        discriminator: fc.record({ propertyName: fc.string({ maxLength: 4 }) }),
      },
      { requiredKeys: ['oneOf'] },
    ),
    fc.record({ allOf: fc.array(tie('schema'), { maxLength: 3 }) }),
    fc.jsonValue({ maxDepth: 2 }),
  ),
})).schema;

const parameter = fc.record(
  {
    name: fc.constantFrom('id', 'page', 'X-Key', ''),
    in: fc.constantFrom('path', 'query', 'header', 'cookie', 'corpo'),
    required: fc.boolean(),
    schema,
    description: text,
  },
  { requiredKeys: ['name', 'in'] },
);

const operation = fc.record(
  {
    operationId: fc.constantFrom('listar', 'criar', 'obter', 'op'),
    summary: text,
    description: text,
    tags: fc.array(fc.constantFrom('Envelopes', 'Webhooks', '<b>x</b>'), { maxLength: 2 }),
    parameters: fc.array(parameter, { maxLength: 3 }),
    requestBody: fc.record({
      content: fc.dictionary(
        fc.constantFrom('application/json', 'multipart/form-data', 'text/plain'),
        fc.record({ schema, example: fc.jsonValue({ maxDepth: 2 }) }, { requiredKeys: [] }),
        { maxKeys: 2 },
      ),
    }),
    responses: fc.dictionary(
      fc.constantFrom('200', '201', '4XX', 'default', '999', 'abc'),
      fc.record(
        { description: text, content: fc.record({ 'application/json': fc.record({ schema }) }) },
        { requiredKeys: ['description'] },
      ),
      { maxKeys: 3 },
    ),
    security: fc.array(
      fc.dictionary(
        fc.constantFrom('oauth', 'nao'),
        fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
        { maxKeys: 1 },
      ),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: ['responses'] },
);

const pathItem = fc.dictionary(
  fc.constantFrom('get', 'post', 'put', 'delete', 'patch', 'parameters', 'x-extra'),
  operation,
  { maxKeys: 3 },
);

/**
 * Mostly OpenAPI-shaped documents, some valid, many not; serialized as YAML or JSON, sometimes cut
 * short.
 */
export const openApiText = fc
  .tuple(
    fc.record(
      {
        openapi: fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom('3.1.0', '3.0.3') },
          fc.constantFrom('2.0', 3.1, '4.0.0'),
        ),
        swagger: fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, fc.constant('2.0')),
        info: fc.record({ title: text, version: fc.constantFrom('1.0.0', 1) }),
        paths: fc.oneof(
          fc.dictionary(
            fc.constantFrom(
              '/v1/envelopes',
              '/v1/envelopes/{id}',
              '/{a}/{b}',
              'sem-barra',
              '/v1/ç',
              // Characters WHATWG URL leaves as they are and RFC 3986 (httpsnippet) refuses.
              '/v1/a|b[0]^%zz',
            ),
            pathItem,
            { maxKeys: 3 },
          ),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        components: fc.record(
          {
            schemas: fc.record({ A: schema, B: schema }, { requiredKeys: [] }),
            securitySchemes: fc.record({
              oauth: fc.record({
                type: fc.constantFrom('oauth2', 'http', 'apiKey', 'x'),
                scheme: fc.constant('bearer'),
              }),
            }),
          },
          { requiredKeys: [] },
        ),
        tags: fc.array(fc.record({ name: text, description: text }), { maxLength: 2 }),
        servers: fc.array(
          fc.record({
            url: fc.oneof(
              fc.constantFrom(
                'https://api.exemplo.com',
                '/api',
                'https://{tenant}.exemplo.com/v1',
                'https://exa mple.com/v1',
                'não é url',
                '',
              ),
              text,
            ),
          }),
          { maxLength: 2 },
        ),
      },
      { requiredKeys: ['openapi', 'info', 'paths'] },
    ),
    fc.constantFrom('yaml', 'json'),
    fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, fc.nat()),
  )
  .map(([doc, format, cut]) => {
    const full = format === 'json' ? JSON.stringify(doc, null, 2) : stringify(doc);
    return cut === null ? full : full.slice(0, cut % (full.length + 1));
  });
