// docs/errors.md is the catalogue of every code docgen reports: a code emitted but not documented,
// or documented but never emitted, fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codes } from '../../../src/node/diagnostics/codes.js';
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
