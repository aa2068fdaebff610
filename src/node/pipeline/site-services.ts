import type { MarkdownProcessor } from '../content/processor.js';
import type { Services } from '../graph/stage.js';
import type { Templates } from '../render/templates.js';
import { concurrencyLimit } from '../util/concurrency.js';

/** How many pages the Markdown stage transforms at a time (see concurrency.ts). */
const PAGES_AT_ONCE = 16;

/**
 * The services the site's stages use in one run: the Markdown processor (a watch session keeps
 * one), the templates pages are rendered with and whether reference pages are rendered in parts
 * (where the graph outlives the run), a limit on pages transformed at once, and where each page's
 * time in the processor goes.
 */
export function siteServices(options: {
  processor: MarkdownProcessor;
  templates: Templates | Promise<Templates>;
  /** @default false */
  renderInParts?: boolean | undefined;
}): Services {
  return {
    processor: options.processor,
    templates: Promise.resolve(options.templates),
    renderInParts: options.renderInParts ?? false,
    pageSlot: concurrencyLimit(PAGES_AT_ONCE),
    pageTimes: [],
  };
}
