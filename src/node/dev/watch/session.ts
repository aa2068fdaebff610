import path from 'node:path';
import type { TemplateSet } from '../../../../templates/index.js';
import { SEARCH_DIR } from '../../../shared/search.js';
import { build } from '../../pipeline/build.js';
import { BuildCache, cachedStages, memo } from '../../pipeline/cache.js';
import type { OutputFile } from '../../types.js';
import type { ConfigOverrides } from '../../config/resolve.js';
import type { ResolvedConfig } from '../../config/types.js';
import { lazySiteProcessor } from '../../content/lazy-processor.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { SearchIndex } from '../../publish/search/index.js';
import { packageRoot } from '../../package-root.js';
import { classifyChange, type ChangeKind, type PackageDirs } from './changes.js';
import { problemsOf } from './problems.js';
import { BackgroundIndex } from './search-index.js';
import { nextSnapshot, type SiteSnapshot } from './snapshot.js';
import { loadTemplates, templatesNewerThanLib } from './templates.js';
import { warmUp } from './warm-up.js';

/** How long after the first build the Markdown toolchain is loaded (warm-up.ts). */
const WARM_UP_DELAY_MS = 300;

export interface SessionOptions {
  cwd: string;
  configFile?: string;
  overrides?: ConfigOverrides;
  /** docgen's own folders; tests point them at a copy. @default the installed package's */
  dirs?: PackageDirs;
  /**
   * Until a build succeeds, builds read the persistent cache (node_modules/.cache/docgen). @default
   * true
   */
  persistentCache?: boolean;
  /**
   * Called when a new search index is in place (it is made after the pages it indexes are served).
   */
  searchIndexed?: (update: SearchUpdate) => void;
}

/**
 * A new search index swapped into the served site (or the warning of one that could not be made).
 */
export interface SearchUpdate {
  warnings: Diagnostic[];
  ms: number;
}

export type BuildOutcome =
  | {
      ok: true;
      ms: number;
      kinds: Set<ChangeKind>;
      snapshot: SiteSnapshot;
      changed: string[];
      warnings: Diagnostic[];
      timings: { stage: string; ms: number }[];
    }
  | { ok: false; ms: number; kinds: Set<ChangeKind>; problems: Diagnostic[] };

export function packageDirs(): PackageDirs {
  const root = packageRoot();
  return {
    templates: path.join(root, 'templates'),
    client: path.join(root, 'src/client'),
    shared: path.join(root, 'src/shared'),
  };
}

/**
 * The long-lived build of `docgen watch`. It runs the same `build()` as `docgen build`, with a
 * cache of what is expensive to redo (config, spec, client bundle, Markdown processor, each page's
 * HTML), and drops from the cache exactly what a change touches: a Markdown edit re-transforms that
 * file and re-plans and re-renders the site; a spec edit reloads the spec; a config edit rebuilds
 * all. The search index is not part of a build: it follows the pages, in the background.
 */
export class DevSession {
  readonly dirs: PackageDirs;
  private readonly cache = new BuildCache();
  /**
   * Templates compiled from source; until one is needed, the build uses the ones compiled into
   * lib/.
   */
  private templates: Promise<TemplateSet> | undefined;
  private templatesStale = false;
  private lastConfig: ResolvedConfig | undefined;
  private lastGood: SiteSnapshot | undefined;
  private builds = 0;
  private warmedUp = false;
  private readonly search: BackgroundIndex;
  private searchFiles: readonly OutputFile[] = [];

  constructor(private readonly options: SessionOptions) {
    this.dirs = options.dirs ?? packageDirs();
    this.search = new BackgroundIndex(
      (index, ms) => this.swapSearchIndex(index, ms),
      // An unexpected error keeps the index there is, and is told like a failed index.
      (error) =>
        this.swapSearchIndex({ files: [...this.searchFiles], diagnostics: problemsOf(error) }, 0),
    );
  }

  /** The config of the last build that got that far (undefined until one does). */
  get config(): ResolvedConfig | undefined {
    return this.lastConfig;
  }

  get snapshot(): SiteSnapshot | undefined {
    return this.lastGood;
  }

  /**
   * Resolves once the search index matches the pages served now (a request for it waits for this).
   */
  searchReady(): Promise<void> {
    return this.search.ready();
  }

  close(): void {
    this.search.close();
  }

