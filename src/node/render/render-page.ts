import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageModel } from '../../shared/view-models.js';
import { fileOfRoute } from '../site/routes.js';
import type { RenderedPage } from '../types.js';
import type { TemplateSet } from '../../../templates/index.js';

/** Renders one page model to its HTML file. Pure: no disk, no state. */
export function renderPage(model: PageModel, templates: TemplateSet): RenderedPage {
  const element = createElement(templates.Page, { model });
  return {
    route: model.route,
    output: {
      file: fileOfRoute(model.route),
      contents: Buffer.from('<!doctype html>' + renderToStaticMarkup(element)),
    },
  };
}
