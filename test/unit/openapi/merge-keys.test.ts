import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../src/node/openapi/load.js';
import { parseSource } from '../../../src/node/openapi/parse-source.js';
import { specDownloads } from '../../../src/node/publish/spec-downloads.js';
import type { SchemaView } from '../../../src/shared/api-view-models.js';
import { operation, referenceOf, specsDir } from './helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: walking a parsed test document by known keys
type Obj = Record<string, any>;

const file = path.join(specsDir, 'merge-keys/openapi.yaml');
const names = (schema: SchemaView | undefined) => schema?.properties.map((p) => p.name);

describe('YAML merge keys (<<) in a spec', () => {
  it('merges them into the document: no key named "<<" is left', async () => {
    const spec = await loadSpec(file);
    expect(JSON.stringify(spec.document)).not.toContain('<<');
    const doc = spec.document as Obj;
    const get = doc.paths['/v1/pastas/{pasta}'].get;
    expect(Object.keys(get.responses).sort()).toEqual(['200', '401', '404']);
    const del = doc.paths['/v1/pastas/{pasta}'].delete;
    expect(Object.keys(del.responses).sort()).toEqual(['204', '409']);
    expect(del.parameters[0]).toMatchObject({
      name: 'pasta',
      in: 'path',
      required: true,
      description: 'A pasta a excluir.',
    });
    // The mapping's own keys win; of several merged mappings, the first listed wins.
    expect(doc.components.schemas.Pasta).toMatchObject({
      type: 'object',
      required: ['id'],
      description: 'Uma pasta.',
    });
    expect(Object.keys(doc.components.schemas.Etiqueta.properties)).toEqual(['created_at']);
    expect(doc.components.schemas.Etiqueta.required).toEqual(['id']);
  });

  it('merges them in the files a spec $refs, too', async () => {
    const doc = (await loadSpec(file)).document as Obj;
    const schema =
      doc.paths['/v1/arquivos'].get.responses['200'].content['application/json'].schema;
    expect(schema).toEqual({
      type: 'object',
      properties: { nome: { type: 'string', description: 'Nome do arquivo.' } },
      description: 'Um arquivo.',
    });
  });

  it('shows merged responses and properties in the reference, never a "<<" entry', async () => {
    const reference = await referenceOf('merge-keys/openapi.yaml');
    const get = operation(reference, 'getPasta');
    expect(get.responses.map((r) => r.status)).toEqual(['200', '401', '404']);
    expect(names(get.responses[0]!.contents[0]!.schema)).toEqual(['id']);
    expect(operation(reference, 'deletePasta').parameterGroups[0]!.parameters[0]!.name).toBe(
      'pasta',
    );
    expect(names(reference.schemas.find((s) => s.name === 'Pasta')?.schema)).toEqual(['id']);
    const arquivos = operation(reference, 'listArquivos').responses[0]!.contents[0]!.schema;
    expect(names(arquivos)).toEqual(['nome']);
    expect(JSON.stringify(reference)).not.toContain('"<<"');
  });

  it('publishes the merged document as the YAML and JSON downloads', async () => {
    const { json, yaml } = await specDownloads(await loadSpec(file));
    expect(json).not.toContain('<<');
    expect(yaml).not.toContain('<<');
  });

  it('merges them in a single-file spec, dereferenced in one pass', async () => {
    const single = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-merge-')), 'openapi.yaml');
    writeFileSync(
      single,
      [
        'openapi: 3.1.0',
        'info: { title: Pastas, version: "1" }',
        'x-comuns:',
        '  erros: &erros',
        "    '401': { $ref: '#/components/responses/NaoAutorizado' }",
        'paths:',
        '  /v1/pastas:',
        '    get:',
        '      operationId: listPastas',
        '      responses:',
        '        <<: *erros',
        "        '200': { description: As pastas. }",
        'components:',
        '  responses:',
        '    NaoAutorizado: { description: Sem credenciais. }',
        '',
      ].join('\n'),
    );
    const spec = await loadSpec(single);
    expect(spec.sources.map(([f]) => f)).toEqual([single]);
    const responses = (spec.document as Obj).paths['/v1/pastas'].get.responses;
    expect(Object.keys(responses).sort()).toEqual(['200', '401']);
    expect(responses['401']).toEqual({ description: 'Sem credenciais.' });
  });

  it('merges an inline mapping in a document without anchors', () => {
    const parsed = parseSource('a:\n  <<: { x: 1, y: 2 }\n  y: 3\n');
    expect(parsed.error).toBeUndefined();
    expect(parsed.value).toEqual({ a: { x: 1, y: 3 } });
    // A quoted "<<" is an ordinary key.
    expect(parseSource('"<<": 1\n').value).toEqual({ '<<': 1 });
  });
});
