import path from 'node:path';
import { SEARCH_DIR } from '../../../shared/search.js';
import { locateConfig } from '../../config/load.js';
import type { ConfigOverrides } from '../../config/resolve.js';
import type { ResolvedConfig } from '../../config/types.js';
import { lazySiteProcessor } from '../../content/lazy-processor.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { isInstalledPackage, packageRoot } from '../../package-root.js';
import { Graph } from '../../graph/graph.js';
import type { Runner, Timing } from '../../graph/runner.js';
import { compile } from '../../pipeline/compile.js';
import { siteServices } from '../../pipeline/site-services.js';
import { searchIndex } from '../../publish/stages.js';
import { sourceTemplates } from '../../render/stages.js';
import { bundledTemplates, templatesNewerThanLib, type Templates } from '../../render/templates.js';
import type { OutputFile } from '../../output-file.js';
import {
  classifyChange,
  inInstalledPackage,
  watchTargets,
  type ChangeKind,
  type PackageDirs,
} from './changes.js';
import { problemsOf } from './problems.js';
import { BackgroundIndex } from './search-index.js';
import type { LanguageEntries } from '../../pipeline/language.js';
import type { SearchIndex } from '../../publish/search/pagefind-index.js';
import { nextSnapshot, type SiteSnapshot } from './snapshot.js';
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
      timings: Timing[];
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
 * The long-lived build of `docgen watch`: the same pipeline as `docgen build`, with one memo kept
 * across builds, so a rebuild redoes only the stages whose inputs a change touched (a Markdown
 * edit, that page; a spec edit, the spec and the reference). Nothing is invalidated by hand: each
 * stage's key and the files it read say whether its result still holds. The search index is not
 * part of a build: it follows the pages, in the background.
 */
export class DevSession {
  readonly dirs: PackageDirs;
  private graph: Graph | undefined;
  private readonly processor = lazySiteProcessor({ incremental: true });
  /** From source once a template changed (or lib/ is older); until then, the compiled ones. */
  private templatesFromSource = false;
  private lastConfig: ResolvedConfig | undefined;
  private lastGood: SiteSnapshot | undefined;
  private builds = 0;
  private warmedUp = false;
  private readonly search: BackgroundIndex<readonly LanguageEntries[]>;
  private searchFiles: readonly OutputFile[] = [];
  /** The languages' indexes last combined, and their combination (indexOf). */
  private lastIndexes: readonly SearchIndex[] | undefined;
  private lastIndex: SearchIndex | undefined;

  constructor(private readonly options: SessionOptions) {
    this.dirs = options.dirs ?? packageDirs();
    this.search = new BackgroundIndex(
      (languages, signal) => this.indexOf(languages, signal),
      (index, ms) => this.swapSearchIndex(index, ms),
      // An unexpected error keeps the index there is, and is told like a failed index.
      (error) =>
        this.swapSearchIndex({ files: [...this.searchFiles], diagnostics: problemsOf(error) }, 0),
    );
  }

