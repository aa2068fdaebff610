import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/node/config/load.js';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import type { UserConfig } from '../../../src/node/config/types.js';
import { repoRoot } from '../../helpers/cli.js';

/**
 * The resolved config of this site, of every fixture and of configs that set every field in each
 * of its forms, as docgen computed them before the config had one definition (captured from
 * fb5e728, the last hand-written resolver, into test/fixtures/resolved-configs.json). Undefined
 * values are kept (`"<undefined>"`), absolute paths are written from the repository's root, and
 * keys are compared in their order.
 */
const captured = JSON.parse(
  readFileSync(path.join(repoRoot, 'test/fixtures/resolved-configs.json'), 'utf8'),
) as Record<string, unknown>;

function serialise(value: unknown): string {
  const text = JSON.stringify(value, (_, v: unknown) => (v === undefined ? '<undefined>' : v), 2);
  return text.replaceAll(repoRoot, '<repo>');
}

const fixtures = path.join(repoRoot, 'test/fixtures');
/** Every fixture folder with each of its config files, or none (all defaults). */
const sites: { name: string; cwd: string; configFile?: string }[] = [
  { name: 'this site', cwd: repoRoot },
  ...readdirSync(fixtures, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => {
      const configs = readdirSync(path.join(fixtures, name)).filter((f) =>
        /^docgen(\..+)?\.config\.ts$/.test(f),
      );
      const cwd = path.join(fixtures, name);
      if (configs.length === 0) return [{ name, cwd }];
      return configs.map((configFile) => ({ name: `${name}/${configFile}`, cwd, configFile }));
    }),
];

/** Configs that give each field in every form it takes (strings, objects, `false`, slashes). */
const userConfigs: Record<string, UserConfig> = {
  empty: {},
  'every field': {
    title: 'T',
    tagline: 'Frase',
    url: 'https://docs.exemplo.com/',
    baseUrl: '/docs/',
    trailingSlash: false,
    locale: 'pt-BR',
    titleDelimiter: '·',
    contentDir: 'paginas',
    docsRoute: '/guias/',
    staticDir: 'publico',
    outDir: 'saida',
    navbar: {
      title: 'Barra',
      logo: { src: '/img/logo.svg', alt: 'Logo' },
      items: [{ label: 'Docs', to: '/docs/', position: 'right' }],
    },
    footer: { links: [{ title: 'G', items: [{ label: 'A', href: 'https://a.com' }] }] },
    announcementBar: { id: 'a', content: 'Aviso', isCloseable: false },
    sidebars: { s: ['intro', { type: 'link', label: 'L', href: 'https://l.com' }] },
    tableOfContents: { maxHeadingLevel: 4 },
    colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
    onBrokenLinks: 'throw',
    api: {
      spec: 'api/openapi.json',
      route: '/referencia/',
      servers: [{ url: 'https://{r}.api.com', variables: { r: { default: 'br', enum: ['br'] } } }],
      splitThreshold: 10,
      maxSpecMiB: 1.5,
      tryIt: {
        servers: [{ url: '/mock', description: 'Mock' }],
        customServers: ['https://*.exemplo.com', 'http://localhost:*', 'https://*.exemplo.com'],
        oauth: { clientId: 'abc', redirectPath: '/referencia/retorno/' },
      },
    },
    primaryColor: '#aa00bb',
    noIndex: true,
    docsVersion: 'v2',
    logo: { src: 'static/logo.svg', alt: 'Acme' },
    favicon: 'static/favicon.ico',
    customCss: 'styles/custom.css',
    editUrl: 'https://github.com/acme/docs/edit/main//',
    lastUpdated: true,
    check: { rules: { DG3007: 'warn', 'image-alt': 'off' } },
  },
  'logo as a string, no try-it, no announcement': {
    logo: 'marca/logo.png',
    api: { route: '/api/v2/', tryIt: false },
    announcementBar: false,
    navbar: {},
    footer: { copyright: 'C' },
  },
  'try-it with only its OAuth client': {
    api: { route: '/ref/', tryIt: { customServers: true, oauth: { clientId: 'id' } } },
    title: 'Só o título',
  },
};

describe('the resolved config, against the values captured before the one definition', () => {
  it.each(sites)('is the same for $name', async ({ name, cwd, configFile }) => {
    const config = await loadConfig({ cwd, configFile });
    expect(serialise(config)).toBe(JSON.stringify(captured[name], null, 2));
  });

  it.each(Object.keys(userConfigs))('is the same for a config with %s', (name) => {
    const config = resolveConfig(userConfigs[name]!, '/projeto', '/projeto/docgen.config.ts');
    expect(serialise(config)).toBe(JSON.stringify(captured[`user config: ${name}`], null, 2));
  });
});
