import { createServer, type Server } from 'node:http';
import { listen } from '../http/listen.js';
import { HOST_FILES, respond } from '../http/respond.js';
import { diskSource } from './disk-source.js';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.js';

export interface StaticServerOptions {
  /** The built site (`dist/`). */
  root: string;
  baseUrl: string;
  port: number;
  host: string;
}

/** Hashed assets never change under their name; everything else is revalidated on every visit. */
export function productionCacheControl(rel: string): string {
  if (rel.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * `docgen serve`: the built folder as a host would serve it (compression, cache headers, 404 page).
 */
export async function startStaticServer(
  options: StaticServerOptions,
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const source = await diskSource(options.root);
  // Re-read when the file changes (a rebuild while serving), parsed once per version.
  let parsed: { etag: string; rules: HeaderRule[] } | undefined;
  const siteHeaders = async (pathname: string) => {
    const file = await source.read('_headers');
    if (!file) return {};
    if (parsed?.etag !== file.etag)
      parsed = { etag: file.etag, rules: parseHeadersFile(file.body.toString('utf8')) };
    return headersFor(parsed.rules, decodeURI(pathname));
  };
  const server = createServer((req, res) => {
    respond(req, res, {
      baseUrl: options.baseUrl,
      source,
      compress: true,
      cacheControl: productionCacheControl,
      siteHeaders,
      hidden: HOST_FILES,
    }).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`500 ${(error as Error).message}\n`);
    });
  });
  const origin = await listen(server, options.port, options.host);
  return {
    url: origin + options.baseUrl,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
