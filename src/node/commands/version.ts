import path from 'node:path';
import { loadConfig } from '../config/load.js';
import type { Output } from '../diagnostics/exit.js';
import { snapshotVersion } from '../versions/snapshot.js';

export interface VersionFlags {
  config?: string;
}

/**
 * `docgen version <name>`: releases the docs and the spec being edited as version `name`; the
 * site then has that version at `/docs/` and `/api/` and the working tree's at `/docs/next/`.
 */
export async function runVersion(name: string, flags: VersionFlags, out: Output): Promise<void> {
  const config = await loadConfig({ cwd: out.cwd, configFile: flags.config });
  const made = await snapshotVersion(config, name);
  if (out.quiet) return;
  const rel = (file: string) => path.relative(out.cwd, file) || '.';
  const lines = [
    `Versão ${made.name} criada:`,
    `  ${rel(made.docs.dir)}/ (${made.docs.files} ${made.docs.files === 1 ? 'página' : 'páginas'})`,
    `  ${rel(made.sidebars)} (as barras laterais de agora)`,
    ...(made.spec ? [`  ${rel(made.spec)} (a especificação num só arquivo)`] : []),
    `  ${rel(made.versionsFile)} (${made.name} é agora a última versão)`,
    'A versão em edição fica em /docs/next/ e /api/next/ (versions.current na configuração).',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
