import type { Server } from 'node:http';
import { codes } from '../../diagnostics/codes.js';
import { DocgenError } from '../../diagnostics/diagnostic.js';

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
            message:
              error.code === 'EADDRINUSE'
                ? `Port ${port} is already in use on ${host}`
                : error.code === 'EACCES'
                  ? `Port ${port} on ${host} needs privileges this process does not have`
                  : `Address ${host} is not available on this machine`,
            hint:
              error.code === 'EADDRNOTAVAIL'
                ? 'Pass another --host, e.g. 127.0.0.1.'
                : `Stop what uses port ${port}, or pass another --port (0 picks a free one).`,
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
