import { catalogues, type UiKey } from '../shared/i18n/catalogue.js';
import { fill, lookup, type MessageValues } from '../shared/i18n/message.js';

/**
 * The keys the client may use: its own areas of the catalogue (search, copy, the console…), and
 * the reference's status texts, which the console shows too.
 */
export type ClientKey = Extract<
  UiKey,
  `client.${string}` | `tryIt.${string}` | `reference.status.${string}`
>;

/**
 * A message in the site's language, its `{name}` placeholders filled from `values`. A published
 * script never calls it: bundling replaces each call with the message as a literal (or a template
 * literal around the values' expressions; src/node/publish/client-strings.ts), so a page script
 * holds the strings it uses, in one language, and nothing to look them up. Unbundled (unit tests),
 * it reads pt-BR.
 */
export function t(key: ClientKey, values?: MessageValues): string {
  return fill(lookup(catalogues['pt-BR'], key) ?? key, values);
}
