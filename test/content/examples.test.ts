// The real content against the real spec: every example a page shows is one the API accepts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/node/content/load.js';
import { inspectExamples, type PageExamples } from '../../src/node/examples/index.js';
import type { Diagnostic } from '../../src/node/diagnostics/diagnostic.js';
import { loadSpec } from '../../src/node/openapi/load.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GUIDES = [
  'app-private-api-key',
  'app-public-api-key',
  'inbox-signing',
  'multi-organizations',
  'pdf-contents',
  'pdf-fields',
  'qualified-signature',
  'recipient-ordering',
  'store-reusable-files',
  'webhooks',
];

let diagnostics: Diagnostic[] = [];
let pages: PageExamples[] = [];

function format(d: Diagnostic): string {
  return (
    `${path.relative(ROOT, d.file ?? '')}:${d.line}:${d.column}  ${d.code}  ` +
    `${d.message}${d.pointer ? ` (${d.pointer})` : ''}\n    → ${d.hint ?? ''}`
  );
}

beforeAll(async () => {
  const [spec, content] = await Promise.all([
    loadSpec(path.join(ROOT, 'spec/openapi.yaml')),
    loadContent(path.join(ROOT, 'content')),
  ]);
  ({ diagnostics, pages } = inspectExamples({
    spec,
    pages: content.pages.map((p) => ({ file: p.file, body: p.body })),
  }));
});

describe('examples in content/', () => {
  it('all validate against spec/openapi.yaml', () => {
    expect(diagnostics.map(format).join('\n')).toBe('');
  });

  describe.each(GUIDES)('guide %s', (guide) => {
    const page = () =>
      pages.find((p) => p.file.endsWith(path.join('docs', 'guides', `${guide}.md`)));

    it('shows at least one checked request', () => {
      expect(page(), `content/docs/guides/${guide}.md is missing`).toBeDefined();
      expect(page()?.operations.length).toBeGreaterThan(0);
    });

    it('links to at least one operation of the API reference', () => {
      expect(page()?.links.filter((url) => /^\/api\/#operation\/\w+/.test(url))).not.toEqual([]);
    });
  });
});
