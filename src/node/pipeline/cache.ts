import { createHash } from 'node:crypto';

/**
 * What a long-lived caller (`docgen watch`) keeps between builds so a rebuild only redoes what
 * changed. `build()` fills it and reuses what is there; the caller invalidates what a change
 * touches. Without a cache, every stage runs: `docgen build` never sees one.
 */
export class BuildCache {
  private readonly stages = new Map<string, unknown>();
  private readonly perFile = new Map<string, { key: string; value: unknown }>();
  private rendered = new WeakMap<object, unknown>();
  /** The last build's HTML of the models it had not seen as objects, by their content. */
  private renderedByContent = new Map<string, unknown>();
  private renderedWith: object | undefined;

  /** The stage's kept value, or runs it and keeps the value. A failure is not kept. */
  async stage<T>(name: string, work: () => Promise<T> | T): Promise<T> {
    if (this.stages.has(name)) return this.stages.get(name) as T;
    const value = await work();
    this.stages.set(name, value);
    return value;
  }

  /**
   * A stage whose value depends on `inputs` besides what invalidation covers: kept while they are
   * the same.
   */
  async keyed<T>(name: string, inputs: readonly string[], work: () => Promise<T> | T): Promise<T> {
    const key = createHash('sha1').update(inputs.join('\0')).digest('hex');
    const hit = this.stages.get(name) as { key: string; value: T } | undefined;
    if (hit && hit.key === key) return hit.value;
    const value = await work();
    this.stages.set(name, { key, value });
    return value;
  }

  /**
   * Renders only the page models it has not rendered before with these templates: models that a
   * kept stage returns again (the API reference) are the same objects, so their HTML is reused; the
   * others (the docs pages, planned again by every build) are reused when their content is the
   * last build's, so a save renders the pages it changed.
   */
  render<M extends object, R>(
    models: readonly M[],
    templates: object,
    render: (models: readonly M[]) => R[],
  ): R[] {
    if (this.renderedWith !== templates) {
      this.rendered = new WeakMap();
      this.renderedByContent = new Map();
      this.renderedWith = templates;
    }
    const missing = models.filter((m) => !this.rendered.has(m));
    const keys = missing.map((m) => createHash('sha1').update(JSON.stringify(m)).digest('hex'));
    const changed = missing.filter((_, i) => !this.renderedByContent.has(keys[i]!));
    const fresh = changed.length > 0 ? render(changed) : [];
    const byContent = new Map<string, unknown>();
    let next = 0;
    missing.forEach((m, i) => {
      const result = this.renderedByContent.has(keys[i]!)
        ? this.renderedByContent.get(keys[i]!)
        : fresh[next++];
      this.rendered.set(m, result);
      byContent.set(keys[i]!, result);
    });
    // Only this build's: the map never outgrows the site.
    this.renderedByContent = byContent;
    return models.map((m) => this.rendered.get(m) as R);
  }

  /** Per-file work (a page's Markdown), kept while `inputs` are the same. */
  async file<T>(file: string, inputs: readonly string[], work: () => Promise<T>): Promise<T> {
    const key = createHash('sha1').update(inputs.join('\0')).digest('hex');
    const hit = this.perFile.get(file);
    if (hit && hit.key === key) return hit.value as T;
    const value = await work();
    this.perFile.set(file, { key, value });
    return value;
  }

  /** Drops per-file entries of files that no longer exist, so the cache never outgrows the site. */
  keepFiles(files: Iterable<string>): void {
    const keep = new Set(files);
    for (const file of this.perFile.keys()) if (!keep.has(file)) this.perFile.delete(file);
  }

  invalidate(...stages: string[]): void {
    for (const name of stages) this.stages.delete(name);
  }

  invalidateFiles(): void {
    this.perFile.clear();
  }

  clear(): void {
    this.stages.clear();
    this.perFile.clear();
    this.rendered = new WeakMap();
    this.renderedByContent = new Map();
  }
}

/** Runs `work` through the cache's stage when there is one. */
export function memo<T>(
  cache: BuildCache | undefined,
  name: string,
  work: () => Promise<T> | T,
): Promise<T> | T {
  return cache ? cache.stage(name, work) : work();
}

/** Names of the stages build() keeps in a cache, for callers that invalidate them. */
export const cachedStages = {
  config: 'config',
  spec: 'spec',
  assets: 'assets',
  processor: 'processor',
  apiReference: 'api reference',
} as const;
