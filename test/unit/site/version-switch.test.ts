import { describe, expect, it } from 'vitest';
import {
  sameRouteIn,
  versionSwitch,
  type VersionRoutes,
  type VersionsFrame,
} from '../../../src/node/site/version-switch.js';

const version = (name: string, docsRoute: string, docs: string[], apiRoute?: string) =>
  ({
    name,
    label: name === 'current' ? 'Próxima versão' : name,
    banner: name === 'current' ? 'unreleased' : name === '1.0' ? 'unmaintained' : 'none',
    docsRoute,
    apiRoute,
    docs,
  }) satisfies VersionRoutes;

const next = version('current', '/docs/next/', ['intro/', 'anexos/'], '/api/next/');
const last = version('2.0', '/docs/', ['intro/', 'guia/'], '/api/');
const old = version('1.0', '/docs/1.0/', ['intro/'], undefined);
const frame = (current: string): VersionsFrame => ({
  current,
  last: '2.0',
  versions: [next, last, old],
});

describe('sameRouteIn', () => {
  it.each([
    ['the same doc', next, last, '/docs/next/intro/', '/docs/intro/', true],
    ['a doc the target lacks: its docs', next, last, '/docs/next/anexos/', '/docs/', false],
    ['the docs overview', last, old, '/docs/', '/docs/1.0/', true],
    ['the reference, with its page', last, next, '/api/schemas/2/', '/api/next/schemas/2/', true],
    ['the reference of a version without one: its docs', last, old, '/api/', '/docs/1.0/', false],
  ])('%s', (_, from, to, route, expected, exact) => {
    expect(sameRouteIn(from, to, route)).toEqual({ route: expected, exact });
  });
});

describe('versionSwitch', () => {
  it("lists every version's link to the page, its own current", () => {
    const { menu } = versionSwitch(frame('1.0'), '/docs/1.0/intro/', '/base/');
    expect(menu.label).toBe('1.0');
    expect(menu.outside).toBe(false);
    expect(menu.items.map((i) => [i.name, i.href, i.current, i.samePage])).toEqual([
      ['current', '/base/docs/next/intro/', false, true],
      ['2.0', '/base/docs/intro/', false, true],
      ['1.0', '/base/docs/1.0/intro/', true, true],
    ]);
  });

  it('gives other versions a banner and a canonical route in the last, where it exists', () => {
    const older = versionSwitch(frame('1.0'), '/docs/1.0/intro/', '/');
    expect(older.banner).toEqual({
      kind: 'unmaintained',
      version: '1.0',
      lastHref: '/docs/intro/',
      lastLabel: '2.0',
    });
    expect(older.canonical).toBe('/docs/intro/');
    const newer = versionSwitch(frame('current'), '/docs/next/anexos/', '/');
    expect(newer.banner?.kind).toBe('unreleased');
    expect(newer.banner?.lastHref).toBe('/docs/');
    expect(newer.canonical).toBe('/docs/next/anexos/');
    expect(versionSwitch(frame('2.0'), '/docs/guia/', '/').banner).toBeUndefined();
  });

  it('shows the last version on a page outside the versions, and leads its links there', () => {
    const home = versionSwitch(frame('current'), '/', '/');
    expect(home.menu.label).toBe('2.0');
    expect(home.menu.outside).toBe(true);
    expect(home.menu.items.find((i) => i.current)?.name).toBe('2.0');
    expect(home.banner).toBeUndefined();
    expect(home.frameLink('/docs/next/intro/')).toBe('/docs/intro/');
    expect(home.frameLink('/api/next/')).toBe('/api/');
    expect(home.frameLink('/buscar/')).toBe('/buscar/');
    // On a versioned page, the frame's links stay in its version.
    expect(versionSwitch(frame('current'), '/docs/next/intro/', '/').frameLink('/api/next/')).toBe(
      '/api/next/',
    );
  });
});
