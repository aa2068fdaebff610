import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import type { I18nConfig } from '../../../src/node/config/types.js';
import { languagesFrame, languageSwitcher, siteLocales } from '../../../src/node/site/locales.js';
import { withoutDocs } from '../../../src/node/site/shape.js';
import { translatedSidebar, translatedTheme } from '../../../src/node/site/theme-translations.js';

const site = (i18n?: I18nConfig, extra: Record<string, unknown> = {}) =>
  resolveConfig(
    { url: 'https://docs.exemplo', baseUrl: '/base/', ...(i18n ? { i18n } : {}), ...extra },
    '/p',
    '/p/docgen.config.ts',
  );

const twoLanguages = { defaultLocale: 'pt-BR', locales: ['pt-BR', 'en', 'es'] };

describe('the config’s i18n', () => {
  it('lists no language on a site of one, which keeps its locale', () => {
    const config = site();
    expect(config.i18n).toEqual({ defaultLocale: undefined, untranslated: 'fallback', list: [] });
    expect(siteLocales(config)).toEqual([{ config, primary: true, outPrefix: '' }]);
  });

  it('puts the default language first, at the root, and names each in itself', () => {
    const { list } = site({ defaultLocale: 'en', locales: ['pt-BR', 'en', 'es-MX'] }).i18n;
    expect(list.map((l) => [l.locale, l.label, l.htmlLang, l.path])).toEqual([
      ['en', 'English', 'en', ''],
      ['pt-BR', 'Português (Brasil)', 'pt-BR', 'pt-BR'],
      ['es-MX', 'Español de México', 'es-MX', 'es-MX'],
    ]);
    expect(list[1]!.translations).toBe('/p/i18n/pt-BR');
  });

  it('takes each language’s label, lang, path, spec and strings from localeConfigs', () => {
    const config = site({
      ...twoLanguages,
      localeConfigs: {
        en: { label: 'EN', htmlLang: 'en-US', path: 'english', spec: 'i18n/en/api.yaml' },
        es: { strings: { 'frame.onThisPage': 'En esta guía' } },
      },
    });
    const [, en, es] = config.i18n.list;
    expect(en).toMatchObject({ label: 'EN', htmlLang: 'en-US', path: 'english' });
    expect(en!.spec).toBe('/p/i18n/en/api.yaml');
    expect(es).toMatchObject({ label: 'Español', path: 'es' });
    const [, english, spanish] = siteLocales(config);
    expect(english!.config).toMatchObject({ locale: 'en-US', baseUrl: '/base/english/' });
    expect(english!.config.api.spec).toBe('/p/i18n/en/api.yaml');
    expect(english!.outPrefix).toBe('english/');
    expect(english!.translation?.docs).toBe('/p/i18n/english/docusaurus-plugin-content-docs');
    expect(spanish!.config.strings).toEqual({ 'frame.onThisPage': 'En esta guía' });
  });

  it('refuses a default or a localeConfigs language not listed, a path twice', () => {
    expect(() => site({ defaultLocale: 'pt', locales: ['pt-BR', 'en'] })).toThrow(
      'i18n.defaultLocale "pt" is not one of i18n.locales (pt-BR, en)',
    );
    expect(() => site({ ...twoLanguages, localeConfigs: { esp: {} } })).toThrow(
      /names "esp", which is not one of i18n.locales/,
    );
    expect(() =>
      site({ ...twoLanguages, localeConfigs: { en: { path: 'x' }, es: { path: 'x' } } }),
    ).toThrow('Languages "en" and "es" are both served under /x/');
  });

  it('refuses a string key the catalogue lacks, in strings and in a language’s', () => {
    expect(() => site(undefined, { strings: { 'frame.onThisPag': 'x' } })).toThrow(
      'strings names "frame.onThisPag", which is not one of docgen\'s strings',
    );
    expect(() =>
      site({ ...twoLanguages, localeConfigs: { en: { strings: { nope: 'x' } } } }),
    ).toThrow('i18n.localeConfigs.en.strings names "nope"');
    expect(() => site(undefined, { strings: { 'pages.searchRoute': 'busca' } })).toThrow(
      'strings["pages.searchRoute"] is "busca", not a route',
    );
  });
});

describe('the working tree’s version on a versioned site', () => {
  const versioned = (i18n?: I18nConfig, label?: string) =>
    site(i18n, { versions: { released: { '1.0': {} }, ...(label ? { current: { label } } : {}) } });
  const labels = (config: ReturnType<typeof site>) =>
    siteLocales(config).map((l) => l.config.versions.list.map((v) => v.label));

  it('is called “Next” in each language, unless the config names it', () => {
    expect(labels(versioned())).toEqual([['Próxima versão', '1.0']]);
    expect(labels(versioned(twoLanguages))).toEqual([
      ['Próxima versão', '1.0'],
      ['Next', '1.0'],
      ['Próxima versión', '1.0'],
    ]);
    expect(labels(versioned(twoLanguages, '3.0-beta'))).toEqual([
      ['3.0-beta', '1.0'],
      ['3.0-beta', '1.0'],
      ['3.0-beta', '1.0'],
    ]);
  });
});

