// Issue 42's target: a site in two languages against the same site in one.
//   languages   this site, and this site in pt-BR and English (`i18n`), every page and the spec
//               "translated" (copied into i18n/en/ in Docusaurus's layout, so that the English
//               site transforms its own pages as a translated one does): cold and warm builds
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builds, ratio } from './versions.mjs';
import { copySite } from './workspace.mjs';

/** This site with English beside pt-BR, every page and the spec translated (copied). */
function twoLanguages(siteRoot) {
  const dir = copySite(siteRoot);
  const en = path.join(dir, 'i18n/en');
  cpSync(path.join(dir, 'content/docs'), path.join(en, 'docusaurus-plugin-content-docs/current'), {
    recursive: true,
  });
  cpSync(path.join(dir, 'content/pages'), path.join(en, 'docusaurus-plugin-content-pages'), {
    recursive: true,
  });
  cpSync(path.join(dir, 'spec'), path.join(en, 'spec'), { recursive: true });
  const config = path.join(dir, 'docgen.config.ts');
  const i18n =
    "i18n: { defaultLocale: 'pt-BR', locales: ['pt-BR', 'en'], " +
    "localeConfigs: { en: { spec: 'i18n/en/spec/openapi.yaml' } } },";
  writeFileSync(
    config,
    readFileSync(config, 'utf8').replace('export default defineConfig({', `$&\n  ${i18n}`),
  );
  return dir;
}

export async function benchLanguages({ bin, siteRoot, runs, log }) {
  const one = copySite(siteRoot);
  const two = twoLanguages(siteRoot);
  const [single, both] = await builds(
    bin,
    [
      { dir: one, label: 'one language' },
      { dir: two, label: 'two languages' },
    ],
    runs,
    log,
  );
  // The figure is of a site whose English half has every page of the one-language site.
  const htmlPages = (dir) =>
    readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('index.html')).length;
  const english = htmlPages(path.join(two, 'dist/en'));
  if (english !== htmlPages(path.join(one, 'dist')))
    throw new Error(`the English site has ${english} pages, the one-language site more`);
  return {
    one: single,
    two: both,
    ratio: { cold: ratio(both.cold, single.cold), warm: ratio(both.warm, single.warm) },
  };
}
