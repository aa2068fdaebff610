import type { PageModel } from '../../shared/view-models.js';
import { stage } from '../graph/stage.js';
import type { RenderedPage } from './render-page.js';
import { loadTemplates, type Templates } from './templates.js';

declare module '../graph/stage.js' {
  interface Services {
    /** The template set pages are rendered with (compiled, or from source in watch mode). */
    templates: Promise<Templates>;
  }
}

/**
 * One page's HTML: a pure function of its model and the templates' code, named by `templates`
 * (the id of the set the services hold).
 */
export const render = stage({
  name: 'render',
  run: async (
    { model }: { model: PageModel; templates: string },
    { services },
  ): Promise<RenderedPage> => {
    const [{ renderPage }, set] = await Promise.all([
      import('./render-page.js'),
      services.templates.then((templates) => templates.load()),
    ]);
    return renderPage(model, set);
  },
});

/** The templates compiled from their sources (watch mode), while those are unchanged. */
export const sourceTemplates = stage({
  name: 'templates',
  keep: 'memory',
  run: (dir: string) => loadTemplates(dir),
  files: (templates) => templates.sources,
});
