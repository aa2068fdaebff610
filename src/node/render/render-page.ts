import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageModel } from '../../shared/view-models.js';
import type { TemplateSet } from '../../../templates/index.js';

export interface RenderedRoute {
  route: string;
  /** Path of the output file relative to the output folder. */
  file: string;
  html: string;
}

/** `/docs/intro/` → `docs/intro/index.html`; a route naming a file keeps its name. */
export function fileOfRoute(route: string): string {
  const clean = route.replace(/^\//, '');
  if (clean === '') return 'index.html';
  return /\.[a-z0-9]+$/i.test(clean) ? clean : `${clean.replace(/\/$/, '')}/index.html`;
}

/** Renders page models to HTML strings. Pure: no disk, no state. */
export function renderPages(models: readonly PageModel[], templates: TemplateSet): RenderedRoute[] {
  return models.map((model) => ({
    route: model.route,
    file: fileOfRoute(model.route),
    html: '<!doctype html>' + renderToStaticMarkup(createElement(templates.Page, { model })),
  }));
}
