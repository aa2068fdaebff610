import { locateConfig } from '../config/load.js';
import type { ConfigOverrides } from '../config/resolve.js';
import { configCode, resolvedConfig } from '../config/stages.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Runner } from '../graph/runner.js';
import type { LoadedSpec } from '../openapi/load.js';
import { readStaticFiles } from '../publish/static-files.js';
import type { ContentPage } from '../content/transform.js';
import type { LaterFile, OutputFile } from '../output-file.js';
import type { RenderedPage } from '../render/render-page.js';
import { settle } from './settle.js';
import { languageSite, languagesOf, merged, type LanguageEntries } from './language.js';
import { withHeaders } from '../publish/index.js';

export interface CompileOptions {
  cwd: string;
  configFile?: string | undefined;
  overrides?: ConfigOverrides | undefined;
  /** Bundle the client script and stylesheet from docgen's sources (watch mode). @default false */
  assetsFromSource?: boolean | undefined;
  /**
   * false: no search index in the result; its `searchEntries` make the entries for a caller that
   * indexes them itself (watch mode, after serving the pages). @default true
   */
  searchIndex?: boolean | undefined;
  /**
   * true: the spec's downloads and the console's `try-it.json` are not among the files but `later`
   * files, made when first asked for (watch mode: a save of the spec waits for neither).
   * @default false
   */
  onDemand?: boolean | undefined;
  /** false: the static folder is not read (the watch server serves it from disk). @default true */
  staticFiles?: boolean | undefined;
  /**
   * true: pages with `draft: true` are built, as Docusaurus does in development (watch mode); else
   * they are left out of the site. @default false
   */
  drafts?: boolean | undefined;
  /**
   * Called once the config is known, before any other work (the build checks its output folder).
   */
  onConfig?: ((config: ResolvedConfig) => void) | undefined;
}

/** The site a run compiled, in memory: every file, and what the checks and the dev server read. */
export interface CompiledSite {
  config: ResolvedConfig;
  spec: LoadedSpec | undefined;
  /** The content pages, transformed (for `docgen check`'s example and link checks). */
  content: ContentPage[];
  /** Each variant's content pages and spec (a version's examples are checked against its own). */
  variants: { spec: LoadedSpec | undefined; content: ContentPage[] }[];
  pages: RenderedPage[];
  /**
   * Every file of the site but the deploy manifest (which the build adds with the static files).
   */
  files: OutputFile[];
  /** The static folder's files, published beside the site's (which win over them). */
  staticFiles: OutputFile[];
  /** With `onDemand`, the files made when asked for (spec downloads, `try-it.json`); else none. */
  later: LaterFile[];
  warnings: Diagnostic[];
  /** The search index's entries, a group per page, made (or reused) when called. */
  searchEntries: () => Promise<LanguageEntries[]>;
}

/**
 * The site, declared: config → static files → each language's site (language.ts: its assets, each
 * variant's pages, what is published beside them) → the host headers, which describe every file.
 * Each part asks the runner for the results it needs (made, or reused while their inputs are
 * unchanged) and starts as soon as what it reads is ready: the search index is fed while the
 * reference is made and the pages render.
 */
export async function compile(run: Runner, options: CompileOptions): Promise<CompiledSite> {
  const config = await run.step('config', () => loadProjectConfig(run, options));
  options.onConfig?.(config);
  const warnings: Diagnostic[] = [];
  const keep = (diagnostics: readonly Diagnostic[]) => warnings.push(...run.take(diagnostics));
  const statics = settle(options.staticFiles === false ? none : readStatics(run, config, keep));
  const languages = await languagesOf(run, config, options, keep);
  const published = merged(
    await Promise.all(languages.map((language) => languageSite(run, language, warnings))),
  );
  const staticFiles = await statics;
  if (options.staticFiles !== false && config.scripts.length > 0) {
    const { unpublishedScripts } = await import('../config/head-scripts.js');
    const files = new Set(
      [...staticFiles, ...published.files, ...published.later].map((f) => f.file),
    );
    keep(unpublishedScripts(config.scripts, files, config.configFile));
  }
  const files = withHeaders(config, published, published.connect);
  return { ...published, config, files, staticFiles };
}

/** The config: bundled (kept while its files are unchanged), then run and resolved. */
export async function loadProjectConfig(
  run: Runner,
  options: Pick<CompileOptions, 'cwd' | 'configFile' | 'overrides'>,
): Promise<ResolvedConfig> {
  const location = locateConfig(options.cwd, options.configFile);
  const bundled = location.file ? await run.get(configCode, location.file) : undefined;
  const overrides = options.overrides ?? {};
  return run.get(resolvedConfig, { location, bundled, overrides, cwd: options.cwd });
}

async function readStatics(
  run: Runner,
  config: ResolvedConfig,
  keep: (diagnostics: readonly Diagnostic[]) => void,
): Promise<OutputFile[]> {
  const read = await run.step('static files', () => readStaticFiles(config.staticDir, config.root));
  keep(read.diagnostics);
  return read.files;
}

const none = Promise.resolve([]);
