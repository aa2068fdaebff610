import { load, YAMLException } from 'js-yaml';
import { locateInJson, positionOf } from './json-locate.js';
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Node as YamlNode } from 'yaml';
import { MERGE_OPTION, MERGING_SCHEMA } from './merge-keys.js';

/** A YAML or JSON document parsed once, able to say where a JSON pointer sits in the text. */
export interface ParsedSource {
  value: unknown;
  /** The 1-based line and column of the node at `path`, or of its closest existing parent. */
  locate: (path: readonly (string | number)[]) => { line: number; column: number };
  error?: { message: string; line: number; column: number; kind: ParseErrorKind };
  /** No object of `value` is reached by two paths (JSON, or YAML without anchors). */
  tree?: boolean;
}

/**
 * `syntax`: not YAML/JSON; `aliases`: YAML aliases expand too much (billion laughs); `depth`:
 * nested too deep to parse.
 */
export type ParseErrorKind = 'syntax' | 'aliases' | 'depth';

/** YAML aliases one document may expand; more is treated as a resource-exhaustion attempt. */
export const MAX_ALIAS_COUNT = 1000;

const isStackOverflow = (error: unknown) =>
  error instanceof RangeError || /call stack/i.test(String((error as Error)?.message));

/** An anchor (`&name`) outside quotes is where aliases, and so alias bombs, begin. */
const HAS_ANCHOR = /(^|[\s[{,:-])&[^\s]/m;

/** A document that opens as JSON does (most large specs are JSON). */
const JSON_START = /^\s*[{[]/;

/**
 * A JSON document (most large specs are JSON) through JSON.parse, the fastest parser there is;
 * positions are found by scanning the text only when asked (json-locate.ts). A key repeated in an
 * object keeps its last value, as JSON.parse and most tools read it. Not JSON, or not valid: the
 * YAML parsers below (which also report a JSON syntax error at its line and column).
 */
function parseJson(text: string): ParsedSource | undefined {
  if (!JSON_START.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return { value, locate: (path) => positionOf(text, locateInJson(text, path)), tree: true };
}

/**
 * JSON is YAML 1.2, so one parser serves both. A document without anchors is read by js-yaml (about
 * ten times faster on this project's spec than building a positioned YAML Document: ~15 ms against
 * ~160 ms cold), and positions are computed only if something asks where a node is. Anything else
 * (anchors, whose expansion the positioned parser bounds; errors, which need its messages and
 * positions) goes through the positioned parser, but for a document that opens as JSON and is
 * neither JSON nor YAML: js-yaml says where it breaks. On a large JSON spec the positioned parser
 * takes seconds to find that (GitHub REST's, cut short as when it is read while being written:
 * 0.5–3.8 s against 0.08–0.5 s), and `docgen watch` waits for it before the next build.
 */
export function parseSource(text: string): ParsedSource {
  const json = parseJson(text);
  if (json) return json;
  const anchors = HAS_ANCHOR.test(text);
  const jsonLike = JSON_START.test(text);
  if (!anchors || jsonLike) {
    let positioned: ParsedSource | undefined;
    const lazily: ParsedSource['locate'] = (path) =>
      (positioned ??= parseWithPositions(text)).locate(path);
    try {
      const value = load(text, { schema: MERGING_SCHEMA });
      if (!anchors) return { value, locate: lazily, tree: true };
    } catch (error) {
      if (jsonLike && error instanceof YAMLException && error.mark) {
        const { line, column } = error.mark;
        const message = error.reason || 'not valid YAML';
        const at = { line: line + 1, column: column + 1 };
        return { value: undefined, locate: lazily, error: { message, ...at, kind: 'syntax' } };
      }
      // Fall through: the positioned parser reports the error with its position.
    }
  }
  return parseWithPositions(text);
}

export function parseWithPositions(text: string): ParsedSource {
  const lineCounter = new LineCounter();
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text, {
      lineCounter,
      prettyErrors: false,
      uniqueKeys: true,
      ...MERGE_OPTION,
    });
  } catch (error) {
    // The parser recurses per nesting level: thousands of levels overflow the stack.
    if (!isStackOverflow(error)) throw error;
    return {
      value: undefined,
      locate: () => ({ line: 1, column: 1 }),
      error: { message: 'nested too deep to parse', line: 1, column: 1, kind: 'depth' },
    };
  }
  const position = (offset: number) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const locate = (path: readonly (string | number)[]) => {
    let node: unknown = doc.contents;
    let offset = (doc.contents as YamlNode | null)?.range?.[0] ?? 0;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isScalar(item.key) && String(item.key.value) === String(key),
        );
        if (!pair) break;
        offset = (pair.key as YamlNode).range?.[0] ?? offset;
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(key)];
        if (!item) break;
        offset = (item as YamlNode).range?.[0] ?? offset;
        node = item;
      } else break;
    }
    return position(offset);
  };
  const first = doc.errors[0];
  if (first) {
    const kind = isStackOverflow(first) ? 'depth' : 'syntax';
    const message =
      kind === 'depth'
        ? 'nested too deep to parse'
        : (first.message.split('\n')[0] ?? first.message);
    return { value: undefined, locate, error: { message, ...position(first.pos[0]), kind } };
  }
  try {
    return { value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), locate };
  } catch (error) {
    const kind = isStackOverflow(error) ? 'depth' : 'aliases';
    if (kind === 'aliases' && !/alias/i.test((error as Error).message)) throw error;
    const message =
      kind === 'depth'
        ? 'nested too deep to parse'
        : `its YAML aliases expand to more than ${MAX_ALIAS_COUNT} copies`;
    return { value: undefined, locate, error: { message, line: 1, column: 1, kind } };
  }
}

/** `['paths', '/v1/me', 'get']` → `/paths/~1v1~1me/get` */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
