import { withBase } from '../../shared/urls.js';
import type { ChangelogPageModel, ChangeTextModel } from '../../shared/view-models.js';
import { fill } from '../../shared/i18n/message.js';
import { countWords, levelWords } from '../changelog/report.js';
import type { ChangelogStrings } from '../changelog/strings.js';
import type { SpecDiff } from '../changelog/types.js';
import type { Frame } from './frame.js';

/** The changelog's route, under the last version's reference. */
export const changelogRoute = (apiRoute: string) => `${apiRoute}changelog/`;

/** One version as the changelog names and links it. */
export interface ChangelogVersion {
  name: string;
  label: string;
  /**
   * The route of each operation's anchor in the version's reference (`operation/<id>` →
   * `/api/envelopes/`), and the reference's route for the others.
   */
  idRoutes: Record<string, string>;
  apiRoute: string;
}

/**
 * The changelog page's model: for each pair of consecutive versions (newest first), the changes
 * of each operation, each with its level in words, and links to the operation in both versions;
 * in the language of `words` (the changes' sentences are the diffs').
 */
export function changelogPage(
  frame: Frame,
  apiRoute: string,
  baseUrl: string,
  pairs: readonly { older: ChangelogVersion; newer: ChangelogVersion; diff: SpecDiff }[],
  words: ChangelogStrings,
): ChangelogPageModel {
  const title = words.title;
  const link = (version: ChangelogVersion, id: string | undefined) => {
    if (!id) return undefined;
    const anchor = `operation/${id}`;
    const route = version.idRoutes[anchor] ?? version.apiRoute;
    return {
      label: fill(words.page.inVersion, { version: version.label }),
      href: `${withBase(baseUrl, route)}#${anchor}`,
      external: false,
    };
  };
  return {
    ...frame(changelogRoute(apiRoute), {
      title,
      description: words.page.description,
    }),
    layout: 'changelog',
    title,
    pairs: pairs.map(({ older, newer, diff }) => ({
      title: `${older.label} → ${newer.label}`,
      id: `de-${older.name}-para-${newer.name}`.replace(/[^A-Za-z0-9-]+/g, '-'),
      summary: countWords(diff.counts, words),
      operations: diff.operations.map((op) => ({
        key: op.key,
        summary: op.summary,
        before: link(older, op.operationId.old),
        after: link(newer, op.operationId.new),
        changes: op.changes.map((change) => ({
          level: change.level,
          levelLabel: levelWords(change.level, words.level).label,
          text: codeParts(change.message),
        })),
      })),
    })),
  };
}

/** `O campo \`a\` foi removido.` → text and code parts. */
function codeParts(message: string): ChangeTextModel {
  return message
    .split('`')
    .map((text, i) => ({ text, code: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}
