import { describe, expect, it } from 'vitest';
import {
  walkDescriptions,
  type WrittenDescription,
} from '../../../src/node/openapi/description-links.js';

const walked = (spec: Parameters<typeof walkDescriptions>[0]) => {
  const seen: WrittenDescription[] = [];
  walkDescriptions(spec, (d) => {
    seen.push(d);
    return false;
  });
  return seen.map((d) => [d.file, d.path.join('/'), d.text]);
};

describe('walkDescriptions', () => {
  it('walks the root as written, then the other files, each description with its path', () => {
    const spec = {
      file: '/spec/openapi.yaml',
      source: { info: { description: 'raiz' }, paths: { '/x': { $ref: 'x.yaml' } } },
      parsedFiles: new Map([['/spec/x.yaml', { get: { description: 'item' } }]]),
      convertedFrom: undefined,
    };
    expect(walked(spec)).toEqual([
      ['/spec/openapi.yaml', 'info/description', 'raiz'],
      ['/spec/x.yaml', 'get/description', 'item'],
    ]);
  });

  it('ends on a cycle (a YAML alias inside its own anchor) and still sees a shared node', () => {
    const shared: Record<string, unknown> = { description: 'compartilhada' };
    const cyclic: Record<string, unknown> = { description: 'cíclica' };
    cyclic.self = cyclic;
    const spec = {
      file: '/spec/openapi.yaml',
      source: { a: shared, b: shared, c: cyclic },
      parsedFiles: new Map(),
      convertedFrom: undefined,
    };
    expect(walked(spec).map(([, p]) => p)).toEqual([
      'a/description',
      'b/description',
      'c/description',
    ]);
  });

  it('walks nothing of a Swagger 2.0 file: what loading kept is its conversion', () => {
    const spec = {
      file: '/spec/swagger.json',
      source: { info: { description: 'convertida' } },
      parsedFiles: new Map(),
      convertedFrom: 'swagger-2.0' as const,
    };
    expect(walked(spec)).toEqual([]);
  });
});
