import path from 'node:path';
import type { TemplateSet } from '../../../../templates/index.js';
import { SEARCH_DIR } from '../../../shared/search.js';
import { build } from '../../build/build.js';
import { BuildCache, cachedStages } from '../../build/cache.js';
import type { OutputFile } from '../../build/output.js';
import type { ConfigOverrides } from '../../config/resolve.js';
import type { ResolvedConfig } from '../../config/types.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { SearchIndex } from '../../search/index.js';
import { packageRoot } from '../../package-root.js';
import { classifyChange, type ChangeKind, type PackageDirs } from './changes.js';
import { problemsOf } from './problems.js';
import { BackgroundIndex } from './search-index.js';
import { nextSnapshot, type SiteSnapshot } from './snapshot.js';
import { loadTemplates } from './templates.js';

export interface SessionOptions {
  cwd: string;
  configFile?: string;
  overrides?: ConfigOverrides;
  /** docgen's own folders; tests point them at a copy. @default the installed package's */
  dirs?: PackageDirs;
  /** Called when a new search index is in place (it is made after the pages it indexes are served). */
  searchIndexed?: (update: SearchUpdate) => void;
}

/** A new search index swapped into the served site. */
export interface SearchUpdate {
  snapshot: SiteSnapshot;
  previous: SiteSnapshot;
  changed: string[];
  warnings: Diagnostic[];
  ms: number;
}

export type BuildOutcome =
  | { ok: true; ms: number; kinds: Set<ChangeKind>; snapshot: SiteSnapshot; changed: string[]; warnings: Diagnostic[]; timings: { stage: string; ms: number }[] }
  | { ok: false; ms: number; kinds: Set<ChangeKind>; problems: Diagnostic[] };

export function packageDirs(): PackageDirs {
  const root = packageRoot();
  return { templates: path.join(root, 'templates'), client: path.join(root, 'src/client'), shared: path.join(root, 'src/shared') };
}

/**
 * The long-lived build of `docgen watch`. It runs the same `build()` as `docgen build`, with a cache
 * of what is expensive to redo (config, spec, client bundle, Markdown processor, each page's HTML),
 * and drops from the cache exactly what a change touches: a Markdown edit re-transforms that file
 * and re-plans and re-renders the site; a spec edit reloads the spec; a config edit rebuilds all.
 * The search index is not part of a build: it follows the pages, in the background.
 */
export class DevSession {
  readonly dirs: PackageDirs;
  private readonly cache = new BuildCache();
  private templates: Promise<TemplateSet> | undefined;
  private templatesStale = true;
  private lastConfig: ResolvedConfig | undefined;
  private lastGood: SiteSnapshot | undefined;
  private readonly search: BackgroundIndex;
  private searchFiles: readonly OutputFile[] = [];

  constructor(private readonly options: SessionOptions) {
    this.dirs = options.dirs ?? packageDirs();
    this.search = new BackgroundIndex(
      (index, ms) => this.swapSearchIndex(index, ms),
      // An unexpected error keeps the index there is, and is told like a failed index.
      (error) => this.swapSearchIndex({ files: [...this.searchFiles], diagnostics: problemsOf(error) }, 0),
    );
  }

  /** The config of the last build that got that far (undefined until one does). */
  get config(): ResolvedConfig | undefined {
    return this.lastConfig;
  }

  get snapshot(): SiteSnapshot | undefined {
    return this.lastGood;
  }

  /** Resolves once the search index matches the pages served now (a request for it waits for this). */
  searchReady(): Promise<void> {
    return this.search.ready();
  }

  close(): void {
    this.search.close();
  }

  /** What the changed paths mean; with no config loaded yet, anything means "try everything again". */
  classify(paths: readonly string[]): Set<ChangeKind> {
    const config = this.lastConfig;
    const kinds = paths.map((p) => (config ? classifyChange(p, config, this.dirs) : 'config'));
    return new Set(kinds.filter((k): k is ChangeKind => k !== undefined));
  }

  /** Builds after the given changes (none: the first build). Never throws: a failure is an outcome. */
  async rebuild(paths: readonly string[] = []): Promise<BuildOutcome> {
    const start = performance.now();
    const kinds = this.classify(paths);
    this.invalidate(kinds);
    try {
      // Fresh templates compile while the build loads its inputs; render waits for them.
      if (this.templatesStale) {
        this.templates = loadTemplates(this.dirs.templates);
        this.templates.catch(() => undefined);
        this.templatesStale = false;
      }
      const result = await build({
        cwd: this.options.cwd,
        ...(this.options.configFile ? { configFile: this.options.configFile } : {}),
        ...(this.options.overrides ? { overrides: this.options.overrides } : {}),
        write: false,
        cache: this.cache,
        assetsFromSource: true,
        // The pages are served first; the search index follows (search-index.ts).
        searchIndex: false,
        ...(this.templates ? { templates: this.templates } : {}),
      }).catch(async (error: unknown) => {
        // A template that does not compile is the error to show, whatever else failed.
        await this.templates;
        throw error;
      });
      // Render only awaits the templates if the build gets that far.
      await this.templates;
      this.lastConfig = result.config;
      const { snapshot, changed } = nextSnapshot(this.lastGood, [...result.files, ...this.searchFiles]);
      this.lastGood = snapshot;
      this.search.request(result.searchEntries);
      return { ok: true, ms: performance.now() - start, kinds, snapshot, changed, warnings: result.warnings, timings: result.timings };
    } catch (error) {
      if (await this.templates?.then(() => false, () => true)) this.templatesStale = true;
      return { ok: false, ms: performance.now() - start, kinds, problems: problemsOf(error) };
    }
  }

  /** Puts a new index in the served site in place of the old one; the pages stay as they are. */
  private swapSearchIndex(index: SearchIndex, ms: number): void {
    const previous = this.lastGood;
    if (!previous) return;
    // Pagefind failed (its warning says why): the last index stays, as the last good site does.
    if (index.files.length > 0 || index.diagnostics.length === 0) this.searchFiles = index.files;
    const pages = [...previous.files].filter(([file]) => !file.startsWith(`${SEARCH_DIR}/`)).map(([file, f]) => ({ file, contents: f.body }));
    const { snapshot, changed } = nextSnapshot(previous, [...pages, ...this.searchFiles]);
    this.lastGood = snapshot;
    this.options.searchIndexed?.({ snapshot, previous, changed, warnings: index.diagnostics, ms });
  }

  private invalidate(kinds: Set<ChangeKind>): void {
    if (kinds.has('config')) this.cache.clear();
    if (kinds.has('spec')) this.cache.invalidate(cachedStages.spec, cachedStages.apiReference);
    if (kinds.has('styles') || kinds.has('client') || kinds.has('shared')) this.cache.invalidate(cachedStages.assets);
    if (kinds.has('templates') || kinds.has('shared')) this.templatesStale = true;
    // Markdown may embed or measure other files of the content folder (images, includes).
    if (kinds.has('content-file')) this.cache.invalidateFiles();
  }
}
