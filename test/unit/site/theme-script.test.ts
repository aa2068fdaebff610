import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import type { UserConfig } from '../../../src/node/config/types.js';
import { themeScript } from '../../../src/node/site/theme-script.js';

const script = (user: UserConfig) => themeScript(resolveConfig(user, '/site', undefined));

describe('themeScript: the one inline script', () => {
  it('is valid JavaScript for every setting that changes it', () => {
    for (const user of [
      {},
      { baseUrl: '/docs-site/' },
      { announcementBar: { id: 'a', content: 'x' } },
      { colorMode: { respectPrefersColorScheme: true } },
    ] satisfies UserConfig[])
      expect(() => new Function(script(user)), JSON.stringify(user)).not.toThrow();
  });

  it("holds the crash notice in the product's words, for the site's own scripts only", () => {
    const text = script({});
    expect(text).toContain("'This page crashed.'");
    expect(text).toContain("'Try again'");
    expect(text).toContain("indexOf('/assets/')<0");
    expect(text).toContain("d.hasAttribute('data-ready')");
  });

  it('marks the English notice English on pt-BR sites; words it in the site’s language', () => {
    expect(script({})).toContain("p.lang=r.lang='en';");
    const english = script({ locale: 'en-US' });
    expect(english).toContain("'This page crashed.'");
    expect(english).not.toContain('p.lang');
    const spanish = script({ locale: 'es' });
    expect(spanish).toContain("'Esta página ha fallado.'");
    expect(spanish).toContain("'Intentar de nuevo'");
    expect(spanish).not.toContain('p.lang');
    // The config's own words, as a safe JavaScript string, are the site's language's.
    const own = script({ strings: { 'pages.crashTitle': "Quebrou </script> d'aqui" } });
    expect(own).toContain("'Quebrou \\u003c/script> d\\'aqui'");
    expect(own).not.toContain('p.lang');
    expect(() => new Function(own)).not.toThrow();
  });

  it('styles the base-URL banner itself, as the stylesheet did not load', () => {
    expect(script({ baseUrl: '/docs-site/' })).toMatch(/b\.style\.cssText='display:block;/);
    expect(script({})).not.toContain('base-url-banner');
  });
});