describe('the language menu and hreflang of a route', () => {
  const config = site(twoLanguages);
  const frame = languagesFrame(config.i18n.list, 'en', config.baseUrl, [
    ['/docs/a/', '/docs/b/'],
    ['/docs/a/'],
    ['/docs/a/', '/docs/b/'],
  ]);
  const switcher = languageSwitcher(frame, config);

  it('links the same page in each language that has it, the current one marked', () => {
    const { menu, alternates } = switcher('/docs/a/');
    expect(menu).toEqual([
      { label: 'Português (Brasil)', href: '/base/docs/a/', lang: 'pt-BR', current: false },
      { label: 'English', href: '/base/en/docs/a/', lang: 'en', current: true },
      { label: 'Español', href: '/base/es/docs/a/', lang: 'es', current: false },
    ]);
    expect(alternates).toEqual([
      { hreflang: 'pt-BR', href: 'https://docs.exemplo/base/docs/a/' },
      { hreflang: 'en', href: 'https://docs.exemplo/base/en/docs/a/' },
      { hreflang: 'es', href: 'https://docs.exemplo/base/es/docs/a/' },
      { hreflang: 'x-default', href: 'https://docs.exemplo/base/docs/a/' },
    ]);
  });

  it('leads to the home page of a language without the page, and names none there', () => {
    const { menu, alternates } = switcher('/docs/b/');
    expect(menu[1]!.href).toBe('/base/en/');
    expect(alternates.map((a) => a.hreflang)).toEqual(['pt-BR', 'es', 'x-default']);
  });

  it('has every language for a route no content page makes (the reference)', () => {
    expect(switcher('/api/').menu.map((m) => m.href)).toEqual([
      '/base/api/',
      '/base/en/api/',
      '/base/es/api/',
    ]);
  });

  it('leads the 404 page to each language’s home, without alternates', () => {
    const { menu, alternates } = switcher('/404.html');
    expect(menu.map((m) => m.href)).toEqual(['/base/', '/base/en/', '/base/es/']);
    expect(alternates).toEqual([]);
  });
});

describe('a language’s navbar and footer (Docusaurus’s navbar.json and footer.json)', () => {
  it('replaces the labels it has a message for, and keeps the others', () => {
    const config = site(undefined, {
      navbar: {
        title: 'Docs',
        items: [
          { label: 'Guias', to: '/docs/' },
          { label: 'API', to: '/api/' },
        ],
      },
      footer: {
        links: [{ title: 'Mais', items: [{ label: 'Blog', href: 'https://b.exemplo' }] }],
        copyright: '© Nós',
      },
    });
    const translated = translatedTheme(config, {
      navbar: { title: 'Documentation', 'item.label.Guias': 'Guides' },
      footer: { 'link.title.Mais': 'More', copyright: '© Us' },
    });
    expect(translated.navbar.title).toBe('Documentation');
    expect(translated.navbar.items.map((i) => i.label)).toEqual(['Guides', 'API']);
    expect(translated.footer.links[0]!.title).toBe('More');
    expect(translated.footer.links[0]!.items[0]!.label).toBe('Blog');
    expect(translated.footer.copyright).toBe('© Us');
  });
});

describe('a language’s sidebars without the docs it leaves out', () => {
  it('drops their items and their categories’ links, wherever they are', () => {
    expect(
      withoutDocs(
        [
          'a',
          'b',
          { type: 'doc', id: 'b', label: 'B' },
          {
            type: 'category',
            label: 'C',
            link: { type: 'doc', id: 'b' },
            items: ['a', { type: 'link', label: 'L', href: 'https://x.exemplo' }, 'b'],
          },
        ],
        new Set(['b']),
      ),
    ).toEqual([
      'a',
      {
        type: 'category',
        label: 'C',
        items: ['a', { type: 'link', label: 'L', href: 'https://x.exemplo' }],
      },
    ]);
  });
});

describe('a language’s sidebar labels (Docusaurus’s current.json)', () => {
  it('translates categories, their generated index, links and labelled docs; keeps routes', () => {
    const sidebar = translatedSidebar(
      {
        id: 'docs',
        diagnostics: [],
        items: [
          { kind: 'doc', label: 'Início', route: '/docs/a/', docId: 'a' },
          { kind: 'link', label: 'Blog', href: 'https://b.exemplo' },
          {
            kind: 'category',
            label: 'Guias',
            collapsed: false,
            collapsible: true,
            index: { route: '/docs/category/guias/', title: 'Guias', description: 'Todos' },
            items: [{ kind: 'html', html: '<hr>' }],
          },
        ],
      },
      {
        'sidebar.docs.doc.Início': 'Start',
        'sidebar.docs.category.Guias': 'Guides',
        'sidebar.docs.category.Guias.link.generated-index.description': 'All of them',
      },
    );
    expect(sidebar.items).toEqual([
      { kind: 'doc', label: 'Start', route: '/docs/a/', docId: 'a' },
      { kind: 'link', label: 'Blog', href: 'https://b.exemplo' },
      {
        kind: 'category',
        label: 'Guides',
        collapsed: false,
        collapsible: true,
        index: { route: '/docs/category/guias/', title: 'Guides', description: 'All of them' },
        items: [{ kind: 'html', html: '<hr>' }],
      },
    ]);
  });
});
