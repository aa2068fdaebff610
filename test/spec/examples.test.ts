// Validates every example in spec/openapi.yaml against its schema (JSON Schema 2020-12, as OpenAPI
// 3.1 uses it): request bodies, responses, parameters, headers and schema-level `examples`. One
// test case per example, named by its JSON pointer in the dereferenced spec. The collection and the
// validator are docgen check's (src/node/check/spec-examples.ts).
import { describe, expect, it } from 'vitest';
import { collectSpecExamples, exampleValidator } from '../../src/node/check/spec-examples.js';
import { toPointer } from '../../src/node/openapi/parse-source.js';
import { loadDereferencedSpec } from './helpers.js';

const spec = await loadDereferencedSpec();
const { examples, missing } = collectSpecExamples(spec);
const validate = exampleValidator();

describe('examples in spec/openapi.yaml', () => {
  it('finds the examples', () => {
    expect(examples.length).toBeGreaterThan(60);
  });

  it('every request body and every JSON success response has an example', () => {
    expect(missing.map((m) => toPointer(m.path))).toEqual([]);
  });

  it.each(examples.map((e) => [toPointer(e.path), e] as const))(
    '%s is valid against its schema',
    (_pointer, example) => {
      expect(validate(example), JSON.stringify(example.value)).toEqual([]);
    },
  );
});
