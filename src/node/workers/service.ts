import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { onStop } from '../services.js';

/** A request/reply function served by a worker thread (see serve.ts for the worker's side). */
export type Service<Request, Reply> = (request: Request) => Promise<Reply>;

/** A service whose worker can be started before the first request. */
export type WorkerService<Request, Reply> = Service<Request, Reply> & {
  /**
   * Starts the worker now (unless it runs already), so that loading it overlaps what this thread
   * does until its first request, and has it serve `warmUps` first: what its first real requests
   * would otherwise compile. Their replies are dropped, and they keep no process alive: a command
   * that ends before its first request does not wait for them. Nothing when this thread serves.
   */
  start(...warmUps: Request[]): void;
};

/** What a worker posts back for request `id`: its reply, or what it threw. */
export type ServiceReply<Reply> = { id: number; reply: Reply } | { id: number; error: unknown };

/**
 * A service run in a worker thread, for CPU work that would otherwise share this thread with the
 * build (the layout of diagrams, Redocly's lint). The worker starts on the first request (or on
 * `start`) and keeps the process alive only while it has work. Where the compiled worker file is
 * missing (the sources, as tests run them), or when the worker cannot start or dies,
 * `onThisThread` serves every request left and every later one.
 */
export function workerService<Request, Reply>(
  script: URL,
  onThisThread: () => Service<Request, Reply>,
): WorkerService<Request, Reply> {
  let fallback: Service<Request, Reply> | undefined;
  const here = () => (fallback ??= onThisThread());
  if (!existsSync(fileURLToPath(script))) {
    return Object.assign((request: Request) => here()(request), { start: () => undefined });
  }
  let worker: Worker | undefined;
  /** Set once the worker failed or exited (docgen stopping ends it too): this thread serves. */
  let gone = false;
  const pending = new Map<
    number,
    { request: Request; resolve: (reply: Reply) => void; reject: (error: unknown) => void }
  >();
  let next = 0;
  const spawn = () => {
    const started = new Worker(script);
    onStop(() => started.terminate());
    started.on('message', (message: ServiceReply<Reply>) => {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (pending.size === 0) started.unref();
      if ('reply' in message) waiting.resolve(message.reply);
      else waiting.reject(message.error);
    });
    const takeOver = () => {
      gone = true;
      // Nothing waiting (the worker was ended with the build): nothing is loaded here.
      if (pending.size === 0) return;
      const serveHere = here();
      for (const [id, waiting] of pending) {
        pending.delete(id);
        serveHere(waiting.request).then(waiting.resolve, waiting.reject);
      }
    };
    started.on('error', takeOver);
    started.on('exit', takeOver);
    // After the listeners: adding the first 'message' one references the worker again.
    started.unref();
    return started;
  };
  const serve = (request: Request): Promise<Reply> => {
    if (fallback || gone) return here()(request);
    worker ??= spawn();
    const id = next++;
    worker.ref();
    return new Promise((resolve, reject) => {
      pending.set(id, { request, resolve, reject });
      worker!.postMessage({ id, request });
    });
  };
  return Object.assign(serve, {
    start: (...warmUps: Request[]) => {
      if (fallback || gone) return;
      worker ??= spawn();
      // Not in `pending`: they keep the worker unreferenced, and their replies are dropped.
      for (const request of warmUps) worker.postMessage({ id: next++, request });
    },
  });
}
