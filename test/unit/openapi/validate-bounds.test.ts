import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/node/openapi/parse-source.js';
import {
  MAX_DEPTH,
  MAX_EXPANDED_NODES,
  validateBounds,
} from '../../../src/node/openapi/validate-structure.js';

/** A spec whose one schema nests `levels` objects, as JSON. */
const deep = (levels: number) => {
  let schema = '{ "type": "string" }';
  for (let i = 0; i < levels; i++)
    schema = `{ "type": "object", "properties": { "p": ${schema} } }`;
  const head = '"openapi": "3.1.0", "info": { "title": "x", "version": "1" }, "paths": {}';
  return `{ ${head}, "components": { "schemas": { "S": ${schema} } } }`;
};

/** A spec with one array of `count` numbers (each a node of the walk). */
const wide = (count: number) =>
  `{ "openapi": "3.1.0", "paths": {}, "x-items": [${'0,'.repeat(count - 1)}0] }`;

const bounds = (text: string, tree: boolean) => {
  const parsed = parseSource(text);
  expect(parsed.tree).toBe(true);
  const document = parsed.value as Record<string, unknown>;
  return validateBounds({ file: 'openapi.json', text, locate: parsed.locate, document, tree });
};

describe('the bounds of a document parsed as a tree', () => {
  it.each([
    ['nested too deep', deep(MAX_DEPTH), 'DG3012'],
    ['with too many nodes', wide(MAX_EXPANDED_NODES), 'DG3011'],
  ])(
    'are found %s, where and as the walk that remembers each object finds them',
    (_, text, code) => {
      const fast = bounds(text, true);
      expect(fast?.code).toBe(code);
      expect(fast).toEqual(bounds(text, false));
    },
  );

  it('pass a document within them', () => {
    expect(bounds(deep(20), true)).toBeUndefined();
    expect(bounds(wide(1000), true)).toBeUndefined();
  });

  it('a YAML document with anchors is not a tree: its aliases reach one object twice', () => {
    expect(parseSource('a: &x { b: 1 }\nc: *x\n').tree).toBeUndefined();
    expect(parseSource('a: { b: 1 }\nc: { b: 1 }\n').tree).toBe(true);
  });
});
