import { parentPort } from 'node:worker_threads';
import type { ServiceReply } from './service.js';

/** The worker's side of workerService (service.ts): answers each request with `handle`'s result. */
export function serve<Request, Reply>(handle: (request: Request) => Reply | Promise<Reply>): void {
  parentPort?.on('message', async ({ id, request }: { id: number; request: Request }) => {
    let message: ServiceReply<Reply>;
    try {
      message = { id, reply: await handle(request) };
    } catch (error) {
      // Posted as thrown (an Error keeps its message and stack); one that does not clone ends the
      // worker, and the caller's thread takes over.
      message = { id, error };
    }
    parentPort?.postMessage(message);
  });
}
