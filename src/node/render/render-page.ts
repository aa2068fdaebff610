import type { RenderedFile } from '../output-file.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageModel } from '../../shared/view-models.js';
import { fileOfRoute } from '../site/routes.js';
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

/** A page rendered: its route, and its file in the output with the HTML. */
export interface RenderedPage {
  route: string;
  /**
   * The HTML file, as the writer takes it: UTF-8 bytes, encoded once. Most pages hold a character
   * beyond Latin-1, which makes V8 keep a string of them at two bytes a character, and a build
   * keeps every page until it is written (Microsoft Graph's 361 MB of pages took 722 MB as
   * strings).
   */
  output: RenderedFile;
}
