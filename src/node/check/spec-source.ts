import { readFileSync } from 'node:fs';
import path from 'node:path';
import { positionOf } from '../openapi/json-locate.js';
import { parseSource, toPointer, type ParsedSource } from '../openapi/parse-source.js';
import { isObject } from '../util/objects.js';

/**
 * Where a value of the spec is written: file, line, column and the JSON pointer inside that file.
 */
export interface SpecLocation {
  file: string;
  line: number;
  column: number;
  pointer: string;
}

/** `#/a/b~1c` → `['a', 'b/c']` */
export function fromPointer(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '' || body === '/') return [];
  return body
    .slice(1)
    .split('/')
    .map((t) => decodeURIComponent(t).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The spec's files, each parsed once with positions, to say where a value of the dereferenced
 * document is written: the walk follows `$ref`s (local and to other files) the way the
 * dereferencer did, so an example shared through `$ref` is reported where it is written.
 */
export class SpecSources {
  private readonly parsed = new Map<string, ParsedSource | undefined>();
  private readonly texts = new Map<string, string | undefined>();

  constructor(rootFile: string, rootText?: string) {
    this.root = path.resolve(rootFile);
    if (rootText !== undefined) {
      this.texts.set(this.root, rootText);
      this.parsed.set(this.root, parseSource(rootText));
    }
  }

  readonly root: string;

  /** The parsed file, or undefined when it cannot be read. */
  source(file: string): ParsedSource | undefined {
    const key = path.resolve(file);
    if (!this.parsed.has(key)) {
      const text = this.text(key);
      this.parsed.set(key, text === undefined ? undefined : parseSource(text));
    }
    return this.parsed.get(key);
  }

  private text(file: string): string | undefined {
    if (!this.texts.has(file)) {
      let text: string | undefined;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = undefined;
      }
      this.texts.set(file, text);
    }
    return this.texts.get(file);
  }

  /**
   * Where a `description` of the spec writes something: the first description for which `find`
   * returns the text it looks for, in the order of `files`, each walked as written (a `$ref`ed
   * description is found in its own file). The line and column are that text's own when the file
   * shows it within the description's value (a JSON string may escape it), else the description's.
   */
  findInDescriptions(
    files: readonly string[],
    find: (description: string) => string | undefined,
  ): SpecLocation | undefined {
    for (const file of files) {
      const found = descriptionPath(this.source(file)?.value, find);
      if (!found) continue;
      const at = this.locate(file, toPointer(found.path));
      const text = this.text(path.resolve(file)) ?? '';
      const start = offsetOf(text, at.line, at.column);
      const index = text.indexOf(found.needle, start);
      // The value is written in at most about twice its length (escapes, YAML's indentation).
      if (index !== -1 && index < start + 2 * found.length + 16) {
        return { ...at, ...positionOf(text, index) };
      }
      return at;
    }
    return undefined;
  }

  /**
   * Line and column of a pointer inside one file (its closest existing parent when it does not
   * exist).
   */
  locate(file: string, pointer: string): SpecLocation {
    const at = this.source(file)?.locate(fromPointer(pointer)) ?? { line: 1, column: 1 };
    return { file: path.resolve(file), ...at, pointer: pointer.replace(/^#/, '') };
  }

  /**
   * Where the value at `tokens` of the dereferenced root document is written, following `$ref`s.
   */
  resolve(tokens: readonly string[]): SpecLocation {
    let file = this.root;
    let at: string[] = [];
    let node: unknown = this.source(file)?.value;
    for (const token of tokens) {
      ({ file, at, node } = this.follow(file, at, node));
      if (!isObject(node) && !Array.isArray(node)) break;
      node = (node as Record<string, unknown>)[token];
      at = [...at, token];
    }
    ({ file, at } = this.follow(file, at, node));
    return this.locate(file, toPointer(at));
  }

  /** Follows a chain of `$ref`s from a node (a few hops at most; a cycle stops the walk). */
  private follow(
    file: string,
    at: string[],
    node: unknown,
  ): { file: string; at: string[]; node: unknown } {
    for (let hops = 0; hops < 16 && isObject(node) && typeof node.$ref === 'string'; hops++) {
      const [target = '', fragment = ''] = node.$ref.split('#');
      const nextFile = target ? path.resolve(path.dirname(file), decodeURIComponent(target)) : file;
      const tokens = fromPointer(fragment);
      let next: unknown = this.source(nextFile)?.value;
      for (const t of tokens)
        next =
          isObject(next) || Array.isArray(next) ? (next as Record<string, unknown>)[t] : undefined;
      if (next === undefined) break;
      file = nextFile;
      at = tokens;
      node = next;
    }
    return { file, at, node };
  }
}

/** The path of the first `description` string under `root` in which `find` finds something. */
function descriptionPath(
  root: unknown,
  find: (description: string) => string | undefined,
): { path: string[]; needle: string; length: number } | undefined {
  const seen = new Set<object>();
  type Found = { path: string[]; needle: string; length: number };
  const visit = (node: unknown, at: string[]): Found | undefined => {
    if ((!isObject(node) && !Array.isArray(node)) || seen.has(node)) return undefined;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      const needle = key === 'description' && typeof value === 'string' ? find(value) : undefined;
      if (needle !== undefined) return { path: [...at, key], needle, length: value.length };
      const found = visit(value, [...at, key]);
      if (found) return found;
    }
    return undefined;
  };
  return visit(root, []);
}

/** The offset of a 1-based line and column in a text. */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return offset + column - 1;
}
