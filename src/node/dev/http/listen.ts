import type { Server } from 'node:http';
import { codes } from '../../diagnostics/codes.js';
import { DocgenError, said } from '../../diagnostics/diagnostic.js';

/** Listens on host:port; a port in use or a host that cannot be bound is a user error naming it. */
export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (
        error.code === 'EADDRINUSE' ||
        error.code === 'EACCES' ||
        error.code === 'EADDRNOTAVAIL'
      ) {
        reject(
          new DocgenError({
            code: codes.serverListenFailed,
            severity: 'error',
            ...said(
              error.code === 'EADDRINUSE'
                ? 'portInUse'
                : error.code === 'EACCES'
                  ? 'portPrivileged'
                  : 'hostUnavailable',
              { port, host },
            ),
          }),
        );
      } else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve(`http://${shownHost}:${actual}`);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
