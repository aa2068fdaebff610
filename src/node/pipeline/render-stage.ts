import { createHash } from 'node:crypto';
import type { TemplateSet } from '../../../templates/index.js';
import type { PageModel } from '../../shared/view-models.js';
import { fileOfRoute, renderPages, type RenderedRoute } from '../render/render-pages.js';
import type { ApiStage } from './api-stage.js';
import type { StageStore } from './stage-store.js';

const STAGE = 'render';
const INPUTS = ['render-v1'];
const modelKey = (model: PageModel) =>
  createHash('sha256').update(JSON.stringify(model)).digest('hex');

/**
 * Renders page models to HTML, reusing what earlier builds rendered: the API pages' HTML that came
 * from the store with them, and any page whose model is identical to one rendered by the last build
 * (a page is a pure function of its model and the templates, whose code salts the store). `render`
 * is synchronous, for watch mode's in-memory cache; `keep` stores what this build rendered.
 */
export async function pageRenderer(
  templates: TemplateSet,
  api: ApiStage | undefined,
  store: StageStore | undefined,
): Promise<{
  render: (models: readonly PageModel[]) => RenderedRoute[];
  keep: () => Promise<void>;
  stats: () => { reused: number; rendered: number };
}> {
  const previous = (await store?.get<Record<string, string>>(STAGE, INPUTS, false))?.value ?? {};
  const fromApi = new Map<PageModel, string>(
    api?.html ? api.pages.map((page, i) => [page, api.html![i]!]) : [],
  );
  const current: Record<string, string> = {};
  let renderedNow = 0;
  let reused = 0;
  const render = (models: readonly PageModel[]): RenderedRoute[] => {
    const keys = models.map((m) => (fromApi.has(m) ? undefined : modelKey(m)));
    const missing = models.filter((m, i) => !fromApi.has(m) && previous[keys[i]!] === undefined);
    const fresh = renderPages(missing, templates);
    renderedNow += fresh.length;
    reused += models.length - fresh.length;
    let next = 0;
    return models.map((m, i) => {
      const key = keys[i];
      const html = key === undefined ? fromApi.get(m)! : (previous[key] ?? fresh[next++]!.html);
      if (key !== undefined) current[key] = html;
      return { route: m.route, file: fileOfRoute(m.route), html };
    });
  };
  const keep = async () => {
    if (store && (renderedNow > 0 || Object.keys(current).length !== Object.keys(previous).length))
      await store.set(STAGE, INPUTS, current);
  };
  return { render, keep, stats: () => ({ reused, rendered: renderedNow }) };
}
