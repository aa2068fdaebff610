import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABSENT, FileHasher, hashFiles } from '../../../src/node/util/file-hashes.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'docgen-hashes-'));

describe('FileHasher', () => {
  it('sees a changed file by its time and size; a missing one never matches', async () => {
    const folder = dir();
    const file = path.join(folder, 'a.md');
    writeFileSync(file, 'um');
    const hasher = new FileHasher();
    const before = await hashFiles([file]);
    expect(await hasher.unchanged(before)).toBe(true);
    writeFileSync(file, 'dois');
    expect(await hasher.unchanged(before)).toBe(false);
    expect(await hasher.unchanged([[path.join(folder, 'nada.md'), '']])).toBe(false);
  });

  it('holds a file recorded absent while it is still absent, and not once it exists', async () => {
    const folder = dir();
    const file = path.join(folder, 'versions.json');
    const hasher = new FileHasher();
    expect(await hasher.hash(file)).toBe(ABSENT);
    expect(await hasher.unchanged([[file, ABSENT]])).toBe(true);
    writeFileSync(file, '[]');
    expect(await hasher.unchanged([[file, ABSENT]])).toBe(false);
    // A file that exists but is not a file (nor a folder) it could read is not absent.
    expect(await hasher.unchanged([[path.join(folder, 'versions.json', 'x'), ABSENT]])).toBe(false);
  });

  it('under a trusted folder, looks at a file again only once told it changed', async () => {
    const folder = dir();
    const content = path.join(folder, 'content');
    mkdirSync(content);
    const file = path.join(content, 'a.md');
    writeFileSync(file, 'um');
    const hasher = new FileHasher();
    hasher.trust([content]);
    const before = await hashFiles([file]);
    expect(await hasher.unchanged(before)).toBe(true);
    writeFileSync(file, 'outro texto');
    // Not reported yet: the watcher's event is what makes it look.
    expect(await hasher.unchanged(before)).toBe(true);
    hasher.forget([file]);
    expect(await hasher.unchanged(before)).toBe(false);
  });

  it('forgets the folder holding a reported file, whose listing it may have hashed', async () => {
    const folder = dir();
    const styles = path.join(folder, 'styles');
    mkdirSync(styles);
    writeFileSync(path.join(styles, 'a.css'), 'a{}');
    const hasher = new FileHasher();
    hasher.trust([folder]);
    const before = await hashFiles([styles]);
    expect(await hasher.unchanged(before)).toBe(true);
    writeFileSync(path.join(styles, 'b.css'), 'b{}');
    hasher.forget([path.join(styles, 'b.css')]);
    expect(await hasher.unchanged(before)).toBe(false);
  });

  it('trusts a watched file (the config) itself, not one that only shares its prefix', async () => {
    const folder = dir();
    const config = path.join(folder, 'docgen.config.ts');
    const sibling = path.join(folder, 'docgen.config.ts.bak');
    writeFileSync(config, 'um');
    writeFileSync(sibling, 'um');
    const hasher = new FileHasher();
    hasher.trust([config]);
    const before = await hashFiles([config, sibling]);
    expect(await hasher.unchanged(before)).toBe(true);
    writeFileSync(config, 'outro texto');
    writeFileSync(sibling, 'outro texto');
    // The config is not looked at until the watcher reports it; its sibling is.
    expect(await hasher.unchanged(before.slice(0, 1))).toBe(true);
    expect(await hasher.unchanged(before.slice(1))).toBe(false);
    hasher.forget([config]);
    expect(await hasher.unchanged(before.slice(0, 1))).toBe(false);
  });

  it('takes files the caller says are fixed as they were, until one is reported', async () => {
    const folder = dir();
    const packages = path.join(folder, 'node_modules');
    mkdirSync(packages);
    const fixed = path.join(packages, 'react.js');
    const other = path.join(folder, 'schema.json');
    writeFileSync(fixed, 'um');
    writeFileSync(other, 'um');
    const hasher = new FileHasher();
    hasher.trust([], (file) => file.startsWith(packages + path.sep));
    const before = await hashFiles([fixed, other]);
    expect(await hasher.unchanged(before)).toBe(true);
    writeFileSync(fixed, 'outro texto');
    writeFileSync(other, 'outro texto');
    expect(await hasher.unchanged(before.slice(0, 1))).toBe(true);
    expect(await hasher.unchanged(before.slice(1))).toBe(false);
    hasher.forget([fixed]);
    expect(await hasher.unchanged(before.slice(0, 1))).toBe(false);
    // Trusting again without it: looked at like any file.
    hasher.trust([]);
    writeFileSync(fixed, 'um');
    expect(await hasher.unchanged(before.slice(0, 1))).toBe(true);
    writeFileSync(fixed, 'terceiro');
    expect(await hasher.unchanged(before.slice(0, 1))).toBe(false);
  });
});
