import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { devPaths, type DevMessage } from '../../../shared/dev-protocol.js';
import { SEARCH_DIR } from '../../../shared/search.js';
import { listen } from '../http/listen.js';
import { rawPathOf } from '../http/request-path.js';
import { HOST_FILES, respond, type SiteSource } from '../http/respond.js';
import { diskSource } from '../serve/disk-source.js';
import { injectDevClient, waitingPage } from './inject.js';
import { LiveReload } from './live-reload.js';
import type { SiteSnapshot } from './snapshot.js';

export interface DevServerState {
  snapshot: () => SiteSnapshot | undefined;
  baseUrl: () => string;
  staticDir: () => string | undefined;
  clientScript: () => string;
  /** Resolves once the search index matches the pages served now. */
  searchReady: () => Promise<void>;
  /** Messages a newly connected tab needs (the build id, a current error). */
  greeting: () => DevMessage[];
}

/** The longest a request for the search index waits for the index of the pages served now. */
const SEARCH_WAIT_MS = 10_000;

async function searchSettled(state: DevServerState): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    state.searchReady(),
    new Promise((resolve) => (timer = setTimeout(resolve, SEARCH_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

/**
 * Built files from memory (a file the build left to be made when asked for, made now), then the
 * static folder from disk (as `docgen build` copies it). A file of the search index waits for the
 * index of the pages served now, so a search never finds an older version of them (asked for, it
 * is made at once: a few hundred milliseconds on this site).
 */
function memorySource(state: DevServerState): SiteSource {
  return {
    async read(rel) {
      if (rel.startsWith(`${SEARCH_DIR}/`)) await searchSettled(state);
      const snapshot = state.snapshot();
      const file = snapshot?.files.get(rel) ?? (await snapshot?.later.get(rel)?.());
      if (file) return file;
      const dir = state.staticDir();
      if (!dir) return undefined;
      const disk = await diskSource(dir).catch(() => undefined);
      return disk?.read(rel);
    },
  };
}

function devCacheControl(rel: string): string {
  return rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-store';
}

/** The `docgen watch` server: the in-memory site with the dev client injected, plus live reload. */
export async function startDevServer(
  state: DevServerState,
  port: number,
  host: string,
): Promise<{ url: string; server: Server; live: LiveReload; close: () => Promise<void> }> {
  const live = new LiveReload(state.greeting);
  const source = memorySource(state);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = rawPathOf(req.url ?? '/');
    if (
      (pathname === devPaths.events || pathname === devPaths.client) &&
      req.method !== 'GET' &&
      req.method !== 'HEAD'
    ) {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (pathname === devPaths.events) return live.connect(req, res);
    if (pathname === devPaths.client) {
      res
        .writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        .end(req.method === 'HEAD' ? undefined : state.clientScript());
      return;
    }
    const snapshot = state.snapshot();
    if (!snapshot && req.method === 'GET') {
      res
        .writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(injectDevClient(Buffer.from(waitingPage()), { file: '', build: 0 }));
      return;
    }
    await respond(req, res, {
      baseUrl: state.baseUrl(),
      source,
      compress: false,
      cacheControl: devCacheControl,
      hidden: HOST_FILES,
      html: (rel, html) => injectDevClient(html, { file: rel, build: snapshot?.id ?? 0 }),
    });
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`500 ${(error as Error).message}\n`);
    });
  });
  const origin = await listen(server, port, host);
  return {
    url: origin + state.baseUrl(),
    server,
    live,
    close: () =>
      new Promise((resolve) => {
        live.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
