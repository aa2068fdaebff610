import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stage } from '../graph/stage.js';
import { sha256 } from '../sha256.js';
import { ABSENT, type FileHashes } from '../util/file-hashes.js';
import { SIDEBARS_FILES } from './definition.js';
import { bundleConfigFile, resolveBundledConfig, type ConfigInput } from './load.js';
import { versionsFileHashes } from './versions.js';

/** The config file bundled by esbuild: kept while every file it read has the same bytes. */
export const configCode = stage({
  name: 'config-code',
  run: (file: string) => bundleConfigFile(file),
  files: (bundled) => bundled.sources,
});

/**
 * The config the bundled code exports, validated and resolved (memory only: it runs user code);
 * kept while `versions.json`, which its versions are resolved from, and the sidebars files it
 * looks for beside it (`sidebarPath`'s default) have the same bytes, or are still absent.
 */
export const resolvedConfig = stage({
  name: 'config',
  keep: 'memory',
  cutoff: true,
  run: (input: ConfigInput) => resolveBundledConfig(input),
  files: (config) => [...versionsFileHashes(config.root), ...sidebarsFileHashes(config.root)],
});

/** The hashes of the sidebars files docgen looks for in `root` (ABSENT where there is none). */
function sidebarsFileHashes(root: string): FileHashes {
  return SIDEBARS_FILES.map((name) => {
    const file = path.join(root, name);
    return [file, existsSync(file) ? sha256(readFileSync(file)) : ABSENT];
  });
}
