import type { LogoHref } from './brand.js';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { uiStrings, type UiStrings } from '../../shared/i18n/catalogue.js';
import { languageOf, type Language } from '../../shared/i18n/languages.js';
import { withBase } from '../../shared/urls.js';
import type { ResolvedConfig } from '../config/types.js';
import { codes } from '../diagnostics/codes.js';
import { DocgenError, said } from '../diagnostics/diagnostic.js';
import { packageRoot } from '../package-root.js';
import { loadEsbuild } from '../services.js';
import { brandFiles, type BrandConfig } from './brand.js';
import { bundleClient as bundleClientSources } from './client-bundle.js';
import { primaryVariables } from './colors.js';
import { ReadLog } from '../util/read-log.js';
import type { FileHashes } from '../util/file-hashes.js';
import type { OutputFile } from '../output-file.js';

const hash = (text: string | Uint8Array) =>
  createHash('sha256').update(text).digest('hex').slice(0, 10);

type ClientFile = OutputFile & { entry: boolean; versions?: true };

/**
 * The client script (code-split so on-demand parts are chunks) and the stylesheet. `docgen build`
 * copies what `npm run compile` made of them in lib/client/; `fromSource` bundles them again from
 * src/client and templates/styles (watch mode, which watches those folders).
 */
export async function bundleAssets(
  config: AssetsConfig,
  options: { fromSource?: boolean } = {},
): Promise<SiteAssets> {
  const root = packageRoot();
  const compiled = path.join(root, 'lib/client');
  const fromSource =
    options.fromSource === true || !existsSync(path.join(compiled, 'manifest.json'));
  // From source, every file is read through one log: its hashes are of the bytes bundled.
  const strings = clientOverrides(config.strings);
  // A site that changes a string of the client bundles it with its own.
  const reads = fromSource || strings ? new ReadLog() : undefined;
  const language = languageOf(config.locale);
  const [script, sheet, brand] = await Promise.all([
    reads
      ? bundleClient(root, uiStrings(config.locale, strings), reads)
      : compiledClient(compiled, language),
    reads ? bundleCss(root, reads) : compiledCss(compiled),
    brandFiles(config, reads),
  ]);
  const main = script.files.find((f) => f.entry);
  if (!main) throw new Error('client bundle has no entry output');
  // The versions script is published by a site of several versions alone.
  const versions = script.files.find((f) => f.versions);
  const published = script.files.filter((f) => !f.versions || config.versioned);
  // The project's own stylesheet last, so its rules win over the site's at equal specificity.
  const code =
    primaryVariables(config.primaryColor) +
    sheet.code +
    (config.versioned ? sheet.versions : '') +
    brand.customCss;
  const css = { file: `assets/site-${hash(code)}.css`, contents: code };
  // With any file esbuild read itself (an import with a loader of its own), hashed now.
  const own = reads ? await reads.sources(script.inputs) : [];
  return {
    files: [...published.map(({ file, contents }) => ({ file, contents })), css, ...brand.files],
    hrefs: {
      scriptHref: withBase(config.baseUrl, '/' + main.file),
      ...(config.versioned && versions
        ? { versionsScriptHref: withBase(config.baseUrl, '/' + versions.file) }
        : {}),
      cssHref: withBase(config.baseUrl, '/' + css.file),
      iconHref: brand.iconHref,
      iconType: brand.iconType,
      logo: brand.logo,
    },
    sources: [...own, ...brand.sources],
  };
}

/** What the assets depend on in the config. */
export type AssetsConfig = Pick<ResolvedConfig, 'primaryColor' | 'locale' | 'strings'> &
  BrandConfig & {
    /** A site of several versions: it publishes the versions script. */
    versioned?: boolean | undefined;
  };

/** The client script and stylesheet of a build, and what they were bundled from. */
export interface SiteAssets {
  files: OutputFile[];
  hrefs: AssetHrefs;
  /** The sources read when bundled from them (watch mode); the compiled ones are docgen's code. */
  sources: FileHashes;
}

/** The site's stylesheet, and the one a site of several versions appends. */
interface Sheets {
  code: string;
  versions: string;
}

async function compiledCss(dir: string): Promise<Sheets> {
  const [code, versions] = await Promise.all([
    readFile(path.join(dir, 'site.css'), 'utf8'),
    readFile(path.join(dir, 'versions.css'), 'utf8'),
  ]);
  return { code, versions };
}

/** The config's `strings` that the client inlines, if any. */
function clientOverrides(
  strings: Readonly<Record<string, string>> | undefined,
): Record<string, string> | undefined {
  const client = Object.entries(strings ?? {}).filter(([key]) => isClientKey(key));
  return client.length > 0 ? Object.fromEntries(client) : undefined;
}

const isClientKey = (key: string) =>
  key.startsWith('client.') || key.startsWith('tryIt.') || key.startsWith('reference.status.');

/**
 * The client of a language as scripts/compile.mjs wrote it: manifest.json names each file and the
 * entries.
 */
async function compiledClient(
  dir: string,
  language: Language,
): Promise<{ files: ClientFile[]; inputs: string[] }> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as {
    languages: Record<Language, { file: string; entry: boolean; versions?: true }[]>;
  };
  const files = await Promise.all(
    manifest.languages[language].map(async ({ file, entry, versions }) => ({
      file,
      entry,
      ...(versions ? { versions } : {}),
      contents: await readFile(path.join(dir, file)),
    })),
  );
  return { files, inputs: [] };
}

async function bundleClient(
  root: string,
  strings: UiStrings,
  reads: ReadLog,
): Promise<{ files: ClientFile[]; inputs: string[] }> {
  try {
    return await bundleClientSources(root, await loadEsbuild(), strings, reads);
  } catch (error) {
    throw new DocgenError({
      code: codes.clientBundleFailed,
      severity: 'error',
      ...said('clientBundleFailed', { reason: (error as Error).message }),
    });
  }
}

/**
 * Every stylesheet in templates/styles/, in name order (site.css first), as one minified sheet (as
 * compile.mjs does).
 */
async function bundleCss(root: string, reads: ReadLog): Promise<Sheets> {
  const { transform } = await loadEsbuild();
  const dir = path.join(root, 'templates/styles');
  // The folder too: a stylesheet added or removed changes its listing.
  const names = (await reads.folder(dir))
    .filter((n) => n.endsWith('.css'))
    .sort((a, b) => (a === 'site.css' ? -1 : b === 'site.css' ? 1 : a.localeCompare(b)));
  const sheets = await Promise.all(names.map((n) => reads.file(path.join(dir, n))));
  const source = sheets.map((bytes) => bytes.toString()).join('\n');
  const minified = (css: string) =>
    transform(css, { loader: 'css', minify: true, target: 'chrome100' }).then((r) => r.code);
  const versions = (await reads.file(path.join(dir, 'versions/versions.css'))).toString();
  return { code: await minified(source), versions: await minified(versions) };
}

/** The URLs of the client script, stylesheet, icon and logo, which every page names. */
export interface AssetHrefs {
  cssHref: string;
  scriptHref: string;
  /** The versions script, on a site of several versions. */
  versionsScriptHref?: string;
  iconHref: string;
  /** The icon's MIME type (`image/svg+xml`…). */
  iconType: string;
  logo: LogoHref | undefined;
}
