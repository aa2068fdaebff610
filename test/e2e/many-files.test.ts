// A build that writes more than 20,000 files, under a limit of 256 open files: the writer keeps a
// bounded number open whatever the count (before, it opened them all at once and died with EMFILE).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, siteWithSpec } from '../helpers/cli.js';

/** A spec of 21,000 small component schemas: each is a search record, so a file of the index. */
function manySchemas(): string {
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < 21_000; i++)
    schemas[`Coisa${i}`] = {
      type: 'object',
      description: `Coisa número ${i}.`,
      properties: { nome: { type: 'string' } },
    };
  const ok = { description: 'ok' };
  const paths = { '/v1/x': { get: { operationId: 'x', summary: 'X', responses: { '200': ok } } } };
  return JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths,
    components: { schemas },
  });
}

function countFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;
}

describe('a build of more than 20,000 files', () => {
  it('succeeds with 256 file descriptors', async () => {
    const site = siteWithSpec('many-files', manySchemas());
    const bin = path.join(repoRoot, 'bin/docgen.js');
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(
        'bash',
        ['-c', `ulimit -n 256 && exec "${process.execPath}" "${bin}" build --quiet`],
        {
          cwd: site,
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (code) => resolve({ code, stderr }));
    });
    expect(result.code, result.stderr).toBe(0);
    expect(countFiles(path.join(site, 'dist'))).toBeGreaterThan(20_000);
  }, 300_000);
});
