import { plainText } from '../content/plain-text.js';
import type { AboutView, LinkView } from '../../shared/api-view-models.js';
import type { ReferenceStrings } from './strings.js';
import { isObject, type JsonObject } from '../util/objects.js';

/** The schemes a link from the spec may take; any other (`javascript:`, `data:`) stays text. */
const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/** What may be Markdown in a short text (a link's description): parsed only then. */
const MAY_BE_MARKDOWN = /[*_`[\]<>\\&]/;

const textOf = (text: string) => (MAY_BE_MARKDOWN.test(text) ? plainText(text) : text.trim());

/** A link to `url`, or only its text when the URL is not one a reader's page may link to. */
function linkTo(text: string, url: string): LinkView {
  const href = url.trim();
  return { text, href: SAFE_URL.test(href) ? href : undefined };
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An External Documentation Object as a link: its description as plain text, else its URL. */
export function externalDocsLink(docs: unknown): LinkView | undefined {
  if (!isObject(docs)) return undefined;
  const url = str(docs.url);
  if (!url) return undefined;
  return linkTo(textOf(str(docs.description)) || url, url);
}

/**
 * What the introduction says of the API besides its description, as the spec gives it: the
 * summary (3.1), contact, license, terms of service and external documentation.
 */
export function aboutApi(document: JsonObject, words: ReferenceStrings['about']): AboutView {
  const info = isObject(document.info) ? document.info : {};
  const facts: AboutView['facts'] = [];
  const contact = isObject(info.contact) ? info.contact : {};
  const [name, url, email] = [str(contact.name), str(contact.url), str(contact.email)];
  const contactLinks = [
    ...(url || name ? [url ? linkTo(name || url, url) : { text: name, href: undefined }] : []),
    ...(email ? [linkTo(email, `mailto:${email}`)] : []),
  ];
  if (contactLinks.length > 0) facts.push({ label: words.contact, links: contactLinks });
  const license = isObject(info.license) ? info.license : {};
  const [licenseName, licenseUrl, spdx] = [
    str(license.name),
    str(license.url),
    str(license.identifier),
  ];
  if (licenseName || spdx) {
    const target =
      licenseUrl || (spdx ? `https://spdx.org/licenses/${encodeURIComponent(spdx)}.html` : '');
    const text = licenseName || spdx;
    facts.push({
      label: words.license,
      links: [target ? linkTo(text, target) : { text, href: undefined }],
    });
  }
  const terms = str(info.termsOfService);
  if (terms) facts.push({ label: words.terms, links: [linkTo(terms, terms)] });
  const docs = externalDocsLink(document.externalDocs);
  if (docs) facts.push({ label: words.externalDocs, links: [docs] });
  return { summary: textOf(str(info.summary)), facts };
}
