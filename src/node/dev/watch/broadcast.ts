import { SEARCH_DIR } from '../../../shared/search.js';
import { cliStrings } from '../../cli-strings/index.js';
import { localize } from '../../diagnostics/localize.js';
import { withBase } from '../../../shared/urls.js';
import type { DevMessage, DevProblem } from '../../../shared/dev-protocol.js';
import { formatLocation } from '../../diagnostics/reporter.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { ChangeKind } from './changes.js';
import type { SiteSnapshot } from './snapshot.js';

const isCss = (file: string) => file.startsWith('assets/') && file.endsWith('.css');

/**
 * Files a page does not embed or run on load: the feeds, the Markdown copies and llms.txt, and the
 * search index, which the search dialog fetches when it is used. A change to them alone reloads no
 * page.
 */
const loadedOnDemand = (file: string) =>
  /\.(xml|txt|md)$/.test(file) || file.startsWith(`${SEARCH_DIR}/`);

/** Changes after which every open page reloads, whatever its own HTML did. */
const reloadAll: ReadonlySet<ChangeKind> = new Set([
  'static',
  'content-file',
  'dev-client',
  'client',
  'shared',
  'config',
]);

/**
 * What open tabs are told after a good build: which pages changed (each tab reloads only if its own
 * did), or, when the stylesheet was all that changed, the new stylesheet to swap in without a
 * reload.
 */
export function updateMessage(
  snapshot: SiteSnapshot,
  changed: readonly string[],
  kinds: ReadonlySet<ChangeKind>,
  baseUrl: string,
  previous: SiteSnapshot | undefined,
): DevMessage {
  const cssOnly = kinds.size > 0 && [...kinds].every((k) => k === 'styles');
  const oldCss = [...(previous?.files.keys() ?? [])].filter(isCss);
  const newCss = [...snapshot.files.keys()].filter(isCss);
  const from = oldCss.find((f) => !snapshot.files.has(f));
  const to = newCss.find((f) => !previous?.files.has(f));
  const css =
    cssOnly && from && to
      ? { from: withBase(baseUrl, '/' + from), to: withBase(baseUrl, '/' + to) }
      : undefined;
  const full =
    !css &&
    ([...kinds].some((k) => reloadAll.has(k)) ||
      changed.some((f) => !f.endsWith('.html') && !isCss(f) && !loadedOnDemand(f)));
  return {
    type: 'update',
    build: snapshot.id,
    files: changed.filter((f) => f.endsWith('.html')),
    css,
    full,
  };
}

/**
 * A diagnostic as the overlay shows it, with the location the terminal prints, in the site's
 * language (`locale`; English before a config is read).
 */
export function devProblem(d: Diagnostic, cwd: string, locale?: string): DevProblem {
  const { message, hint } = localize(d, cliStrings(locale));
  return {
    code: d.code,
    message,
    location: formatLocation(d, cwd) || undefined,
    frame: d.frame,
    hint,
  };
}
