/** docgen's public API. */
export { defineConfig } from './config/define.js';
export type {
  UserConfig,
  ResolvedConfig,
  SidebarItemConfig,
  NavItemConfig,
} from './config/types.js';
export { build, type BuildOptions, type BuildResult } from './pipeline/build.js';
export type { Diagnostic } from './diagnostics/diagnostic.js';
