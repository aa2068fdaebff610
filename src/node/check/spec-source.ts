import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  constructor(rootFile: string, rootText?: string) {
    this.root = path.resolve(rootFile);
    if (rootText !== undefined) this.parsed.set(this.root, parseSource(rootText));
  }

  readonly root: string;

  /** The parsed file, or undefined when it cannot be read. */
  source(file: string): ParsedSource | undefined {
    const key = path.resolve(file);
    if (!this.parsed.has(key)) {
      let text: string | undefined;
      try {
        text = readFileSync(key, 'utf8');
      } catch {
        text = undefined;
      }
      this.parsed.set(key, text === undefined ? undefined : parseSource(text));
    }
    return this.parsed.get(key);
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
