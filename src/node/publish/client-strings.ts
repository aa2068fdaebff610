import path from 'node:path';
import type * as Esbuild from 'esbuild';
import type { UiStrings } from '../../shared/i18n/catalogue.js';
import { lookup, placeholders } from '../../shared/i18n/message.js';

/** The client's message function (src/client/i18n.ts), which bundling replaces. */
const RUNTIME = path.join('src', 'client', 'i18n.ts');
/** Its import, as a client module (or a shared one of the client's) writes it, on its own line. */
const IMPORT = /^import \{ t \} from '(?:\.\.?\/)+(?:client\/)?i18n\.js';\n/m;

/**
 * Inlines the client's messages: every `t('key')` becomes the message as a string literal, every
 * `t('key', { name: expression })` a template literal with each `{name}` replaced by its
 * expression. So the script of a language holds its strings as if written in it (minified as
 * such: the pt-BR script is the bytes it was when they were written in place), and a site that
 * changes a string (the config's `strings`) gets a script with its own.
 *
 * The call must be written plainly, which the scanner checks: a quoted key, then an object literal
 * of `name: expression` or shorthand `name` entries. A key the catalogue lacks, or a placeholder
 * without its value, is an error naming the file and line.
 */
export function inlineStrings(source: string, file: string, strings: UiStrings): string {
  // The import of `t` goes too: the module graph (and so the minified names) is what it would be
  // with the strings written in place.
  const code = source.replace(IMPORT, '');
  let out = '';
  let last = 0;
  for (const call of calls(code, file)) {
    const at = () => `${file}:${lineOf(code, call.start)}`;
    const message = lookup(strings, call.key);
    if (message === undefined) throw new Error(`${at()}: t('${call.key}') is not in the catalogue`);
    const missing = placeholders(message).filter((name) => !call.values.has(name));
    if (missing.length > 0)
      throw new Error(`${at()}: t('${call.key}') needs a value for {${missing.join('}, {')}}`);
    out += code.slice(last, call.start) + literal(message, call.values);
    last = call.end;
  }
  return out + code.slice(last);
}

/** The esbuild plugin that inlines the messages of `strings` in every client module it loads. */
export function clientStrings(
  strings: UiStrings,
  read: (file: string) => Promise<Uint8Array>,
): Esbuild.Plugin {
  return {
    name: 'docgen-client-strings',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/](client|shared)[\\/].*\.tsx?$/ }, async (args) => {
        if (args.path.endsWith(RUNTIME)) return undefined;
        const source = Buffer.from(await read(args.path)).toString('utf8');
        // A shared module is the client's when it asks for the client's strings.
        const shared = !/[\\/]src[\\/]client[\\/]/.test(args.path);
        if (shared && !source.includes("from '../client/i18n.js'")) return undefined;
        return {
          contents: inlineStrings(source, args.path, strings),
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

function literal(message: string, values: ReadonlyMap<string, string>): string {
  if (placeholders(message).length === 0) return JSON.stringify(message);
  const escaped = (text: string) => text.replace(/[\\`]|\$\{/g, (s) => `\\${s}`);
  const parts = message.split(/\{(\w+)\}/);
  let template = '`';
  parts.forEach((part, i) => {
    template += i % 2 === 0 ? escaped(part) : `\${(${values.get(part) ?? `'{${part}}'`})}`;
  });
  return template + '`';
}

interface Call {
  start: number;
  end: number;
  key: string;
  /** Each placeholder's expression, as written. */
  values: Map<string, string>;
}

/** Every `t(…)` call of a module, in order (not a method `x.t(`, nor a name ending in t). */
function* calls(source: string, file: string): Generator<Call> {
  const pattern = /(?<![\w$.])t\(/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index;
    const fail = (what: string): never => {
      throw new Error(`${file}:${lineOf(source, start)}: t(…) ${what}`);
    };
    let i = skipSpace(source, start + 2);
    const quote = source[i];
    if (quote !== "'" && quote !== '"') fail('must name its key as a quoted string');
    const close = source.indexOf(quote as string, i + 1);
    const key = source.slice(i + 1, close);
    i = skipSpace(source, close + 1);
    const values = new Map<string, string>();
    if (source[i] === ',') {
      i = skipSpace(source, i + 1);
      if (source[i] === '{') {
        const end = skipBalanced(source, i);
        for (const entry of splitTopLevel(source.slice(i + 1, end - 1))) {
          const field = /^\s*([A-Za-z_$][\w$]*)\s*(?::([\s\S]+))?$/.exec(entry);
          if (!field) fail(`has a value that is not \`name: expression\`: ${entry.trim()}`);
          const [, name, expression] = field as RegExpExecArray;
          values.set(name as string, (expression ?? name ?? '').trim());
        }
        i = skipSpace(source, end);
        if (source[i] === ',') i = skipSpace(source, i + 1);
      } else if (source[i] !== ')') fail('takes its values as an object literal');
    }
    if (source[i] !== ')') fail('has more than a key and its values');
    pattern.lastIndex = i + 1;
    yield { start, end: i + 1, key, values };
  }
}

function skipSpace(source: string, from: number): number {
  let i = from;
  while (i < source.length && /\s/.test(source[i] as string)) i++;
  return i;
}

/** The index after the bracket that closes the one at `from`, past strings and templates. */
function skipBalanced(source: string, from: number): number {
  const closing: string[] = [];
  let i = from;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === "'" || c === '"') i = skipString(source, i);
    else if (c === '`') i = skipTemplate(source, i);
    else {
      if (c === '(' || c === '[' || c === '{')
        closing.push(c === '(' ? ')' : c === '[' ? ']' : '}');
      else if (c === ')' || c === ']' || c === '}') {
        closing.pop();
        if (closing.length === 0) return i + 1;
      }
      i++;
    }
  }
  throw new Error(`unbalanced brackets from offset ${from}`);
}

function skipString(source: string, from: number): number {
  const quote = source[from];
  let i = from + 1;
  while (i < source.length && source[i] !== quote) i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

function skipTemplate(source: string, from: number): number {
  let i = from + 1;
  while (i < source.length && source[i] !== '`') {
    if (source[i] === '\\') i += 2;
    else if (source[i] === '$' && source[i + 1] === '{') i = skipBalanced(source, i + 1);
    else i++;
  }
  return i + 1;
}

/** The object literal's entries, split at the commas outside any bracket, string or template. */
function splitTopLevel(body: string): string[] {
  const entries: string[] = [];
  let from = 0;
  let i = 0;
  while (i < body.length) {
    const c = body[i] as string;
    if (c === "'" || c === '"') i = skipString(body, i);
    else if (c === '`') i = skipTemplate(body, i);
    else if (c === '(' || c === '[' || c === '{') i = skipBalanced(body, i);
    else if (c === ',') {
      entries.push(body.slice(from, i));
      from = ++i;
    } else i++;
  }
  entries.push(body.slice(from));
  return entries.filter((entry) => entry.trim() !== '');
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}
