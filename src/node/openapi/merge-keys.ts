import { CORE_SCHEMA, mergeTag } from 'js-yaml';
import type { FileInfo } from '@apidevtools/json-schema-ref-parser';

/**
 * YAML merge keys (`<<: *base`, `<<: [*a, *b]`), a YAML 1.1 feature common in hand-written specs:
 * the mapping gets the merged mapping's keys, its own keys winning. YAML 1.2 dropped them, so both
 * parsers leave them off by default and a spec would show a property or a response named `<<`.
 */

/** js-yaml's core schema with merge keys (for documents without anchors: `<<: { … }`). */
export const MERGING_SCHEMA = CORE_SCHEMA.withTags(mergeTag);

/** Whether a YAML text has a merge key (`<<:` as a plain key, in block or flow style). */
export const hasMergeKey = (text: string) => /(^|[\s{,])<<\s*:/m.test(text);

/** The option of the `yaml` package that merges `<<` keys. */
export const MERGE_OPTION = { merge: true } as const;

/**
 * ref-parser's YAML parser for the files a spec `$ref`s, parsed as the root is (merge keys, the
 * alias bound); `parse` is the root's parser (parse-source.ts), given to avoid an import cycle.
 */
export function mergingYamlParser(parse: (text: string) => ParsedText) {
  return {
    order: 200,
    allowEmpty: true,
    canParse: ['.yaml', '.yml', '.json'],
    parse: (file: FileInfo): unknown => parsedValue(parse(fileText(file))),
  };
}

/** What a parser made of a text: its value, or what is wrong with it. */
export interface ParsedText {
  value: unknown;
  error?: unknown;
}

/** The text of a file ref-parser read. */
export function fileText(file: FileInfo): string {
  const data = file.data as unknown;
  return typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString();
}

/** A parsed file's value; its error thrown as ref-parser expects a parser's. */
export function parsedValue(parsed: ParsedText): unknown {
  if (parsed.error) {
    const message = (parsed.error as { message?: unknown }).message;
    throw new SyntaxError(String(message ?? 'invalid YAML'));
  }
  return parsed.value;
}
