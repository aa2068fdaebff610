import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, repoRoot, runCli } from '../helpers/cli.js';

/** Every h2–h4 of the reference carries a `#` link to an id that exists on the page. */
function headingsWithoutAnchor(html: string): string[] {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const problems: string[] = [];
  for (const [heading] of main.matchAll(/<h([2-4])\b[^>]*>[\s\S]*?<\/h\1>/g)) {
    const target = /class="hash-link" href="#([^"]+)"/.exec(heading)?.[1];
    if (!target || !ids.has(target)) problems.push(heading.replace(/<[^>]+>/g, '').trim());
  }
  return problems;
}

describe('API reference headings', () => {
  it(
    'every heading of /api/ (this spec) ' + 'and of a split reference has a working anchor link',
    async () => {
      const site = copyFixture('basic-site');
      const result = await runCli(
        ['build', '--spec', path.join(repoRoot, 'spec/openapi.yaml')],
        site,
      );
      expect(result.code).toBe(0);
      const html = readFileSync(path.join(site, 'dist/api/index.html'), 'utf8');
      expect(html.match(/<h[2-4]\b/g)?.length).toBeGreaterThan(150);
      expect(headingsWithoutAnchor(html)).toEqual([]);
      expect(html).toContain('id="operation/createEnvelope/respostas"');
      expect(html).toContain('id="operation/createEnvelope/corpo"');
      expect(html).toContain('id="operation/listEnvelopes/parametros-query"');
    },
  );
});
