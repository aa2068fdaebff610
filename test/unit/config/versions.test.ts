import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVersions } from '../../../src/node/config/versions.js';

const project = (versions?: string[], specs: string[] = []) => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-versions-'));
  if (versions) writeFileSync(path.join(root, 'versions.json'), JSON.stringify(versions));
  for (const spec of specs) {
    const file = path.join(root, 'versioned_specs', spec);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'openapi: 3.1.0\n');
  }
  return root;
};

describe('resolveVersions', () => {
  it('has none without released versions', () => {
    expect(resolveVersions(undefined, project())).toEqual({ lastVersion: 'current', list: [] });
    expect(resolveVersions({ current: { label: 'Atual' } }, project())).toEqual({
      lastVersion: 'current',
      list: [],
    });
  });

  it("gives Docusaurus's defaults: the newest released is last, current is next", () => {
    const root = project(['2.0', '1.0'], ['version-2.0.json']);
    const { lastVersion, list } = resolveVersions(undefined, root);
    expect(lastVersion).toBe('2.0');
    // The working tree's label is its language's (site/locales.ts: "Próxima versão", "Next").
    expect(list).toEqual([
      {
        name: 'current',
        path: 'next',
        banner: 'unreleased',
        noIndex: false,
      },
      {
        name: '2.0',
        label: '2.0',
        path: '2.0',
        banner: 'none',
        noIndex: false,
        docs: path.join(root, 'versioned_docs/version-2.0'),
        spec: path.join(root, 'versioned_specs/version-2.0.json'),
      },
      {
        name: '1.0',
        label: '1.0',
        path: '1.0',
        banner: 'unmaintained',
        noIndex: false,
        docs: path.join(root, 'versioned_docs/version-1.0'),
      },
    ]);
  });

  it('takes what the config says, and versions only the config names, after the listed', () => {
    const root = project(['2.0']);
    const { lastVersion, list } = resolveVersions(
      {
        lastVersion: 'current',
        current: { label: '3.0', path: '3.0' },
        released: {
          '2.0': { banner: 'none', noIndex: true },
          legado: { docs: 'antigo/docs', spec: 'antigo/openapi.yaml', label: 'Legado' },
        },
      },
      root,
    );
    expect(lastVersion).toBe('current');
    expect(list.map((v) => [v.name, v.label, v.path, v.banner, v.noIndex])).toEqual([
      ['current', '3.0', '3.0', 'none', false],
      ['2.0', '2.0', '2.0', 'none', true],
      ['legado', 'Legado', 'legado', 'unmaintained', false],
    ]);
    expect(list[2]).toMatchObject({
      docs: path.join(root, 'antigo/docs'),
      spec: path.join(root, 'antigo/openapi.yaml'),
    });
  });

  it('refuses an unknown lastVersion and a name that is no route segment', () => {
    expect(() => resolveVersions({ lastVersion: '9' }, project(['1.0']))).toThrow(/DG1017/);
    expect(() => resolveVersions(undefined, project(['a b']))).toThrow(/DG1018/);
    expect(() => resolveVersions({ released: { 'x/y': {} } }, project())).toThrow(/DG1017/);
  });
});
