import type { IncomingMessage, ServerResponse } from 'node:http';
import { withBase } from '../../../shared/urls.js';
import { compressFor } from './compress.js';
import { isCompressible, mimeType } from './mime.js';
import { parseRequestPath, rawPathOf } from './request-path.js';

/** Files of a site's root that configure its host and are never served (Netlify's format). */
export const HOST_FILES: readonly string[] = ['_headers', '_redirects'];

/** One file of a site, wherever it lives (memory or disk). */
export interface SiteFile {
  body: Buffer;
  /** Strong validator: changes whenever the bytes do. */
  etag: string;
}

/** Where a server finds files, by path relative to the site root with forward slashes. */
export interface SiteSource {
  read(rel: string): Promise<SiteFile | undefined>;
}

export interface RespondOptions {
  baseUrl: string;
  source: SiteSource;
  /** Compress text by Accept-Encoding (the preview server does; the dev server needs not). */
  compress: boolean;
  cacheControl: (rel: string) => string;
  /** Last word on an HTML body before it is sent (the dev server injects its client here). */
  html?: (rel: string, html: Buffer) => Buffer;
  /** Headers the site asks for (its `_headers` file), by the request's URL path. */
  siteHeaders?: (pathname: string) => Promise<Record<string, string>>;
  /** Files of the root that are configuration for the host, never content (`_headers`). */
  hidden?: readonly string[];
}

type Found =
  | { kind: 'file'; rel: string; file: SiteFile }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' }
  | { kind: 'bad' };

async function find(target: string, options: RespondOptions): Promise<Found> {
  const parsed = parseRequestPath(target, options.baseUrl);
  if (parsed.kind === 'bad') return { kind: 'bad' };
  if (parsed.kind === 'base')
    return { kind: 'redirect', location: options.baseUrl + query(target) };
  if (parsed.kind === 'outside') return { kind: 'missing' };
  const rel = parsed.segments.join('/');
  const candidates = parsed.dir ? [rel ? `${rel}/index.html` : 'index.html'] : [rel, `${rel}.html`];
  for (const candidate of candidates) {
    if (options.hidden?.includes(candidate)) continue;
    const file = await options.source.read(candidate);
    if (file) return { kind: 'file', rel: candidate, file };
  }
  if (!parsed.dir && (await options.source.read(`${rel}/index.html`))) {
    // Redirect to the canonical URL, re-encoding the decoded segments.
    return {
      kind: 'redirect',
      location:
        withBase(options.baseUrl, '/' + parsed.segments.map(encodeURIComponent).join('/') + '/') +
        query(target),
    };
  }
  return { kind: 'missing' };
}

const query = (target: string) => {
  const q = target.indexOf('?');
  return q === -1 ? '' : target.slice(q).replace(/#.*$/, '');
};

/**
 * Answers one request for a static site: GET and HEAD only, 301 to trailing slashes, 404 page with
 * status 404.
 */
export async function respond(
  req: IncomingMessage,
  res: ServerResponse,
  options: RespondOptions,
): Promise<void> {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      .end('405 Método não permitido\n');
    return;
  }
  const found = await find(req.url ?? '/', options);
  if (found.kind === 'bad') {
    res
      .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('400 Requisição inválida\n');
    return;
  }
  if (found.kind === 'redirect') {
    res
      .writeHead(301, { Location: found.location, 'Content-Type': 'text/plain; charset=utf-8' })
      .end(`301 ${found.location}\n`);
    return;
  }
  const pathname = rawPathOf(req.url ?? '/') ?? '/';
  for (const [name, value] of Object.entries((await options.siteHeaders?.(pathname)) ?? {}))
    res.setHeader(name, value);
  if (found.kind === 'file') {
    sendFile(req, res, 200, found.rel, found.file, options);
    return;
  }
  const page = await options.source.read('404.html');
  if (page) sendFile(req, res, 404, '404.html', page, options);
  else
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404 Não encontrado\n');
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  rel: string,
  file: SiteFile,
  options: RespondOptions,
): void {
  const type = mimeType(rel);
  let body = file.body;
  let etag = file.etag;
  if (options.html && type.startsWith('text/html')) {
    body = options.html(rel, body);
    etag = `${etag}-dev`;
  }
  const headers: Record<string, string | number> = {
    'Content-Type': type,
    'Cache-Control': options.cacheControl(rel),
  };
  if (options.compress && isCompressible(type)) {
    headers.Vary = 'Accept-Encoding';
    const compressed = compressFor(String(req.headers['accept-encoding'] ?? ''), etag, body);
    if (compressed) {
      body = compressed.body;
      etag = `${etag}-${compressed.encoding}`;
      headers['Content-Encoding'] = compressed.encoding;
    }
  }
  headers.ETag = `"${etag}"`;
  if (status === 200 && req.headers['if-none-match'] === `"${etag}"`) {
    res.writeHead(304, headers).end();
    return;
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
