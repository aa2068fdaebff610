import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locateInJson } from './json-locate.js';
import type { LoadedSpec } from './load.js';
import { parseSource, toPointer } from './parse-source.js';

/** Where something is written in one of the spec's files. */
export interface WrittenAt {
  file: string;
  line: number;
  column: number;
  /** The JSON pointer of the description inside that file, when the place is that description. */
  pointer?: string;
}

/** A description as one of the spec's files writes it. */
export interface WrittenDescription {
  text: string;
  file: string;
  /** Its path inside that file (ending in `description`). */
  path: readonly string[];
}

/**
 * Every `description` string of the spec's files as written, the root's first, then those of the
 * files it `$ref`s, each as loading parsed it (nothing is read or parsed again); `visit` returns
 * true to stop. A Swagger 2.0 document is not walked: what loading kept is its conversion, which
 * is not what the file says.
 */
export function walkDescriptions(
  spec: Pick<LoadedSpec, 'file' | 'source' | 'parsedFiles' | 'convertedFrom'>,
  visit: (description: WrittenDescription) => boolean,
): void {
  if (spec.convertedFrom) return;
  const files: [string, unknown][] = [
    [path.resolve(spec.file), spec.source],
    ...[...spec.parsedFiles].filter(([file]) => file !== path.resolve(spec.file)),
  ];
  for (const [file, root] of files) {
    const at: string[] = [];
    // The nodes above the current one: YAML aliases can make a cycle.
    const above = new Set<object>();
    // Depth first with one path stack, allocating nothing per node: a path is copied only for a
    // description handed out.
    const walk = (node: unknown): boolean => {
      if (typeof node !== 'object' || node === null || above.has(node)) return false;
      const object = node as Record<string, unknown>;
      above.add(object);
      for (const key in object) {
        const value = object[key];
        if (typeof value !== 'object' && !(key === 'description' && typeof value === 'string')) {
          continue;
        }
        at.push(key);
        const stop =
          typeof value === 'string' ? visit({ text: value, file, path: [...at] }) : walk(value);
        at.pop();
        if (stop) return true;
      }
      above.delete(object);
      return false;
    };
    if (walk(root)) return;
  }
}

/** A text found in a description, to locate. */
export interface FoundInDescription {
  description: WrittenDescription;
  needle: string;
}

/**
 * Where texts found in descriptions are written: each one's own line and column when the file
 * shows it within the description's value, else the description's. Each file is read once, as
 * bytes, and a description found as JSON.stringify writes it (how large specs are generated): at
 * its first place (the pointer given when it is the only one). Only when it is not found so (YAML,
 * hand-written JSON) is the file decoded, once, and the description's path looked up.
 */
export function locateInDescriptions(found: readonly FoundInDescription[]): WrittenAt[] {
  const byFile = new Map<string, number[]>();
  found.forEach((f, i) =>
    byFile.set(f.description.file, [...(byFile.get(f.description.file) ?? []), i]),
  );
  const out: WrittenAt[] = new Array(found.length);
  for (const [file, indexes] of byFile) {
    const written = WrittenFile.read(file);
    const places = indexes.map((i) => written?.place(found[i]!));
    // Offsets become lines and columns in one pass over the file.
    const positions = written?.positions(places.map((place) => place!.offset));
    indexes.forEach((i, k) => {
      const pointer = toPointer(found[i]!.description.path);
      const place = places[k];
      out[i] = place
        ? { file, ...positions![k]!, ...(place.exact ? { pointer } : {}) }
        : { file, line: 1, column: 1, pointer };
    });
  }
  return out;
}

/** One of the spec's files, as bytes; decoded and parsed only to look a description up. */
class WrittenFile {
  private text: string | undefined;
  private parsed: ReturnType<typeof parseSource> | undefined;

  private constructor(private readonly bytes: Buffer) {}

  static read(file: string): WrittenFile | undefined {
    try {
      return new WrittenFile(readFileSync(file));
    } catch {
      return undefined;
    }
  }

  /**
   * The byte offset of the needle (else of its description); `exact` when that is the
   * description at its path, not an identical one written earlier.
   */
  place({ description, needle }: FoundInDescription): { offset: number; exact: boolean } {
    const written = JSON.stringify(description.text).slice(0, 200);
    const quick = this.bytes.indexOf(written);
    const start = quick !== -1 ? quick : this.lookUp(description.path);
    const exact = quick === -1 || this.bytes.indexOf(written, quick + 1) === -1;
    const index = this.bytes.indexOf(needle, start);
    // The value is written in at most about twice its length (escapes, YAML's indentation).
    const end = start + 2 * Buffer.byteLength(description.text) + 16;
    return { offset: index !== -1 && index < end ? index : start, exact };
  }

  /** The byte offset of a path's node: the text scanned (JSON) or parsed with positions (YAML). */
  private lookUp(path: readonly string[]): number {
    const text = (this.text ??= this.bytes.toString('utf8'));
    const offset = /^\s*[{[]/.test(text)
      ? locateInJson(text, path)
      : offsetOf(text, (this.parsed ??= parseSource(text)).locate(path));
    return Buffer.byteLength(text.slice(0, offset));
  }

  /** 1-based lines and columns (in characters) of byte offsets, given in any order. */
  positions(offsets: readonly number[]): { line: number; column: number }[] {
    const order = offsets.map((offset, k) => ({ offset, k })).sort((a, b) => a.offset - b.offset);
    const out: { line: number; column: number }[] = new Array(offsets.length);
    const bytes = this.bytes;
    let line = 1;
    let lineStart = 0;
    let i = 0;
    for (const { offset, k } of order) {
      for (; i < offset; i++) {
        if (bytes[i] === 10) {
          line++;
          lineStart = i + 1;
        }
      }
      out[k] = { line, column: bytes.toString('utf8', lineStart, offset).length + 1 };
    }
    return out;
  }
}

/** The offset of a 1-based line and column in a text. */
function offsetOf(text: string, { line, column }: { line: number; column: number }): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return offset + column - 1;
}
