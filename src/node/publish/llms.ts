import { uiStrings } from '../../shared/i18n/catalogue.js';
import { fill } from '../../shared/i18n/message.js';
import { withBase } from '../../shared/urls.js';
import type { ResolvedConfig } from '../config/types.js';
import { pageTitle } from '../content/title.js';
import { offersYaml } from '../openapi/spec-file.js';
import { markdownHref } from '../site/routes.js';
import { publicUrl } from '../site/site-url.js';
import type { ContentPage } from '../content/transform.js';
import { utf8Text } from '../util/utf8.js';

/** A docs page as the llms.txt files list it. */
export interface LlmsPage {
  page: ContentPage;
  /** The page's Markdown copy, as UTF-8 bytes (it ends with one line break). */
  markdown: Uint8Array;
}

type SiteInfo = Pick<
  ResolvedConfig,
  'title' | 'tagline' | 'url' | 'baseUrl' | 'locale' | 'strings'
> & {
  api: { route: string; spec: string | undefined };
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Which `## Section` of llms.txt a docs page goes in: its first folder under docs/ (`guides` →
 * Guias, `pages.llmsGuides`).
 */
function sectionOf(page: ContentPage, say: { llmsGuides: string; llmsDocs: string }): string {
  const folder = page.source.id.includes('/') ? page.source.id.split('/')[0]! : '';
  return folder === 'guides' ? say.llmsGuides : folder === '' ? say.llmsDocs : folder;
}

/**
 * `llms.txt` (https://llmstxt.org): the site's title, a one-line summary, then one `## Section`
 * per docs folder listing every page's Markdown copy as `- [Title](url): description`; the API
 * reference and the OpenAPI document under `## Optional`.
 */
export function llmsTxt(site: SiteInfo, pages: readonly LlmsPage[]): string {
  const abs = (href: string) => publicUrl(site) + href;
  const say = uiStrings(site.locale, site.strings).pages;
  const sections = new Map<string, string[]>();
  for (const { page } of pages) {
    const description = page.source.frontMatter.description;
    const link = `[${oneLine(pageTitle(page))}](${abs(markdownHref(site.baseUrl, page.route))})`;
    const line = `- ${link}${description ? `: ${oneLine(description)}` : ''}`;
    const section = sectionOf(page, say);
    sections.set(section, [...(sections.get(section) ?? []), line]);
  }
  const out = [`# ${site.title}`, '', `> ${oneLine(site.tagline)}`, ''];
  out.push(fill(say.llmsIntro, { url: abs(withBase(site.baseUrl, '/llms-full.txt')) }), '');
  for (const [title, lines] of sections) out.push(`## ${title}`, '', ...lines, '');
  if (site.api.spec) {
    const api = withBase(
      site.baseUrl,
      site.api.route.endsWith('/') ? site.api.route : site.api.route + '/',
    );
    // `## Optional` is llmstxt.org's name for what a reader may skip, in every language.
    out.push('## Optional', '', `- [${say.apiReference}](${abs(api)}): ${say.llmsApi}`);
    const yaml = offersYaml(site.api.spec);
    out.push(
      `- [${say.llmsSpecTitle}](${abs(api + (yaml ? 'openapi.yaml' : 'openapi.json'))}): ` +
        fill(say.llmsSpec, { format: yaml ? 'YAML' : 'JSON' }),
      '',
    );
  }
  return out.join('\n');
}

/**
 * `llms-full.txt`: every docs page's Markdown copy in sidebar order, each introduced by its source
 * URL. Joined as bytes from the copies' own bytes: a watch rebuild makes it again after every save,
 * and the copies are kept (one per page) while their pages are.
 */
export function llmsFullTxt(site: SiteInfo, pages: readonly LlmsPage[]): Uint8Array {
  const text = (value: string) => Buffer.from(value, 'utf8');
  const parts: Uint8Array[] = [text(`# ${site.title}\n\n> ${oneLine(site.tagline)}\n`)];
  const origin = publicUrl(site);
  const say = uiStrings(site.locale, site.strings).pages;
  for (const { page, markdown } of pages) {
    const source = fill(say.llmsSource, { url: origin + withBase(site.baseUrl, page.route) });
    parts.push(text(`\n---\n\n${source}\n\n`), trimmedEnd(markdown), text('\n'));
  }
  return Buffer.concat(parts);
}

/**
 * The copy without its trailing white space. A copy is text trimmed at its end plus one line break
 * (markdown-copy.ts), so that break is all there is to drop when the byte before it is a visible
 * ASCII character; otherwise (an empty page, a last character beyond ASCII) it is trimmed as text.
 */
function trimmedEnd(markdown: Uint8Array): Uint8Array {
  const last = markdown.length - 1;
  const before = markdown[last - 1] ?? 0;
  if (markdown[last] === 0x0a && before > 0x20 && before < 0x7f) return markdown.subarray(0, last);
  return Buffer.from(utf8Text(markdown).trimEnd(), 'utf8');
}
