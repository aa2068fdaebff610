// The spec lint's findings kept between runs (docgen check's memo): reused only while every file
// the lint read is unchanged.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configPlaces, specLint } from '../../../src/node/check/stages.js';
import { Graph } from '../../../src/node/graph/graph.js';
import { testRunner } from '../../helpers/runner.js';

const root = `openapi: 3.1.0
info:
  title: API
  version: 1.0.0
  license: { name: MIT, identifier: MIT }
servers:
  - url: https://api.exemplo.com.br
security: []
paths:
  /v1/me:
    $ref: paths/me.yaml
`;
const operation = (line: string) => `get:
  operationId: getProfile
  ${line}
  responses:
    '200':
      description: O perfil.
`;

function project(): { dir: string; spec: string; write: (file: string, text: string) => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-lint-cache-'));
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  mkdirSync(path.join(dir, 'spec/paths'), { recursive: true });
  write('spec/openapi.yaml', root);
  write('spec/paths/me.yaml', operation('summary: Perfil'));
  write('redocly.yaml', 'extends:\n  - recommended\n');
  return { dir, spec: path.join(dir, 'spec/openapi.yaml'), write };
}

/** The lint's input as docgen check makes it. */
const lintInput = (spec: string, dir: string) => ({
  specFile: spec,
  root: dir,
  cwd: dir,
  places: configPlaces(dir, dir),
});

const rules = (findings: { rule?: string }[]) => findings.map((f) => f.rule).sort();

describe('the spec-lint stage', () => {
  it(
    'reuses the findings while the spec, ' + 'every file it $refs and the config are unchanged',
    async () => {
      const { dir, spec, write } = project();
      const cache = path.join(dir, 'cache');
      const lint = async () => {
        const graph = Graph.open(dir, { persist: true, dir: cache, salt: 'code' });
        const outcome = await testRunner({ graph }).get(specLint, lintInput(spec, dir));
        const reused = graph.reuse.get('spec-lint')?.reused === 1;
        await graph.finish({ ok: true });
        return { findings: rules(outcome.findings), reused };
      };
      const first = await lint();
      expect(first.reused).toBe(false);
      expect(await lint()).toEqual({ findings: first.findings, reused: true });

      write('spec/paths/me.yaml', operation('description: Sem resumo.'));
      const edited = await lint();
      expect(edited.reused).toBe(false);
      expect(edited.findings).toEqual([...first.findings, 'operation-summary'].sort());

      write('redocly.yaml', 'extends:\n  - recommended\nrules:\n  operation-summary: off\n');
      expect(await lint()).toEqual({ findings: first.findings, reused: false });
      expect(await lint()).toEqual({ findings: first.findings, reused: true });
    },
  );

  it('never keeps a lint that read an ignore file, and a new ignore file is a change', async () => {
    const { dir, spec, write } = project();
    const cache = path.join(dir, 'cache');
    const reused = async () => {
      const graph = Graph.open(dir, { persist: true, dir: cache, salt: 'code' });
      await testRunner({ graph }).get(specLint, lintInput(spec, dir));
      const reused = graph.reuse.get('spec-lint')?.reused === 1;
      await graph.finish({ ok: true });
      return reused;
    };
    expect(await reused()).toBe(false);
    write('.redocly.lint-ignore.yaml', '# nada ignorado\n');
    expect(await reused()).toBe(false);
    expect(await reused()).toBe(false);
  });
});
