import { stage } from '../graph/stage.js';
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
 * kept while `versions.json`, which its versions are resolved from, has the same bytes.
 */
export const resolvedConfig = stage({
  name: 'config',
  keep: 'memory',
  cutoff: true,
  run: (input: ConfigInput) => resolveBundledConfig(input),
  files: (config) => versionsFileHashes(config.root),
});
