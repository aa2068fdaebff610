import type { FrontMatter, FrontMatterPositions } from './front-matter.js';
import { docName } from './doc-id.js';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import { errnoText, said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { sha256 } from '../sha256.js';
import type { FileHashes } from '../util/file-hashes.js';
import { walkInside } from '../util/project-walk.js';
import { splitFrontMatter } from './front-matter.js';
import { isContentFile, withoutContentExtension } from './mdx/files.js';

export interface LoadedContent {
  pages: SourcePage[];
  diagnostics: Diagnostic[];
}

/**
 * How a folder of Markdown is laid out: `site`, the content folder, whose `docs/**` are docs with
 * the sidebar and everything else a standalone page (`index.md` is `/`); `docs`, a folder of docs
 * alone (a released version's, `versioned_docs/version-<name>/`).
 */
export type ContentLayout = 'site' | 'docs';

/** What a file is (a doc, or a standalone page) and its name (a doc's as Docusaurus names it). */
function classify(
  relPath: string,
  layout: ContentLayout,
  frontMatter: FrontMatter,
): Pick<SourcePage, 'kind' | 'id' | 'numberPrefix' | 'categoryIndex'> {
  if (layout === 'docs') return { kind: 'doc', ...docName(relPath, frontMatter) };
  if (relPath.startsWith('docs/'))
    return { kind: 'doc', ...docName(relPath.slice('docs/'.length), frontMatter) };
  const id = withoutContentExtension(relPath).replace(/^pages\//, '');
  return { kind: 'page', id: frontMatter.id ?? id };
}

function decodeText(bytes: Buffer, file: string): { text?: string; diagnostic?: Diagnostic } {
  if (bytes.includes(0)) {
    return {
      diagnostic: {
        code: codes.contentNotText,
        severity: 'error',
        ...said('contentBinary'),
        file,
      },
    };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // The lenient decoding marks the first bad byte with U+FFFD; its position is the error's.
    const lenient = bytes.toString('utf8');
    const before = lenient.slice(0, Math.max(0, lenient.indexOf('\uFFFD')));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return {
      diagnostic: {
        code: codes.contentNotText,
        severity: 'error',
        ...said('contentNotUtf8'),
        file,
        line,
        column,
      },
    };
  }
}

/** One content file read: its page, or the problems that kept it from being one. */
export interface ReadSource {
  page: SourcePage | undefined;
  diagnostics: Diagnostic[];
  /** The file and a hash of the bytes read (empty when it could not be read). */
  files: FileHashes;
}

/** Reads one Markdown file of the content folder and parses its front matter. */
export async function readSource(
  contentDir: string,
  relPath: string,
  layout: ContentLayout = 'site',
): Promise<ReadSource> {
  const file = path.join(contentDir, relPath);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const diagnostic: Diagnostic = {
      code: codes.contentUnreadable,
      severity: 'error',
      ...said('contentUnreadable', { reason: errnoText(error) }),
      file,
    };
    return { page: undefined, diagnostics: [diagnostic], files: [[file, '']] };
  }
  const files: FileHashes = [[file, sha256(bytes)]];
  const { text, diagnostic } = decodeText(bytes, file);
  if (diagnostic || text === undefined)
    return { page: undefined, diagnostics: diagnostic ? [diagnostic] : [], files };
  const split = splitFrontMatter(text, file);
  const page: SourcePage = {
    file,
    relPath,
    ...classify(relPath, layout, split.frontMatter),
    frontMatter: split.frontMatter,
    positions: split.positions,
    body: split.body,
  };
  return { page, diagnostics: split.diagnostics, files };
}

/**
 * Every `.md` and `.mdx` file under the content folder, in a stable order, each read by `read`
 * (the pipeline reads them through its memo, which reads again only the files that changed).
 * Symlinks are followed while they stay inside the project (`root`, the content folder itself by
 * default).
 */
export async function loadContent(
  contentDir: string,
  read: (relPath: string) => Promise<ReadSource> = (relPath) => readSource(contentDir, relPath),
  root: string = contentDir,
): Promise<LoadedContent> {
  const walked = await walkInside(contentDir, root, isContentFile);
  if (walked.kind !== 'walked') {
    const missing = walked.kind === 'missing';
    return {
      pages: [],
      diagnostics: [
        {
          code: codes.contentUnreadable,
          severity: 'error',
          ...(missing
            ? said('contentDirMissing')
            : said('contentDirUnreadable', { reason: errnoText(walked.error) })),
          file: contentDir,
        },
      ],
    };
  }
  const entries = walked.files.map((f) => f.rel);
  const sources = await Promise.all(entries.filter(isContentFile).sort().map(read));
  return {
    pages: sources.flatMap((r) => (r.page ? [r.page] : [])),
    diagnostics: [...walked.diagnostics, ...sources.flatMap((r) => r.diagnostics)],
  };
}

/** One Markdown file, read once, with its front matter parsed. */
export interface SourcePage {
  file: string;
  /** Path relative to the content folder, with forward slashes: `docs/guides/webhooks.md`. */
  relPath: string;
  kind: SourceKind;
  /**
   * Doc id as Docusaurus names it (`guides/webhooks`: the front matter `id` replaces the file name,
   * number prefixes stripped) or page id (`markdown-page`).
   */
  id: string;
  /** A doc's file number prefix (`01-intro.md`: 1), its sidebar position by default. */
  numberPrefix?: number;
  /** A doc served at its folder's route (`index.md`, `readme.md`, `<folder>/<folder>.md`). */
  categoryIndex?: boolean;
  frontMatter: FrontMatter;
  /** Where each front matter key is written. */
  positions: FrontMatterPositions;
  /** Markdown with the front matter blanked out (positions match the file). */
  body: string;
  /**
   * A page of another language that has no translation of it, read from the default language's
   * (`lang`, `label`, `baseUrl`: the notice says where it is from).
   */
  untranslated?: { lang: string; label: string; baseUrl: string } | undefined;
}

export type SourceKind = 'doc' | 'page';
