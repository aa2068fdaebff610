import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { copyFixture } from '../../helpers/cli.js';
import {
  classifyChange,
  isScratchFile,
  watchTargets,
} from '../../../src/node/dev/watch/changes.js';

const root = '/site';
const config = resolveConfig(
  { api: { spec: 'spec/openapi.yaml' } },
  root,
  '/site/docgen.config.ts',
);
const dirs = { templates: '/pkg/templates', client: '/pkg/src/client', shared: '/pkg/src/shared' };
const at = (...parts: string[]) => path.join(...parts);

describe('classifyChange', () => {
  it('takes the sidebars file in use as content, and watches it', () => {
    const withFile = resolveConfig({ sidebarPath: 'nav/sidebars.ts' }, root, undefined);
    expect(classifyChange(at(root, 'nav/sidebars.ts'), withFile, dirs)).toBe('content');
    expect(watchTargets(withFile, dirs)).toContain(at(root, 'nav/sidebars.ts'));
  });

  it.each([
    [at(root, 'docgen.config.ts'), 'config'],
    [at(root, 'spec/openapi.yaml'), 'spec'],
    [at(root, 'spec/schemas/envelope.yaml'), 'spec'],
    [at(root, 'content/docs/intro.md'), 'content'],
    [at(root, 'content/docs/guias'), 'content'],
    [at(root, 'content/docs/img/fluxo.png'), 'content-file'],
    [at(root, 'content/docs/guias/_category_.json'), 'content-file'],
    // A sidebars file beside the config may become the one in use (sidebarPath's default).
    [at(root, 'sidebars.js'), 'config'],
    [at(root, 'sidebars.json'), 'config'],
    [at(root, 'static/logo.svg'), 'static'],
    ['/pkg/templates/components/Footer.tsx', 'templates'],
    ['/pkg/templates/styles/site.css', 'styles'],
    ['/pkg/src/client/menu.ts', 'client'],
    ['/pkg/src/client/dev/overlay.ts', 'dev-client'],
    ['/pkg/src/shared/urls.ts', 'shared'],
    [at(root, 'README.md'), undefined],
  ])('%s → %s', (file, kind) => {
    expect(classifyChange(file, config, dirs)).toBe(kind);
  });

  it(
    'watches the sources and docgen folders, ' + 'never the whole project for a spec at its root',
    () => {
      expect(watchTargets(config, dirs)).toEqual([
        '/site/content',
        '/site/static',
        '/pkg/templates',
        '/pkg/src/client',
        '/pkg/src/shared',
        '/site/docgen.config.ts',
        '/site/spec',
      ]);
      const rootSpec = resolveConfig({ api: { spec: 'openapi.yaml' } }, root, undefined);
      expect(watchTargets(rootSpec, dirs)).toContain('/site/openapi.yaml');
      expect(watchTargets(rootSpec, dirs)).not.toContain('/site');
    },
  );

  it('watches the MDX components folder: a change there remakes the pages that use it', () => {
    const site = copyFixture('docusaurus-site');
    const withComponents = resolveConfig(
      { componentsDir: 'src/components' },
      site,
      path.join(site, 'docgen.config.ts'),
    );
    expect(watchTargets(withComponents, dirs)).toContain(path.join(site, 'src/components'));
    expect(
      classifyChange(path.join(site, 'src/components/Destaque.tsx'), withComponents, dirs),
    ).toBe('content-file');
    expect(
      classifyChange(path.join(site, 'content/docs/sdk/install.mdx'), withComponents, dirs),
    ).toBe('content');
  });

  it("watches a versioned site's versions.json and each version's docs and spec", () => {
    const site = copyFixture('versions-site');
    const versioned = resolveConfig({}, site, path.join(site, 'docgen.config.ts'));
    const targets = watchTargets(versioned, dirs);
    for (const file of [
      'versions.json',
      'versioned_docs/version-2.0',
      'versioned_specs/version-2.0.yaml',
      'versioned_docs/version-1.0',
    ])
      expect(targets).toContain(path.join(site, file));
    expect(classifyChange(path.join(site, 'versions.json'), versioned, dirs)).toBe('config');
    expect(
      classifyChange(path.join(site, 'versioned_docs/version-1.0/intro.md'), versioned, dirs),
    ).toBe('content');
    expect(
      classifyChange(path.join(site, 'versioned_specs/version-2.0.yaml'), versioned, dirs),
    ).toBe('spec');
  });

  it('ignores editor scratch files', () => {
    for (const f of [
      '/site/content/.intro.md.swp',
      '/site/content/intro.md~',
      '/site/content/4913',
      '/site/content/.#intro.md',
      '/site/.docgen-config-1-2.mjs',
    ])
      expect(isScratchFile(f), f).toBe(true);
    expect(isScratchFile('/site/content/intro.md')).toBe(false);
  });
});
