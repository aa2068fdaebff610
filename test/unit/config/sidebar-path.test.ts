import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';

const root = mkdtempSync(path.join(tmpdir(), 'docgen-sidebar-path-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const sidebarPath = (user: Parameters<typeof resolveConfig>[0]) =>
  resolveConfig(user, root, path.join(root, 'docgen.config.ts')).sidebarPath;

describe('sidebarPath: the config, else the sidebars file, else the default sidebar', () => {
  it('is none without a file beside the config', () => {
    expect(sidebarPath({})).toBeUndefined();
  });

  it('finds sidebars.js, .cjs, .mjs, .ts, .json beside the config, in that order', () => {
    writeFileSync(path.join(root, 'sidebars.json'), '{}');
    expect(sidebarPath({})).toBe(path.join(root, 'sidebars.json'));
    writeFileSync(path.join(root, 'sidebars.ts'), 'export default {};');
    expect(sidebarPath({})).toBe(path.join(root, 'sidebars.ts'));
  });

  it('takes the path the config gives, or none with false', () => {
    expect(sidebarPath({ sidebarPath: 'nav/barras.js' })).toBe(path.join(root, 'nav/barras.js'));
    expect(sidebarPath({ sidebarPath: false })).toBeUndefined();
  });

  it("gives way to the config's own sidebars", () => {
    expect(sidebarPath({ sidebars: { docs: ['intro'] } })).toBeUndefined();
    expect(sidebarPath({ sidebars: { docs: ['intro'] }, sidebarPath: 'x.js' })).toBeUndefined();
  });
});
