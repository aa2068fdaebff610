import path from 'node:path';
import { watch as chokidar, type FSWatcher } from 'chokidar';
import type { DevMessage } from '../../../shared/dev-protocol.js';
import type { ConfigOverrides } from '../../config/resolve.js';
import { codes } from '../../diagnostics/codes.js';
import { said, type Diagnostic } from '../../diagnostics/diagnostic.js';
import { devProblem, updateMessage } from './broadcast.js';
import { isScratchFile, watchTargets, type PackageDirs } from './changes.js';
import { bundleDevClient, sameDevLanguage, type DevClientLanguage } from './dev-client.js';
import { startDevServer } from './dev-server.js';
import { WatchQueue } from './queue.js';
import { DevSession, type BuildOutcome } from './session.js';

export interface WatchOptions {
  cwd: string;
  configFile?: string;
  overrides?: ConfigOverrides;
  port: number;
  host: string;
  dirs?: PackageDirs;
  /** The first build reads node_modules/.cache/docgen (`--no-cache`: false). @default true */
  persistentCache?: boolean;
  /** Where the story goes: the command prints these to the terminal. */
  report: {
    ready: (url: string, first: BuildOutcome) => void;
    rebuilt: (outcome: BuildOutcome, paths: readonly string[]) => void;
    /** A new search index is served (it follows the pages it indexes). */
    searchIndexed: (ms: number, warnings: Diagnostic[]) => void;
    problems: (problems: Diagnostic[]) => void;
  };
}

export interface WatchHandle {
  url: string;
  close: () => Promise<void>;
}

/**
 * `docgen watch`: first build, the dev server, then a rebuild per batch of changes, until closed.
 */
export async function startWatch(options: WatchOptions): Promise<WatchHandle> {
  const session = new DevSession({
    cwd: options.cwd,
    ...(options.configFile ? { configFile: options.configFile } : {}),
    ...(options.overrides ? { overrides: options.overrides } : {}),
    ...(options.dirs ? { dirs: options.dirs } : {}),
    ...(options.persistentCache === false ? { persistentCache: false } : {}),
    searchIndexed: (update) => options.report.searchIndexed(update.ms, update.warnings),
  });
  // Bundled in pt-BR while the first build runs, and again once the site's language is known.
  const [first, firstScript] = await Promise.all([
    session.rebuild(),
    bundleDevClient(session.dirs.client, undefined),
  ]);
  let clientScript = firstScript;
  let clientLanguage: DevClientLanguage;
  const rebundle = async (force: boolean) => {
    const language = session.config;
    if (!force && sameDevLanguage(clientLanguage, language)) return;
    clientScript = await bundleDevClient(session.dirs.client, language).catch(() => clientScript);
    clientLanguage = language;
  };
  await rebundle(false);
  let problems = first.ok
    ? []
    : first.problems.map((d) => devProblem(d, options.cwd, session.config?.locale));
  const greeting = (): DevMessage[] => [
    { type: 'hello', build: session.snapshot?.id ?? 0 },
    ...(problems.length > 0 ? [{ type: 'error' as const, problems }] : []),
  ];
  const server = await startDevServer(
    {
      snapshot: () => session.snapshot,
      baseUrl: () => session.config?.baseUrl ?? '/',
      staticDir: () => session.config?.staticDir,
      clientScript: () => clientScript,
      searchReady: () => session.searchReady(),
      greeting,
    },
    options.port,
    options.host,
  );
  const targets = () =>
    session.config ? watchTargets(session.config, session.dirs) : [options.cwd];
  const watcher: FSWatcher = chokidar(targets(), {
    ignoreInitial: true,
    ignored: (file) =>
      isScratchFile(file) ||
      (!session.config &&
        /(^|[\\/])(dist|lib|\.git)([\\/]|$)/.test(path.relative(options.cwd, file))),
  });
  const queue = new WatchQueue(async (paths) => {
    const previous = session.snapshot;
    const outcome = await session.rebuild(paths);
    options.report.rebuilt(outcome, paths);
    await rebundle(outcome.kinds.has('dev-client'));
    if (outcome.kinds.has('config') && session.config) watcher.add(targets());
    if (!outcome.ok) {
      options.report.problems(outcome.problems);
      problems = outcome.problems.map((d) => devProblem(d, options.cwd, session.config?.locale));
      server.live.send({ type: 'error', problems });
      return;
    }
    if (problems.length > 0) server.live.send({ type: 'ok' });
    problems = [];
    server.live.send(
      updateMessage(
        outcome.snapshot,
        outcome.changed,
        outcome.kinds,
        session.config?.baseUrl ?? '/',
        previous,
      ),
    );
  });
  watcher.on('all', (_event, file) => queue.push(path.resolve(file)));
  watcher.on('error', (error) =>
    options.report.problems([
      {
        code: codes.internal,
        severity: 'error',
        ...said('watcherError', { reason: (error as Error).message }),
      },
    ]),
  );
  // Announced only once the watcher has scanned its folders: a save right after the URL appears is
  // seen.
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  options.report.ready(server.url, first);
  if (!first.ok) options.report.problems(first.problems);

  return {
    url: server.url,
    close: async () => {
      queue.close();
      session.close();
      await watcher.close();
      await server.close();
    },
  };
}
