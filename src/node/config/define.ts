import type { UserConfig } from './types.js';

/** Identity helper that gives `docgen.config.ts` type checking and completion. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
