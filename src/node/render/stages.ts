import type { SchemaPages } from '../../shared/api-view-models.js';
import type { PageModel } from '../../shared/view-models.js';
import { stage } from '../graph/stage.js';
import type { PageLanguage, PageSection } from '../../../templates/index.js';
import type { RenderedPage } from './render-page.js';
import { loadTemplates, type Templates } from './templates.js';

declare module '../graph/stage.js' {
  interface Services {
    /** The template set pages are rendered with (compiled, or from source in watch mode). */
    templates: Promise<Templates>;
    /**
     * Whether a reference page is rendered in parts (`render`): where the graph outlives the run
     * (a watch session's), whose next run reuses the sections an edit left as they were. A build
     * renders it whole: its sections would not be reused, and keying each by its content costs
     * (GitHub REST: about a second). The HTML is the same bytes either way.
     */
    renderInParts: boolean;
  }
}

/**
 * One page's HTML: a pure function of its model and the templates' code, named by `templates`
 * (the id of the set the services hold). In a watch session, a reference page is rendered in
 * parts: each operation's section and each schema's entry through `render-section`, so that the
 * page made again after an edit to one operation renders that operation again, not all of them.
 */
export const render = stage({
  name: 'render',
  run: async (
    { model, templates }: { model: PageModel; templates: string },
    { services, get },
  ): Promise<RenderedPage> => {
    const [{ renderPage, renderPageInParts }, set] = await Promise.all([
      import('./render-page.js'),
      services.templates.then((loaded) => loaded.load()),
    ]);
    if (model.layout !== 'api' || !services.renderInParts) return renderPage(model, set);
    const head = languageOf(model.head);
    const schemaPages = new ContentKeyed<NonNullable<SchemaPages>>();
    return renderPageInParts(model, set, (section) =>
      get(renderSection, { section: keyed(section, schemaPages), head, templates }),
    );
  },
});

/** What one section of a reference page is rendered from, whole: it is the section's key. */
export interface SectionInput {
  section: PageSection;
  /** What of the page's head the section's strings come from. */
  head: PageLanguage;
  /** The templates' id, as `render` has it. */
  templates: string;
}

/**
 * One section of a reference page (an operation's or webhook's, a schema's entry), as UTF-8
 * bytes. Kept in memory only: a watch session reuses it from save to save; a build keeps the
 * page's HTML in the cache folder, not its sections again.
 */
export const renderSection = stage({
  name: 'render-section',
  keep: 'memory',
  run: async ({ section, head }: SectionInput, { services }): Promise<Uint8Array> => {
    const [{ renderSection }, set] = await Promise.all([
      import('./render-page.js'),
      services.templates.then((loaded) => loaded.load()),
    ]);
    return renderSection(section, head, set);
  },
});

/*
 * A section's input holds copies of what it reads of the page: a part of a stage's result is known
 * by that result's id (graph/digest.ts), which changes with anything in it (the page model with
 * any of its operations, a tag's views with any of the tag's operations); a copy is known by its
 * content, so a section's key changes only with what the section reads.
 */

/** A page's language and strings, copied out of its head. */
const languageOf = ({ lang, strings }: PageLanguage): PageLanguage => ({
  lang,
  strings: strings === undefined ? undefined : { ...strings },
});

/** A section with its view copied, and the page's `schemaPages` as `copies` has it. */
function keyed(section: PageSection, copies: ContentKeyed<NonNullable<SchemaPages>>): PageSection {
  if ('operation' in section) {
    const { op, schemaPages, tryIt } = section.operation;
    return { operation: { op: { ...op }, schemaPages: copies.of(schemaPages), tryIt } };
  }
  const { entry, schemaPages } = section.schema;
  return { schema: { entry: { ...entry }, schemaPages: copies.of(schemaPages) } };
}

/** One copy of each value, so the sections of a page share it and it is hashed once. */
class ContentKeyed<T extends object> {
  private readonly copies = new Map<T, T>();

  of(value: T | undefined): T | undefined {
    if (value === undefined) return value;
    let copy = this.copies.get(value);
    if (copy === undefined) this.copies.set(value, (copy = { ...value }));
    return copy;
  }
}

/** The templates compiled from their sources (watch mode), while those are unchanged. */
export const sourceTemplates = stage({
  name: 'templates',
  keep: 'memory',
  run: (dir: string) => loadTemplates(dir),
  files: (templates) => templates.sources,
});
