import {
  LineCounter,
  parseDocument,
  isMap,
  isScalar,
  type Pair,
  type Node as YamlNode,
} from 'yaml';
import { codes } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** Front matter keys a page may set, with their expected JavaScript type. */
export const frontMatterFields = {
  id: 'string',
  title: 'string',
  description: 'string',
  slug: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  hide_table_of_contents: 'boolean',
  search: 'boolean',
  noIndex: 'boolean',
} as const;

type FieldType<T> = T extends 'string' ? string : T extends 'number' ? number : boolean;
export type FrontMatter = {
  -readonly [K in keyof typeof frontMatterFields]?: FieldType<(typeof frontMatterFields)[K]>;
};

export interface SplitSource {
  frontMatter: FrontMatter;
  /**
   * The Markdown body, with the front matter replaced by blank lines so positions stay those of the
   * file.
   */
  body: string;
  diagnostics: Diagnostic[];
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits `---` YAML front matter from Markdown and validates it against frontMatterFields. */
/** How a value of each front matter type is written, with an example (for a wrong one's hint). */
const HOW_TO_WRITE: Record<string, [how: string, example: string]> = {
  string: ['text', 'Texto'],
  number: ['a number without quotes', '2'],
  boolean: ['true or false, without quotes', 'true'],
};

export function splitFrontMatter(source: string, file: string): SplitSource {
  const match = FENCE.exec(source);
  if (!match) return { frontMatter: {}, body: source, diagnostics: [] };
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
    message: string,
    offset: number,
    code: string = codes.frontMatterInvalid,
    hint?: string,
  ) =>
    diagnostics.push({
      code,
      severity: 'error',
      message,
      file,
      ...at(offset),
      ...(hint ? { hint } : {}),
    });

  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    fail(
      `Front matter is not valid YAML: ${error.message.split('\n')[0]}`,
      error.pos[0],
      codes.frontMatterSyntax,
      'Fix the YAML between the two --- lines.',
    );
    return { frontMatter: {}, body, diagnostics };
  }
  if (doc.contents === null) return { frontMatter: {}, body, diagnostics };
  if (!isMap(doc.contents)) {
    fail(
      'Front matter must be a mapping of keys to values',
      (doc.contents as YamlNode).range?.[0] ?? 0,
      codes.frontMatterInvalid,
      'Write it as `key: value` lines.',
    );
    return { frontMatter: {}, body, diagnostics };
  }
  const frontMatter: Record<string, unknown> = {};
  for (const pair of doc.contents.items as Pair<YamlNode, YamlNode>[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const offset = pair.key?.range?.[0] ?? 0;
    const expected = frontMatterFields[key as keyof typeof frontMatterFields];
    if (!expected) {
      fail(
        `Unknown front matter key "${key}"`,
        offset,
        codes.frontMatterInvalid,
        `Known keys: ${Object.keys(frontMatterFields).join(', ')}.`,
      );
      continue;
    }
    const value: unknown = isScalar(pair.value) ? pair.value.value : pair.value?.toJSON();
    if (typeof value !== expected) {
      const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
      const [how, example] = HOW_TO_WRITE[expected]!;
      fail(
        `Front matter "${key}" must be a ${expected}, got ${got}`,
        pair.value?.range?.[0] ?? offset,
        codes.frontMatterInvalid,
        `Write it as ${how}, e.g. \`${key}: ${example}\`.`,
      );
      continue;
    }
    frontMatter[key] = value;
  }
  return { frontMatter: frontMatter as FrontMatter, body, diagnostics };
}
