import { readFile } from 'node:fs/promises';
import type { ResolvedConfig } from '../config/types.js';
import { codes } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { sha256 } from '../sha256.js';
import type { FileHashes } from '../util/file-hashes.js';
import { jsonError } from './sidebars/json-error.js';
import type { ResolvedSidebar, SidebarNode } from './sidebar.js';

/**
 * One of Docusaurus's translation files (`docusaurus write-translations`), as a migrating team
 * brings them: `{ "<key>": { "message": "…", "description": "…" } }`. A language's navbar and
 * footer labels are in `i18n/<locale>/docusaurus-theme-classic/navbar.json` and `footer.json`,
 * its sidebars' in `docusaurus-plugin-content-docs/current.json`.
 */
export interface TranslationFile {
  messages: Record<string, string>;
  diagnostics: Diagnostic[];
  files: FileHashes;
}

/** One of Docusaurus's translation files: its messages by key, or the problem with it. */
export async function readMessages(file: string): Promise<TranslationFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { messages: {}, diagnostics: [], files: [[file, '']] as FileHashes };
  }
  const files: FileHashes = [[file, sha256(text)]];
  const problem = (message: string, at: { line?: number; column?: number } = {}) => ({
    messages: {},
    files,
    diagnostics: [
      {
        code: codes.translationFileInvalid,
        severity: 'error' as const,
        message,
        file,
        ...at,
        hint:
          'Write it as `docusaurus write-translations` does: ' +
          '{ "item.label.Docs": { "message": "Docs" } }.',
      },
    ],
  });
  const error = jsonError(text);
  if (error) return problem(`Not JSON: ${error.message}`, error);
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return problem('The file must hold an object of translations');
  const messages: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const message = (value as { message?: unknown } | null)?.message;
    if (typeof message !== 'string')
      return problem(`"${key}" has no "message" string`, lineOfKey(text, key));
    messages[key] = message;
  }
  return { messages, files, diagnostics: [] };
}

function lineOfKey(text: string, key: string): { line?: number; column?: number } {
  const offset = text.indexOf(JSON.stringify(key));
  if (offset < 0) return {};
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/**
 * The config with the navbar's and footer's labels translated, where the language has a message
 * for them (Docusaurus's keys: `title`, `logo.alt`, `item.label.<label>`; `link.title.<title>`,
 * `link.item.label.<label>`, `copyright`).
 */
export function translatedTheme(
  config: ResolvedConfig,
  { navbar, footer }: { navbar: Record<string, string>; footer: Record<string, string> },
): ResolvedConfig {
  const or = (messages: Record<string, string>, key: string, fallback: string) =>
    messages[key] ?? fallback;
  const logo = config.navbar.logo;
  return {
    ...config,
    navbar: {
      ...config.navbar,
      title: or(navbar, 'title', config.navbar.title),
      ...(logo ? { logo: { ...logo, alt: or(navbar, 'logo.alt', logo.alt) } } : {}),
      items: config.navbar.items.map((item) => ({
        ...item,
        label: or(navbar, `item.label.${item.label}`, item.label),
      })),
    },
    footer: {
      ...config.footer,
      links: config.footer.links.map((group) => ({
        ...group,
        title: or(footer, `link.title.${group.title}`, group.title),
        items: group.items.map((item) => ({
          ...item,
          label: or(footer, `link.item.label.${item.label}`, item.label),
        })),
      })),
      copyright: or(footer, 'copyright', config.footer.copyright),
    },
  };
}

/**
 * A sidebar with its labels translated by a language's docs translations
 * (`docusaurus-plugin-content-docs/current.json`, `version-<name>.json`): Docusaurus's keys
 * `sidebar.<id>.category.<label>` (and its generated index's `.link.generated-index.title` and
 * `.description`), `sidebar.<id>.link.<label>`, `sidebar.<id>.doc.<label>`. The routes stay the
 * default language's, so the language menu finds the same page.
 */
export function translatedSidebar(
  sidebar: ResolvedSidebar,
  messages: Readonly<Record<string, string>>,
): ResolvedSidebar {
  const key = (kind: string, label: string) => `sidebar.${sidebar.id}.${kind}.${label}`;
  const translate = (nodes: readonly SidebarNode[]): SidebarNode[] =>
    nodes.map((node) => {
      if (node.kind === 'html') return node;
      if (node.kind !== 'category')
        return { ...node, label: messages[key(node.kind, node.label)] ?? node.label };
      const at = key('category', node.label);
      const index = node.index
        ? {
            ...node.index,
            title: messages[`${at}.link.generated-index.title`] ?? messages[at] ?? node.index.title,
            description:
              messages[`${at}.link.generated-index.description`] ?? node.index.description,
          }
        : undefined;
      return {
        ...node,
        label: messages[at] ?? node.label,
        items: translate(node.items),
        ...(index ? { index } : {}),
      };
    });
  return { ...sidebar, items: translate(sidebar.items) };
}
