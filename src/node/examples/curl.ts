import { splitTarget, toRequestBody } from './http.js';
import { splitCommands, type Word } from './shell.js';
import type { HttpRequest, ParseFailure } from './types.js';

/** Options whose value is the next word and that the checker does not need. */
const IGNORED_WITH_VALUE = new Set([
  '-o',
  '--output',
  '-w',
  '--write-out',
  '-u',
  '--user',
  '-A',
  '--user-agent',
  '-e',
  '--referer',
  '-m',
  '--max-time',
  '--connect-timeout',
  '--retry',
  '-b',
  '--cookie',
  '-c',
  '--cookie-jar',
  '--cacert',
  '--cert',
  '-T',
  '--upload-file',
]);
const DATA = new Set([
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--data-ascii',
  '--data-urlencode',
]);

interface CurlParts {
  method?: string;
  url?: string;
  headers: Map<string, string>;
  data: string[];
  form: Array<[string, string]>;
  json: boolean;
  get: boolean;
}

function readOption(parts: CurlParts, flag: string, value: string | undefined): boolean {
  if (flag === '-X' || flag === '--request') parts.method = value?.toUpperCase();
  else if (flag === '-H' || flag === '--header') {
    const colon = value?.indexOf(':') ?? -1;
    if (value && colon > 0)
      parts.headers.set(value.slice(0, colon).trim().toLowerCase(), value.slice(colon + 1).trim());
  } else if (DATA.has(flag)) parts.data.push(value ?? '');
  else if (flag === '--json') {
    parts.json = true;
    parts.data.push(value ?? '');
  } else if (flag === '-F' || flag === '--form') {
    const eq = value?.indexOf('=') ?? -1;
    if (value) parts.form.push(eq < 0 ? [value, ''] : [value.slice(0, eq), value.slice(eq + 1)]);
  } else if (flag === '--url') parts.url = value;
  else if (!IGNORED_WITH_VALUE.has(flag)) return false;
  return true;
}

function collect(words: Word[]): CurlParts {
  const parts: CurlParts = { headers: new Map(), data: [], form: [], json: false, get: false };
  for (let i = 1; i < words.length; i++) {
    const word = words[i]?.text ?? '';
    if (word === '-G' || word === '--get') parts.get = true;
    else if (/^-[XHdF]./.test(word)) readOption(parts, word.slice(0, 2), word.slice(2));
    else if (word.startsWith('--') && word.includes('='))
      readOption(parts, word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1));
    else if (word.startsWith('-')) {
      if (readOption(parts, word, words[i + 1]?.text)) i++;
    } else parts.url ??= word;
  }
  return parts;
}

function toRequest(parts: CurlParts, line: number): HttpRequest | ParseFailure {
  if (!parts.url) return { kind: 'error', message: 'curl command without a URL', offset: line };
  const target = splitTarget(parts.url);
  const headers = parts.headers;
  if (parts.json && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const query = [...target.query];
  let body: HttpRequest['body'];
  if (parts.form.length > 0) body = { type: 'multipart', fields: parts.form, bodyLine: line };
  else if (parts.get) for (const d of parts.data) query.push(...new URLSearchParams(d));
  else if (parts.data.length > 0 && !parts.data.some((d) => d.startsWith('@'))) {
    body = toRequestBody(
      parts.data.join('&'),
      headers.get('content-type') ?? 'application/x-www-form-urlencoded',
      line,
    );
  }
  const hasBody = parts.form.length > 0 || (parts.data.length > 0 && !parts.get);
  const host = target.host ?? headers.get('host');
  return {
    kind: 'request',
    method: parts.method ?? (hasBody ? 'POST' : 'GET'),
    path: target.path,
    query,
    ...(host ? { host } : {}),
    headers,
    ...(body ? { body } : {}),
  };
}

/** Every `curl` command of a shell block, each as a request with the 0-based line it starts on. */
export function parseCurlBlock(
  text: string,
): Array<{ offset: number; parsed: HttpRequest | ParseFailure }> {
  return splitCommands(text)
    .filter((words) => words[0]?.text === 'curl')
    .map((words) => {
      const offset = words[0]?.line ?? 0;
      return { offset, parsed: toRequest(collect(words), offset) };
    });
}

/** True when a shell block holds at least one curl command (the checker ignores the others). */
export function hasCurl(text: string): boolean {
  return /(^|[\s;&|(])curl\s/m.test(text);
}
