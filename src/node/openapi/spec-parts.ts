import path from 'node:path';
import { sha256 } from '../sha256.js';
import { isObject } from '../util/objects.js';
import type { LoadedSpec } from './load.js';

/** A node of a spec's files, named `<absolute file>#<JSON pointer>`. */
type Location = string;

/** What a located node holds, as written: its JSON, its hash, its `$ref`s and its descriptions. */
/** A node as written, digested: its text is not kept (GitHub REST's would hold ~12 MB). */
interface Node {
  hash: string;
  refs: Location[];
  texts: string[];
}

/** A part of a spec: what it reads, as a digest, and its own descriptions. */
export interface PartContent {
  /**
   * SHA-256 of the part's nodes as written and of every node their `$ref`s lead to (transitively):
   * the same for the same content, whatever else of the spec changed.
   */
  digest: string;
  /** The descriptions written in the part's own nodes (not in what their `$ref`s lead to). */
  texts: string[];
}

const REF = /"\$ref":"((?:[^"\\]|\\.)*)"/g;
const DESCRIPTION = /"description":"((?:[^"\\]|\\.)*)"/g;

/** `/paths/~1v1~1me` → `['paths', '/v1/me']` (percent-encoding decoded too). */
const tokens = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((t) => safeDecode(t).replace(/~1/g, '/').replace(/~0/g, '~'));

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const unquote = (escaped: string): string => JSON.parse(`"${escaped}"`) as string;

/**
 * The parts of a loaded spec as written (`source` and the other files it `$ref`s, before any
 * `$ref` was replaced), for keys that follow content: a part (a tag's path items, the webhooks,
 * the component schemas) is digested with everything its `$ref`s lead to, so an unchanged part
 * keeps its digest when another part, or a component it does not reach, changes. Written text is
 * cheap to read: `JSON.stringify` of each node once, its `$ref`s and descriptions found in that
 * text. A `$ref` that cannot be followed here makes every digest cover every file of the spec.
 */
export class SpecParts {
  private readonly nodes = new Map<Location, Node>();
  /** The descriptions of every node a `$ref` led to, in the order they were met. */
  readonly referenced = new Set<string>();
  private lost = false;
  private whole: string | undefined;
  private readonly root: string;

  constructor(private readonly spec: Pick<LoadedSpec, 'file' | 'source' | 'parsedFiles'>) {
    this.root = path.resolve(spec.file);
  }

  /**
   * The content of the nodes at these pointers of the root document: a node that is only a `$ref`
   * (a path item in a file of its own) is read where it leads, as the part's own.
   */
  part(pointers: readonly string[], salt = ''): PartContent {
    const own: Location[] = [];
    const seen = new Set<Location>();
    for (const pointer of pointers) {
      let at: Location | undefined = `${this.root}#${pointer}`;
      for (let hops = 0; at !== undefined && hops < 32 && !seen.has(at); hops++) {
        seen.add(at);
        own.push(at);
        const node = this.resolve(at);
        at =
          node &&
          isObject(node.value) &&
          typeof node.value.$ref === 'string' &&
          Object.keys(node.value).length === 1
            ? this.locate(node.value.$ref, node.file)
            : undefined;
      }
    }
    const lines = [salt];
    const texts: string[] = [];
    const queue: Location[] = [];
    for (const at of own) {
      // A part's own node may be absent (a spec without webhooks or security schemes).
      const node = this.node(at, false);
      lines.push(`${at}\0${node.hash}`);
      texts.push(...node.texts);
      queue.push(...node.refs);
    }
    const reached = new Set<Location>();
    while (queue.length > 0) {
      const at = queue.pop()!;
      if (reached.has(at) || seen.has(at)) continue;
      reached.add(at);
      const node = this.node(at);
      for (const text of node.texts) this.referenced.add(text);
      queue.push(...node.refs);
    }
    lines.push(...[...reached].sort().map((at) => `${at}\0${this.node(at).hash}`));
    if (this.lost) lines.push(this.everything());
    return { digest: sha256(lines.join('\n')), texts };
  }

  /** A node's content; one a `$ref` names that is not there loses track (see `everything`). */
  private node(at: Location, referenced = true): Node {
    let node = this.nodes.get(at);
    if (node) return node;
    const found = this.resolve(at);
    if (found === undefined && referenced) this.lost = true;
    const json = found === undefined ? 'null' : (JSON.stringify(found.value) ?? 'null');
    const refs: Location[] = [];
    for (const [, ref] of json.matchAll(REF)) {
      const target = this.locate(unquote(ref!), found!.file);
      if (target === undefined) this.lost = true;
      else refs.push(target);
    }
    const texts = [...json.matchAll(DESCRIPTION)].map(([, text]) => unquote(text!));
    node = { hash: sha256(json), refs, texts };
    this.nodes.set(at, node);
    return node;
  }

  /** A `$ref` as a location, from the file it is written in; undefined for one not on disk. */
  private locate(ref: string, from: string): Location | undefined {
    const hash = ref.indexOf('#');
    const file = hash < 0 ? ref : ref.slice(0, hash);
    if (/^[a-z][a-z0-9+.-]*:/i.test(file)) return undefined;
    const absolute = file === '' ? from : path.resolve(path.dirname(from), safeDecode(file));
    return `${absolute}#${hash < 0 ? '' : ref.slice(hash + 1)}`;
  }

  /** The node at a location, following the `$ref`s met on the way, as a `$ref` resolver does. */
  private resolve(at: Location): { value: unknown; file: string } | undefined {
    const hash = at.indexOf('#');
    let file = at.slice(0, hash);
    let value = this.tree(file);
    if (value === undefined) return undefined;
    for (const token of tokens(at.slice(hash + 1))) {
      for (let hops = 0; isObject(value) && typeof value.$ref === 'string'; hops++) {
        const next = hops < 32 ? this.locate(value.$ref, file) : undefined;
        const found = next === undefined ? undefined : this.resolve(next);
        if (found === undefined) return undefined;
        ({ value, file } = found);
      }
      if (typeof value !== 'object' || value === null || !Object.hasOwn(value, token))
        return undefined;
      value = (value as Record<string, unknown>)[token];
    }
    return { value, file };
  }

  /** A file's parsed content, as written. */
  private tree(file: string): unknown {
    return file === this.root ? this.spec.source : this.spec.parsedFiles.get(file);
  }

  /** Every file of the spec, as written: what a digest covers when a `$ref` could not be read. */
  private everything(): string {
    this.whole ??= sha256(
      JSON.stringify([
        this.spec.source,
        ...[...this.spec.parsedFiles].sort(([a], [b]) => (a < b ? -1 : 1)),
      ]),
    );
    return this.whole;
  }
}
