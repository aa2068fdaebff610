import { randomBytes } from 'node:crypto';
import type { RenderedFile } from '../output-file.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiPageModel, PageModel } from '../../shared/view-models.js';
import { fileOfRoute } from '../site/routes.js';
import type { PageLanguage, PageSection, TemplateSet } from '../../../templates/index.js';

const DOCTYPE = '<!doctype html>';

/** Renders one page model to its HTML file. Pure: no disk, no state. */
export function renderPage(model: PageModel, templates: TemplateSet): RenderedPage {
  const element = createElement(templates.Page, { model });
  return rendered(model, Buffer.from(DOCTYPE + renderToStaticMarkup(element)));
}

/**
 * Renders a reference page in parts: the page with a placeholder for each operation's (and
 * webhook's) section and each schema's entry, then each placeholder replaced by the HTML `section`
 * gives (which a caller may keep from an earlier render). The bytes are those of `renderPage` when
 * `section` gives `renderSection`'s: `renderToStaticMarkup` writes text nodes side by side with
 * nothing between them, and a placeholder is text no page holds (a random marker, made for each
 * page).
 */
export async function renderPageInParts(
  model: ApiPageModel,
  templates: TemplateSet,
  section: (section: PageSection) => Promise<Uint8Array> | Uint8Array,
): Promise<RenderedPage> {
  const marker = `docgen-section-${randomBytes(12).toString('hex')}-`;
  const sections: PageSection[] = [];
  const placeSection = (s: PageSection) => `${marker}${sections.push(s) - 1}.`;
  const html = renderToStaticMarkup(createElement(templates.Page, { model, placeSection }));
  const made = await Promise.all(sections.map(section));
  // [text, '0', text, '1', …, text]: the page's text around each placeholder, and its number.
  const pieces = html.split(new RegExp(`${marker}(\\d+)\\.`));
  if (pieces.length !== 2 * made.length + 1 || pieces.some((p, i) => i % 2 && p !== `${i >> 1}`))
    throw new Error(`${model.route}: the page's placeholders are not its ${made.length} sections`);
  const chunks: Uint8Array[] = [Buffer.from(DOCTYPE + pieces[0])];
  for (let i = 0; i < made.length; i++) chunks.push(made[i]!, Buffer.from(pieces[2 * i + 2]!));
  return rendered(model, Buffer.concat(chunks));
}

/**
 * One section of a reference page alone, as UTF-8 bytes, in the strings of the page it is on
 * (`head`): the HTML it has inside the page.
 */
export function renderSection(
  section: PageSection,
  head: PageLanguage,
  templates: TemplateSet,
): Uint8Array {
  return Buffer.from(
    renderToStaticMarkup(createElement(templates.ReferenceSection, { head, section })),
  );
}

function rendered(model: PageModel, contents: Uint8Array): RenderedPage {
  return { route: model.route, output: { file: fileOfRoute(model.route), contents } };
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
