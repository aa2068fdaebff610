// docs/errors.md is the catalogue of every code docgen reports: a code emitted but not documented,
// or documented but never emitted, fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codes } from '../../../src/node/diagnostics/codes.js';
import { DocgenError } from '../../../src/node/diagnostics/diagnostic.js';
import { reportFailure, type Output } from '../../../src/node/diagnostics/exit.js';
import { repoRoot } from '../../helpers/cli.js';

const catalogue = readFileSync(path.join(repoRoot, 'docs/errors.md'), 'utf8');
const documented = [...catalogue.matchAll(/^## (DG\d{4})\s*$/gm)].map((m) => m[1]!);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

const codesFile = path.join(repoRoot, 'src/node/diagnostics/codes.ts');
const code = sources(path.join(repoRoot, 'src'))
  .filter((f) => f !== codesFile)
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

describe('the error catalogue (docs/errors.md)', () => {
  it('documents every code once, in order', () => {
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(documented);
  });

  it('documents exactly the codes in codes.ts', () => {
    expect([...documented].sort()).toEqual(Object.values(codes).sort());
  });

  it('has no duplicate code values in codes.ts', () => {
    const values = Object.values(codes);
    expect(new Set(values).size).toBe(values.length);
  });

  it('gives each code a cause and a fix of at least one sentence', () => {
    const sections = catalogue.split(/^## /m).slice(1);
    for (const section of sections) {
      const [heading, ...body] = section.split('\n');
      expect(body.join(' ').trim().length, heading).toBeGreaterThan(40);
    }
  });

  it.each(Object.entries(codes))('emits %s (%s) somewhere in src/', (key) => {
    expect(code).toMatch(new RegExp(`codes\\.${key}\\b`));
  });
});

describe('how a failure is printed', () => {
  const out: Output = { color: false, quiet: false, verbose: false, cwd: '/p' };
  const printed = (error: unknown, verbose = false) => {
    const chunks: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      chunks.push(String(chunk));
      return true;
    });
    const code = reportFailure(error, { ...out, verbose });
    spy.mockRestore();
    return { code, text: chunks.join('') };
  };
  afterEach(() => vi.restoreAllMocks());

  it('a user error: located diagnostics with code and hint, no stack, exit 1', () => {
    const error = new DocgenError({
      code: codes.specDuplicateOperationId,
      severity: 'error',
      message: 'operationId "x" repetido',
      file: '/p/spec/openapi.yaml',
      line: 4,
      column: 7,
      hint: 'renomeie',
    });
    expect(printed(error)).toEqual({
      code: 1,
      text:
        'spec/openapi.yaml:4:7  error  DG3008  operationId "x" repetido\n' +
        '    hint: renomeie\n\n1 error, 0 warnings\n',
    });
  });

  it(
    'an internal error: one short line with DG9001 ' +
      'and a pointer to --verbose, never a bare stack',
    () => {
      const { code, text } = printed(
        new TypeError("Cannot read properties of undefined (reading 'x')"),
      );
      expect(code).toBe(1);
      expect(text).toBe(
        "error  DG9001  Internal error: Cannot read properties of undefined (reading 'x')\n" +
          'Run with --verbose for the stack.\n',
      );
    },
  );

  it('an internal error with --verbose: the stack follows', () => {
    const { text } = printed(new Error('falhou'), true);
    expect(text).toMatch(/^error {2}DG9001 {2}Internal error: falhou\nError: falhou\n\s+at /);
  });
});
