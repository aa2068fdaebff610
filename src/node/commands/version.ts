import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { fill } from '../../shared/i18n/message.js';
import { cliStrings } from '../cli-strings/index.js';
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
  const s = cliStrings(out.language).run.version;
  const rel = (file: string) => path.relative(out.cwd, file) || '.';
  const count = made.docs.files;
  const lines = [
    fill(s.made, { name: made.name }),
    `  ${fill(count === 1 ? s.pagesOne : s.pagesOther, { dir: rel(made.docs.dir), count })}`,
    `  ${fill(s.sidebars, { file: rel(made.sidebars) })}`,
    ...(made.spec ? [`  ${fill(s.spec, { file: rel(made.spec) })}`] : []),
    `  ${fill(s.versions, { file: rel(made.versionsFile), name: made.name })}`,
    s.current,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
