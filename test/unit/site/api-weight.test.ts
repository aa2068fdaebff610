import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  escapedLength,
  onePageWeight,
  operationWeight,
  schemaEntryWeight,
} from '../../../src/node/site/api-weight.js';
import type { OperationView, SchemaPages } from '../../../src/shared/api-view-models.js';
import { Operation } from '../../../templates/api/Operation.js';
import { SchemaEntry } from '../../../templates/api/SchemaTree.js';
import { allOperations, referenceHtml, referenceOf } from '../openapi/helpers.js';

/** As on a split reference's pages: every schema linked on a part of the Schemas section. */
const partsOf = (names: string[]): SchemaPages =>
  Object.fromEntries(names.map((name, i) => [name, `/api/schemas/${i + 1}/`]));

/** The bytes of HTML the template makes of an operation, as on a tag page of a split reference. */
const rendered = (op: OperationView, schemaPages: SchemaPages) =>
  Buffer.byteLength(
    renderToStaticMarkup(createElement(Operation, { op, schemaPages, tryIt: true })),
  );

// This site's spec and the fixtures: every kind of part an operation shows.
const specs = [
  '../../../spec/openapi.yaml',
  'hard-cases.yaml',
  'minimal.yaml',
  'no-tags.yaml',
  // Example choosers, variant switches, omitted properties, links, the spec's own samples.
  'named-examples.yaml',
  'discriminator.yaml',
  'read-write-only.yaml',
  'links.yaml',
  'code-samples.yaml',
];

describe('operationWeight', () => {
  it.each(specs)(
    'is near the bytes the template renders, operation by operation (%s)',
    async (spec) => {
      const reference = await referenceOf(spec);
      const ops = allOperations(reference);
      const schemaPages = partsOf(reference.schemas.map((s) => s.name));
      const memo = new WeakMap();
      let [estimated, real] = [0, 0];
      for (const op of ops) {
        const [e, r] = [operationWeight(op, memo), rendered(op, schemaPages)];
        expect(e / r, op.id).toBeGreaterThan(0.8);
        expect(e / r, op.id).toBeLessThan(1.25);
        [estimated, real] = [estimated + e, real + r];
      }
      expect(estimated / real).toBeGreaterThan(0.9);
      expect(estimated / real).toBeLessThan(1.15);
    },
  );

  it('counts a shared schema at every use: sharing the memo changes nothing', async () => {
    const ops = allOperations(await referenceOf('hard-cases.yaml'));
    const shared = new WeakMap();
    for (const op of ops) expect(operationWeight(op, shared)).toBe(operationWeight(op));
  });
});

describe('schemaEntryWeight', () => {
  it.each(['../../../spec/openapi.yaml', 'hard-cases.yaml'])(
    'is near the bytes the template renders of the Schemas section, entry by entry (%s)',
    async (spec) => {
      const { schemas } = await referenceOf(spec);
      const schemaPages = partsOf(schemas.map((s) => s.name));
      let [estimated, real] = [0, 0];
      for (const entry of schemas) {
        const html = renderToStaticMarkup(createElement(SchemaEntry, { entry, schemaPages }));
        [estimated, real] = [estimated + schemaEntryWeight(entry), real + Buffer.byteLength(html)];
      }
      expect(schemas.length).toBeGreaterThan(5);
      expect(estimated / real).toBeGreaterThan(0.85);
      expect(estimated / real).toBeLessThan(1.2);
    },
  );
});

describe('onePageWeight', () => {
  it.each(['../../../spec/openapi.yaml', 'hard-cases.yaml'])(
    "is near the bytes of the one page's content, operations and Schemas section (%s)",
    async (spec) => {
      const main = /<main[\s\S]*<\/main>/.exec(await referenceHtml(spec))![0];
      const ratio = onePageWeight(await referenceOf(spec)) / Buffer.byteLength(main);
      expect(ratio).toBeGreaterThan(0.85);
      expect(ratio).toBeLessThan(1.2);
    },
  );
});

describe('escapedLength', () => {
  it('counts the bytes of a text escaped as React escapes it, in UTF-8', () => {
    expect(escapedLength('{"a": 1}')).toBe('{&quot;a&quot;: 1}'.length);
    expect(escapedLength("<b> & 'c'")).toBe('&lt;b&gt; &amp; &#x27;c&#x27;'.length);
    expect(escapedLength('ação €')).toBe(Buffer.byteLength('ação €'));
  });
});