  /**
   * The search index of each language (the default one's alone on most sites: the memo gives the
   * same index for the same entries), its files in the language's folder.
   */
  private async indexOf(
    languages: readonly LanguageEntries[],
    signal: AbortSignal,
  ): Promise<SearchIndex> {
    const run = this.runner(signal);
    const made = await Promise.all(languages.map((l) => run.get(searchIndex, l.groups.flat())));
    if (languages.length === 1 && languages[0]!.prefix === '') return made[0]!;
    const files = made.flatMap((index, i) =>
      index.files.map((f) => ({ ...f, file: languages[i]!.prefix + f.file })),
    );
    const same =
      this.lastIndexes?.length === made.length && made.every((m, i) => m === this.lastIndexes![i]);
    if (same && this.lastIndex) return this.lastIndex;
    this.lastIndexes = made;
    this.lastIndex = { files, diagnostics: made.flatMap((index) => index.diagnostics) };
    return this.lastIndex;
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
    let graph: Graph | undefined;
    // The index of the entries this build replaces is of no use: it waits for the build's.
    this.search.pause();
    try {
      graph = this.graphOf();
      graph.forget(paths);
      const first = this.builds++ === 0;
      if (first)
        this.templatesFromSource =
          this.options.dirs !== undefined || (await templatesNewerThanLib(this.dirs));
      if (kinds.has('templates') || kinds.has('shared')) this.templatesFromSource = true;
      // Fresh templates compile while the pipeline loads its inputs; render waits for them.
      const templates = this.templates();
      templates.catch(() => undefined);
      // The first build renders reference pages whole, as a build does: their sections are made
      // when a save first changes their page (keying GitHub REST's 2,192 sections by their content
      // at the start cost a second).
      const run = graph.runner(
        siteServices({ processor: this.processor, templates, renderInParts: !first }),
      );
      const site = await compile(run, {
        cwd: this.options.cwd,
        configFile: this.options.configFile,
        overrides: this.options.overrides,
        // From source in a docgen checkout (its client may be edited), compiled when installed.
        assetsFromSource: !isInstalledPackage(),
        // The pages are served first; the search index follows (search-index.ts).
        searchIndex: false,
        // The spec's downloads and try-it.json, made when asked for: a save of the spec waits
        // for the pages alone.
        onDemand: true,
        staticFiles: false,
        // Drafts are shown while writing, as Docusaurus's dev server does; never built.
        drafts: true,
      }).catch(async (error: unknown) => {
        // A template that does not compile is the error to show, whatever else failed.
        await templates;
        throw error;
      });
      await graph.finish({ ok: true });
      // Builds read the persistent cache until one succeeds; later ones have the session's, and
      // saving the persistent one after every edit would cost each save the time to write it.
      graph.detachDisk();
      // The watcher reports every change under these (watch.ts watches the same folders); the
      // installed packages a result was read from (the client bundle's React) stay as they are.
      graph.trust(watchTargets(site.config, this.dirs), inInstalledPackage);
      this.lastConfig = site.config;
      const { snapshot, changed } = nextSnapshot(
        this.lastGood,
        [...site.files, ...this.searchFiles],
        site.later,
      );
      this.lastGood = snapshot;
      this.search.request(site.searchEntries);
      if (!this.warmedUp)
        this.warmUpLater(
          site.config,
          site.content.map((p) => p.source.body),
        );
      return {
        ok: true,
        ms: performance.now() - start,
        kinds,
        snapshot,
        changed,
        warnings: site.warnings,
        timings: run.timings,
      };
    } catch (error) {
      await graph?.finish({ ok: false });
      return { ok: false, ms: performance.now() - start, kinds, problems: problemsOf(error) };
    } finally {
      this.search.resume();
    }
  }

  /** The session's graph, made on first use (its cache folder is the project's). */
  private graphOf(): Graph {
    if (!this.graph) {
      const { root } = locateConfig(this.options.cwd, this.options.configFile);
      this.graph = Graph.open(root, { persist: this.options.persistentCache !== false });
    }
    return this.graph;
  }

  /** A runner of the session's graph, for work beside a build (the templates, the index). */
  private runner(searchSignal?: AbortSignal): Runner {
    return this.graphOf().runner({
      ...siteServices({ processor: this.processor, templates: bundledTemplates }),
      ...(searchSignal ? { searchSignal } : {}),
    });
  }

  private async templates(): Promise<Templates> {
    return this.templatesFromSource
      ? this.runner().get(sourceTemplates, this.dirs.templates)
      : bundledTemplates;
  }

  /** After the first build, soon but not in the way of the first page requests. */
  private warmUpLater(config: ResolvedConfig, bodies: string[]): void {
    this.warmedUp = true;
    setTimeout(() => {
      void warmUp(this.processor, config, bodies).catch(() => undefined);
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
      later: previous.later,
    };
    this.options.searchIndexed?.({ warnings: index.diagnostics, ms });
  }
}
