import { createServer, type Server } from 'node:http';
import { listen } from '../http/listen.js';
import { respond } from '../http/respond.js';
import { diskSource } from './disk-source.js';

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

/** `docgen serve`: the built folder as a host would serve it (compression, cache headers, 404 page). */
export async function startStaticServer(options: StaticServerOptions): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const source = await diskSource(options.root);
  const server = createServer((req, res) => {
    respond(req, res, { baseUrl: options.baseUrl, source, compress: true, cacheControl: productionCacheControl }).catch((error: unknown) => {
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
