import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { codes } from '../diagnostics/codes.js';
import { fill } from '../../shared/i18n/message.js';
import { cliStrings } from '../cli-strings/index.js';
import { DocgenError, said } from '../diagnostics/diagnostic.js';
import type { Output } from '../diagnostics/exit.js';
import { startStaticServer } from '../dev/serve/static-server.js';
import { untilInterrupted } from '../dev/signals.js';

export interface ServeFlags {
  config?: string;
  port: number;
  host: string;
  baseUrl?: string;
}

/** `docgen serve [dir]`: previews the built site as production serves it, until Ctrl+C. */
export async function runServe(
  dir: string | undefined,
  flags: ServeFlags,
  out: Output,
): Promise<void> {
  const config = await loadConfig({
    cwd: out.cwd,
    ...(flags.config ? { configFile: flags.config } : {}),
    ...(flags.baseUrl ? { overrides: { baseUrl: flags.baseUrl } } : {}),
  });
  const root = dir ? path.resolve(out.cwd, dir) : config.outDir;
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new DocgenError({
      code: codes.serveDirMissing,
      severity: 'error',
      ...said('serveDirMissing', { dir: path.relative(out.cwd, root) || '.' }),
      file: root,
    });
  }
  const interrupted = untilInterrupted();
  const server = await startStaticServer({
    root,
    baseUrl: config.baseUrl,
    port: flags.port,
    host: flags.host,
  });
  if (!out.quiet) {
    const s = cliStrings(out.language).run.serve;
    const dir = path.relative(out.cwd, root) || '.';
    process.stdout.write(`${fill(s.serving, { dir, url: server.url })}\n${s.stop}\n`);
  }
  await interrupted;
  await server.close();
}
