import {
  LineCounter,
  parseDocument,
  isMap,
  isScalar,
  type Pair,
  type Node as YamlNode,
} from 'yaml';
import { codes } from '../diagnostics/codes.js';
import {
  frontMatterFields,
  ignoredDocusaurusKeys,
  type FrontMatter,
} from './front-matter-fields.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';

export type { FrontMatter, TagFrontMatter } from './front-matter-fields.js';

/** Where each key of a page's front matter is written (for a late diagnostic, such as DG2012). */
export type FrontMatterPositions = Partial<Record<string, { line: number; column: number }>>;

export interface SplitSource {
  frontMatter: FrontMatter;
  /** Where each key read is written. */
  positions: FrontMatterPositions;
  /**
   * The Markdown body, with the front matter replaced by blank lines so positions stay those of the
   * file.
   */
  body: string;
  diagnostics: Diagnostic[];
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits `---` YAML front matter from Markdown and reads it against frontMatterFields: a wrong
 * value of a key docgen reads is an error (DG2003), a key it has no meaning for a warning (DG2011).
 */
export function splitFrontMatter(source: string, file: string): SplitSource {
  const match = FENCE.exec(source);
  if (!match) return { frontMatter: {}, positions: {}, body: source, diagnostics: [] };
  const yamlText = match[1] ?? '';
  const blank = '\n'.repeat(match[0].split('\n').length - 1);
  const body = blank + source.slice(match[0].length);
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset);
    return { line: pos.line + 1, column: pos.col };
  };
  const diagnostics: Diagnostic[] = [];
  const fail = (
    words: Pick<Diagnostic, 'message' | 'hint' | 'text'>,
    offset: number,
    code: string = codes.frontMatterInvalid,
  ) => diagnostics.push({ code, severity: 'error', ...words, file, ...at(offset) });

  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    fail(
      said('frontMatterSyntax', { reason: error.message.split('\n')[0] ?? '' }),
      error.pos[0],
      codes.frontMatterSyntax,
    );
    return { frontMatter: {}, positions: {}, body, diagnostics };
  }
  if (doc.contents === null) return { frontMatter: {}, positions: {}, body, diagnostics };
  if (!isMap(doc.contents)) {
    fail(
      said('frontMatterNotMapping'),
      (doc.contents as YamlNode).range?.[0] ?? 0,
      codes.frontMatterInvalid,
    );
    return { frontMatter: {}, positions: {}, body, diagnostics };
  }
  const frontMatter: Record<string, unknown> = {};
  const positions: FrontMatterPositions = {};
  for (const pair of doc.contents.items as Pair<YamlNode, YamlNode>[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const offset = pair.key?.range?.[0] ?? 0;
    if (!Object.hasOwn(frontMatterFields, key)) {
      diagnostics.push({ ...ignoredKey(key), file, ...at(offset) });
      continue;
    }
    const value: unknown = isScalar(pair.value) ? pair.value.value : pair.value?.toJSON();
    const read = frontMatterFields[key as keyof typeof frontMatterFields](value, key);
    if ('error' in read) {
      fail(read.error, pair.value?.range?.[0] ?? offset, codes.frontMatterInvalid);
      continue;
    }
    frontMatter[key] = read.value;
    positions[key] = at(offset);
  }
  for (const problem of crossChecks(frontMatter as FrontMatter)) {
    const where = positions[problem.key]!;
    diagnostics.push({
      code: codes.frontMatterInvalid,
      severity: 'error',
      file,
      ...where,
      ...problem,
    });
    delete frontMatter[problem.key];
  }
  return { frontMatter: frontMatter as FrontMatter, positions, body, diagnostics };
}

/** What a key's value alone does not say is wrong: an id with a slash, TOC levels upside down. */
type Problem = { key: keyof FrontMatter } & Pick<Diagnostic, 'message' | 'hint' | 'text'>;

function crossChecks(fm: FrontMatter): Problem[] {
  const problems: Problem[] = [];
  if (fm.id?.includes('/'))
    problems.push({
      key: 'id',
      ...said('fmIdSlash', { id: fm.id }),
    });
  const min = fm.toc_min_heading_level;
  const max = fm.toc_max_heading_level;
  if (min !== undefined && max !== undefined && min > max)
    problems.push({
      key: 'toc_min_heading_level',
      ...said('fmTocLevels', { min, max }),
    });
  return problems;
}

/** A key docgen has no meaning for: a warning naming it (the build goes on). */
function ignoredKey(key: string): Omit<Diagnostic, 'file'> {
  const docusaurus = ignoredDocusaurusKeys.has(key);
  return {
    code: codes.frontMatterIgnored,
    severity: 'warning',
    ...(docusaurus
      ? said('frontMatterDocusaurusIgnored', { key })
      : said('frontMatterUnknownKey', { key, known: Object.keys(frontMatterFields).join(', ') })),
  };
}
