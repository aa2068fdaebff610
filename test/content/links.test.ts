// The real site, built with onBrokenLinks: 'throw': every link the pages write (docs,
// /api/#operation/…, #anchors) resolves to a rendered route and id.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/pipeline/build.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const temp = mkdtempSync(path.join(tmpdir(), 'docgen-content-links-'));

afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The repo's config, unchanged but for the link policy; content and spec come from the repo. */
function strictConfig(): string {
  const source = readFileSync(path.join(ROOT, 'docgen.config.ts'), 'utf8');
  const strict = source.replace(/onBrokenLinks:\s*'[a-z]+'/, "onBrokenLinks: 'throw'");
  if (strict === source && !source.includes("onBrokenLinks: 'throw'"))
    throw new Error('docgen.config.ts has no onBrokenLinks to override');
  const file = path.join(temp, 'docgen.config.ts');
  writeFileSync(file, strict);
  return file;
}

describe('the real site', () => {
  it("builds with onBrokenLinks: 'throw'", async () => {
    const result = await build({
      cwd: temp,
      configFile: strictConfig(),
      overrides: {
        contentDir: path.join(ROOT, 'content'),
        spec: path.join(ROOT, 'spec/openapi.yaml'),
        outDir: path.join(temp, 'dist'),
      },
      write: false,
    });
    expect(result.config.onBrokenLinks).toBe('throw');
    expect(result.routes).toEqual(
      expect.arrayContaining([
        '/',
        '/api/',
        '/docs/intro/',
        '/docs/quickstart/',
        '/docs/starting/',
        '/markdown-page/',
      ]),
    );
  }, 120_000);
});
