import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevMessage } from '../../../shared/dev-protocol.js';

/**
 * Server-Sent Events to every open tab. A tab that connects is told the current build id and any
 * current error at once, so one that loaded a page just before a rebuild still catches up.
 */
export class LiveReload {
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly current: () => DevMessage[]) {
    this.heartbeat = setInterval(() => this.write(': ping\n\n'), 15_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  connect(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 500\n\n');
    for (const message of this.current()) res.write(frame(message));
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  send(message: DevMessage): void {
    this.write(frame(message));
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private write(chunk: string): void {
    for (const res of this.clients) res.write(chunk);
  }
}

const frame = (message: DevMessage) => `data: ${JSON.stringify(message)}\n\n`;
