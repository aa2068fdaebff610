import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSource, parseWithPositions } from '../../../src/node/openapi/parse-source.js';
import { specsDir } from './helpers.js';

type Path = (string | number)[];

/** Every path of a JSON value (objects' keys and arrays' indexes), depth first. */
function paths(value: unknown, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [at];
  const children = Array.isArray(value)
    ? value.map((v, i) => paths(v, [...at, i]))
    : Object.entries(value).map(([k, v]) => paths(v, [...at, k]));
  return [at, ...children.flat()];
}

describe('JSON specs', () => {
  const document = parseWithPositions(
    readFileSync(path.join(specsDir, 'hard-cases.yaml'), 'utf8'),
  ).value;

  it.each([
    ['indented', JSON.stringify(document, null, 2)],
    ['on one line', JSON.stringify(document)],
    ['with tabs and CRLF', JSON.stringify(document, null, '\t').replace(/\n/g, '\r\n')],
  ])('locates every node %s exactly where the YAML parser does', (_name, text) => {
    const fast = parseSource(text);
    const slow = parseWithPositions(text);
    expect(fast.value).toEqual(slow.value);
    const all = paths(fast.value);
    expect(all.length).toBeGreaterThan(300);
    for (const p of all) expect(fast.locate(p), p.join('/')).toEqual(slow.locate(p));
    // A path that leaves the document: its closest existing parent.
    const missing = [...all.at(-1)!, 'nao-existe', 3];
    expect(fast.locate(missing)).toEqual(slow.locate(missing));
  });

  it('keys with escapes and odd characters are found by their value', () => {
    const text = '{\n  "a\\"b": {\n    "c/d~e": [1, {"é": true}]\n  }\n}\n';
    const parsed = parseSource(text);
    expect(parsed.locate(['a"b', 'c/d~e', 1, 'é'])).toEqual({ line: 3, column: 19 });
  });

  it('reports a syntax error at its line and column', () => {
    const parsed = parseSource('{\n  "openapi": "3.1.0",\n  "paths": {}\n  "x": 1\n}\n');
    expect(parsed.error).toMatchObject({ kind: 'syntax', line: 4, column: 3 });
  });

  it('says where a large document cut short breaks without the positioned parser', () => {
    // A spec read while it is being written: the positioned parser takes seconds on one of
    // GitHub REST's size; js-yaml's message (not the positioned parser's) tells which was used.
    const whole = JSON.stringify(document, null, 2);
    const cut = whole.slice(0, whole.indexOf('"', whole.length / 2) + 3);
    const parsed = parseSource(cut);
    const slow = parseWithPositions(cut);
    expect(parsed.value).toBeUndefined();
    expect(parsed.error?.message).toMatch(/^unexpected end of the stream within/);
    expect(parsed.error).toMatchObject({ kind: 'syntax', line: slow.error?.line });
    expect(slow.error?.message).not.toMatch(/^unexpected end of the stream/);
  });

  it('still reads a document that opens as JSON but is YAML, anchors bounded as before', () => {
    expect(parseSource('{"a": 1, "b": [2, 3],}\n# um comentário\n').value).toEqual({
      a: 1,
      b: [2, 3],
    });
    expect(parseSource('{"a": &x [1], "b": *x}').value).toEqual({ a: [1], b: [1] });
    const bomb = ['{"a": &a ["x", "x"]'];
    for (let i = 1; i < 20; i++)
      bomb.push(`"${i}": &a${i} [*a${i === 1 ? '' : i - 1}, *a${i === 1 ? '' : i - 1}]`);
    expect(parseSource(bomb.join(', ') + '}').error?.kind).toBe('aliases');
  });
});
