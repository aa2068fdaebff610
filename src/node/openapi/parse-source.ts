import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Node as YamlNode } from 'yaml';

/** A YAML or JSON document parsed once, able to say where a JSON pointer sits in the text. */
export interface ParsedSource {
  value: unknown;
  /** The 1-based line and column of the node at `path`, or of its closest existing parent. */
  locate: (path: readonly (string | number)[]) => { line: number; column: number };
  error?: { message: string; line: number; column: number };
}

/** JSON is YAML 1.2, so one parser serves both and keeps positions. */
export function parseSource(text: string): ParsedSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const position = (offset: number) => {
    const p = lineCounter.linePos(offset);
    return { line: p.line, column: p.col };
  };
  const locate = (path: readonly (string | number)[]) => {
    let node: unknown = doc.contents;
    let offset = (doc.contents as YamlNode | null)?.range?.[0] ?? 0;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
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
    return { value: undefined, locate, error: { message: first.message.split('\n')[0] ?? first.message, ...position(first.pos[0]) } };
  }
  return { value: doc.toJS({ maxAliasCount: 1000 }), locate };
}

/** `['paths', '/v1/me', 'get']` → `/paths/~1v1~1me/get` */
export function toPointer(path: readonly (string | number)[]): string {
  return path.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
