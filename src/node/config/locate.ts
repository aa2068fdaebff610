/**
 * Where a key of the config is written in the config file: the object literal the file exports
 * (`export default defineConfig({...})`, `export default {...}`, or a `const` of the file it
 * names), followed key by key and item by item. A key that is computed, spread in (`...base`) or
 * imported from another file has no place here: its error keeps its JSON pointer alone.
 */
import { type Token, tokenize } from './tokens.js';

export interface SourcePosition {
  /** 1-based. */
  line: number;
  column: number;
}

/** A key's (or an item's) first token, and its value's. */
interface Entry {
  at: number;
  value: number | undefined;
}

/** An object or array literal: its entries by key (or index). */
interface Literal {
  kind: 'object' | 'array';
  entries: Map<string, Entry>;
}

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/** A function giving the position of a path of keys (`['navbar', 'items', '0']`), if written. */
export function configLocator(source: string): (path: string[]) => SourcePosition | undefined {
  const tokens = tokenize(source);
  const reader = new LiteralReader(tokens);
  const root = defaultExport(tokens);
  return (path) => {
    if (root === undefined) return undefined;
    let at = root;
    let value: number | undefined = root;
    for (const key of path) {
      const literal: Literal | undefined = value === undefined ? undefined : reader.literal(value);
      const entry: Entry | undefined = literal?.entries.get(key);
      if (!entry) return undefined;
      at = entry.at;
      value = entry.value;
    }
    return position(source, tokens[at]!.start);
  };
}

/**
 * The index of the first token of the config's expression: after `export default`, the name in
 * `export { name as default }`, or after `module.exports =`.
 */
function defaultExport(tokens: Token[]): number | undefined {
  const text = (i: number) => tokens[i]?.text;
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (text(i) === 'as' && text(i + 1) === 'default' && depth === 1) return i - 1;
    if (tokens[i]!.kind === 'punct' && OPEN.has(text(i)!)) depth += 1;
    else if (tokens[i]!.kind === 'punct' && CLOSE.has(text(i)!)) depth -= 1;
    else if (depth === 0 && text(i) === 'export' && text(i + 1) === 'default') return i + 2;
    else if (
      depth === 0 &&
      text(i) === 'module' &&
      text(i + 2) === 'exports' &&
      text(i + 3) === '='
    )
      return i + 4;
  }
  // A JSON file (a sidebars file's): the document itself.
  return tokens[0]?.text === '{' || tokens[0]?.text === '[' ? 0 : undefined;
}

class LiteralReader {
  private readonly cache = new Map<number, Literal | undefined>();

  constructor(private readonly tokens: Token[]) {}

  /** The literal an expression is, through calls (`defineConfig(…)`) and the file's `const`s. */
  literal(at: number, seen = new Set<number>()): Literal | undefined {
    if (seen.has(at)) return undefined;
    seen.add(at);
    const token = this.tokens[at];
    if (token?.text === '{' || token?.text === '[') {
      if (!this.cache.has(at)) this.cache.set(at, this.read(at));
      return this.cache.get(at);
    }
    if (token?.text === '(') return this.literal(at + 1, seen);
    if (token?.kind !== 'name') return undefined;
    if (this.tokens[at + 1]?.text === '(') return this.literal(at + 2, seen);
    const declared = this.declaration(token.text);
    return declared === undefined ? undefined : this.literal(declared, seen);
  }

  /** The first token of the value of the file's top-level `const name = …` (`let`, `var`). */
  private declaration(name: string): number | undefined {
    let depth = 0;
    for (let i = 0; i < this.tokens.length; i++) {
      const { text, kind } = this.tokens[i]!;
      if (kind === 'punct' && OPEN.has(text)) depth += 1;
      else if (kind === 'punct' && CLOSE.has(text)) depth -= 1;
      else if (depth === 0 && /^(const|let|var)$/.test(text) && this.tokens[i + 1]?.text === name)
        return this.skipTo(i + 2, new Set(['=']), true);
    }
    return undefined;
  }

  private read(open: number): Literal {
    const kind = this.tokens[open]!.text === '{' ? 'object' : 'array';
    const entries: Literal['entries'] = new Map();
    let at = open + 1;
    for (let index = 0; at < this.tokens.length; index++) {
      const token = this.tokens[at]!;
      if (CLOSE.has(token.text)) break;
      const end = this.skipTo(at, new Set([',', '}', ']']));
      if (token.text === '...') {
        // A spread: keys after it may be overridden by it, items after it have unknown indexes.
        if (kind === 'array') break;
      } else if (kind === 'array') entries.set(String(index), { at, value: at });
      else this.property(at, end, entries);
      at = this.tokens[end]?.text === ',' ? end + 1 : end;
    }
    return { kind, entries };
  }

  /** Records the property written from `at` to `end`: `key: value`, `key` or a method. */
  private property(at: number, end: number, entries: Literal['entries']) {
    let key = at;
    // `get x() {}`, `async x() {}`: the name follows the modifier.
    if (/^(get|set|async)$/.test(this.tokens[at]!.text) && end > at + 2) key = at + 1;
    const token = this.tokens[key]!;
    if (token.kind !== 'name' && token.kind !== 'string' && token.kind !== 'number') return;
    const colon = this.tokens[key + 1]?.text === ':';
    entries.set(token.text, { at: key, value: colon ? key + 2 : key });
  }

  /**
   * The index of the first of `stops` at this depth from `at` (or the closing bracket ending it);
   * with `after`, the index after it.
   */
  private skipTo(at: number, stops: Set<string>, after = false): number {
    let depth = 0;
    for (let i = at; i < this.tokens.length; i++) {
      const { text, kind } = this.tokens[i]!;
      if (kind !== 'punct') continue;
      if (depth === 0 && stops.has(text)) return after ? i + 1 : i;
      if (OPEN.has(text)) depth += 1;
      else if (CLOSE.has(text)) {
        if (depth === 0) return i;
        depth -= 1;
      }
    }
    return this.tokens.length;
  }
}

function position(source: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
