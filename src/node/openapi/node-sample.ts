import { referenceStrings, type ReferenceStrings } from './strings.js';
/** The parts of the HAR request (samples.ts) the sample is written from. */
export interface SampleRequest {
  method: string;
  url: string;
  headers: readonly Pair[];
  queryString: readonly Pair[];
  cookies: readonly Pair[];
  postData?: PostData | undefined;
}
interface Pair {
  name: string;
  value: string;
}
interface PostData {
  mimeType: string;
  text?: string;
  params?: readonly FormParam[];
}
interface FormParam {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

/**
 * The Node.js request sample. httpsnippet's `node`/`fetch` target starts with
 * `require('node-fetch')` (and `form-data` for uploads), packages Node 18 and later no longer
 * need, and mixes that CommonJS `require` with a top-level `await`, which only ES modules allow.
 * This writes the sample for Node's own `fetch`, `FormData`, `Blob` and `URLSearchParams`, as an
 * ES module: saved as a `.mjs` file, it runs with no package installed.
 */
export function nodeSample(
  request: SampleRequest,
  words: ReferenceStrings = referenceStrings(),
): string {
  const url = new URL(request.url);
  for (const q of request.queryString) url.searchParams.append(q.name, q.value);
  const headers: [string, string][] = request.headers.map((h) => [h.name, h.value]);
  if (request.cookies.length > 0)
    headers.push(['Cookie', request.cookies.map((c) => `${c.name}=${c.value}`).join('; ')]);
  const body = bodyOf(request.postData);
  const options = [
    `  method: ${literal(request.method)},`,
    ...(headers.length > 0
      ? [
          '  headers: {',
          ...headers.map(([name, value]) => `    ${key(name)}: ${literal(value)},`),
          '  },',
        ]
      : []),
    ...(body.option ? [`  body: ${body.option},`] : []),
  ];
  return [
    words.samples.nodeComment1,
    words.samples.nodeComment2,
    ...body.imports,
    '',
    `const url = ${literal(url.href)};`,
    ...(body.setup.length > 0 ? ['', ...body.setup] : []),
    '',
    'const options = {',
    ...options,
    '};',
    '',
    'const response = await fetch(url, options);',
    "const type = response.headers.get('content-type') ?? '';",
    "const data = type.includes('json') ? await response.json() : await response.text();",
    'console.log(response.status, data);',
    '',
  ].join('\n');
}

interface Body {
  imports: string[];
  setup: string[];
  option: string | undefined;
}

function bodyOf(data: PostData | undefined): Body {
  const none: Body = { imports: [], setup: [], option: undefined };
  if (!data) return none;
  if (data.mimeType === 'multipart/form-data') {
    const params = data.params ?? [];
    const files = params.some((p) => p.fileName !== undefined);
    return {
      imports: files ? ["import { readFile } from 'node:fs/promises';"] : [],
      setup: [
        'const form = new FormData();',
        ...params.map((p) =>
          p.fileName !== undefined
            ? `form.append(${literal(p.name)}, ` +
              `new Blob([await readFile(${literal(p.fileName)})], ` +
              `{ type: ${literal(p.contentType ?? 'application/octet-stream')} }), ` +
              `${literal(p.fileName)});`
            : `form.append(${literal(p.name)}, ${literal(p.value ?? '')});`,
        ),
      ],
      option: 'form',
    };
  }
  if (data.mimeType === 'application/x-www-form-urlencoded') {
    const params = data.params ?? [];
    const fields = params.map((p) => `    ${key(p.name)}: ${literal(p.value ?? '')},`);
    return {
      ...none,
      option: `new URLSearchParams({\n${fields.join('\n')}\n  })`,
    };
  }
  if (data.text === undefined) return none;
  const json = parseJson(data.text);
  return {
    ...none,
    option:
      json === undefined
        ? literal(data.text)
        : `JSON.stringify(${JSON.stringify(json, null, 2).replace(/\n/g, '\n  ')})`,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A JavaScript string literal (single quotes, as the other JavaScript sample writes them). */
function literal(value: string): string {
  const json = JSON.stringify(value);
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** An object key: bare when it is an identifier, quoted otherwise (`'Content-Type'`). */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : literal(name));