  /**
   * What the changed paths mean; with no config loaded yet, anything means "try everything again".
   */
  classify(paths: readonly string[]): Set<ChangeKind> {
    const config = this.lastConfig;
    const kinds = paths.map((p) => (config ? classifyChange(p, config, this.dirs) : 'config'));
    return new Set(kinds.filter((k): k is ChangeKind => k !== undefined));
  }

  /**
   * Builds after the given changes (none: the first build). Never throws: a failure is an outcome.
   */
  async rebuild(paths: readonly string[] = []): Promise<BuildOutcome> {
    const start = performance.now();
    const kinds = this.classify(paths);
    this.invalidate(kinds);
    try {
      if (this.builds++ === 0)
        this.templatesStale =
          this.options.dirs !== undefined || (await templatesNewerThanLib(this.dirs));
      // Fresh templates compile while the build loads its inputs; render waits for them.
      if (this.templatesStale) {
        this.templates = loadTemplates(this.dirs.templates);
        this.templates.catch(() => undefined);
        this.templatesStale = false;
      }
      // Builds read the persistent cache until one succeeds; later ones have the session's, and
      // saving the persistent one after every edit would cost each save the time to write it.
      const persistent = this.lastGood === undefined && this.options.persistentCache !== false;
      const result = await build({
        cwd: this.options.cwd,
        ...(this.options.configFile ? { configFile: this.options.configFile } : {}),
        ...(this.options.overrides ? { overrides: this.options.overrides } : {}),
        write: false,
        cache: this.cache,
        assetsFromSource: true,
        // The pages are served first; the search index follows (search-index.ts).
        searchIndex: false,
        ...(persistent ? { cacheDir: true } : {}),
        ...(this.templates ? { templates: this.templates } : {}),
      }).catch(async (error: unknown) => {
        // A template that does not compile is the error to show, whatever else failed.
        await this.templates;
        throw error;
      });
      // Render only awaits the templates if the build gets that far.
      await this.templates;
      this.lastConfig = result.config;
      const { snapshot, changed } = nextSnapshot(this.lastGood, [
        ...result.files,
        ...this.searchFiles,
      ]);
      this.lastGood = snapshot;
      this.search.request(result.searchEntries);
      if (!this.warmedUp)
        this.warmUpLater(
          result.config,
          result.content.map((p) => p.source.body),
        );
      return {
        ok: true,
        ms: performance.now() - start,
        kinds,
        snapshot,
        changed,
        warnings: result.warnings,
        timings: result.timings,
      };
    } catch (error) {
      if (
        await this.templates?.then(
          () => false,
          () => true,
        )
      )
        this.templatesStale = true;
      return { ok: false, ms: performance.now() - start, kinds, problems: problemsOf(error) };
    }
  }

  /** After the first build, soon but not in the way of the first page requests. */
  private warmUpLater(config: ResolvedConfig, bodies: string[]): void {
    this.warmedUp = true;
    setTimeout(() => {
      void Promise.resolve(memo(this.cache, cachedStages.processor, lazySiteProcessor))
        .then((processor) => warmUp(processor, config, bodies))
        .catch(() => undefined);
    }, WARM_UP_DELAY_MS).unref();
  }

  /**
   * Puts a new index in the served site in place of the old one. The pages stay as they are, and so
   * does the build id: an open tab has nothing to reload (it fetches the index when searching).
   */
  private swapSearchIndex(index: SearchIndex, ms: number): void {
    const previous = this.lastGood;
    if (!previous) return;
    // Pagefind failed (its warning says why): the last index stays, as the last good site does.
    if (index.files.length > 0 || index.diagnostics.length === 0) this.searchFiles = index.files;
    const pages = [...previous.contents]
      .filter(([file]) => !file.startsWith(`${SEARCH_DIR}/`))
      .map(([file, contents]) => ({ file, contents }));
    this.lastGood = {
      ...nextSnapshot(previous, [...pages, ...this.searchFiles]).snapshot,
      id: previous.id,
    };
    this.options.searchIndexed?.({ warnings: index.diagnostics, ms });
  }

  private invalidate(kinds: Set<ChangeKind>): void {
    if (kinds.has('config')) this.cache.clear();
    if (kinds.has('spec')) this.cache.invalidate(cachedStages.spec, cachedStages.apiReference);
    if (kinds.has('styles') || kinds.has('client') || kinds.has('shared'))
      this.cache.invalidate(cachedStages.assets);
    if (kinds.has('templates') || kinds.has('shared')) this.templatesStale = true;
    // Markdown may embed or measure other files of the content folder (images, includes).
    if (kinds.has('content-file')) this.cache.invalidateFiles();
  }
}
