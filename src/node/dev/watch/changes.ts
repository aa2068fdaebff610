import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../../config/types.js';
import { VERSIONS_FILE } from '../../config/versions.js';
import { isContentFile } from '../../content/mdx/files.js';
import { SIDEBARS_FILES } from '../../config/definition.js';

/** What a changed path means for the next build. */
export type ChangeKind =
  | 'config'
  | 'content'
  | 'content-file'
  | 'spec'
  | 'templates'
  | 'styles'
  | 'client'
  | 'shared'
  | 'dev-client'
  | 'static';

/** The folders docgen itself reads: its templates and client sources (maintainers edit these). */
export interface PackageDirs {
  templates: string;
  client: string;
  shared: string;
}

const inside = (file: string, dir: string) => file === dir || file.startsWith(dir + path.sep);

/**
 * The spec's folder (its $refs may point at siblings), unless that is the project folder itself.
 */
function specFolder(config: ResolvedConfig): string | undefined {
  if (!config.api.spec) return undefined;
  const dir = path.dirname(config.api.spec);
  return dir === config.root || inside(config.root, dir) ? undefined : dir;
}

/**
 * A file of an installed package (inside a node_modules folder): the watcher does not watch them,
 * and a session takes them as fixed, as Vite takes its pre-bundled dependencies (a package update
 * shows once `docgen watch` starts again).
 */
export function inInstalledPackage(file: string): boolean {
  return file.split(path.sep).includes('node_modules');
}

/**
 * Paths the watcher ignores: editor scratch files (vim swap and probe files, emacs locks, backups)
 * and installed packages.
 */
export function isScratchFile(file: string): boolean {
  return (
    /(^\.#|~$|\.sw[a-p]$|^4913$|^\.docgen-)/.test(path.basename(file)) || inInstalledPackage(file)
  );
}

/** Classifies one changed path (absolute). Unknown paths are undefined and ignored. */
export function classifyChange(
  file: string,
  config: ResolvedConfig,
  dirs: PackageDirs,
): ChangeKind | undefined {
  if (config.configFile && file === config.configFile) return 'config';
  // The released versions' names, and each one's docs and spec (config/versions.ts).
  if (file === path.join(config.root, VERSIONS_FILE)) return 'config';
  // The sidebars file in use; another beside the config may become it (config: sidebarPath).
  if (config.sidebarPath && file === config.sidebarPath) return 'content';
  if (SIDEBARS_FILES.some((name) => file === path.join(config.root, name))) return 'config';
  for (const version of config.versions.list) {
    if (version.spec && file === version.spec) return 'spec';
    if (version.sidebars && file === version.sidebars) return 'content';
    if (version.docs && inside(file, version.docs))
      return isContentFile(file) || !path.extname(file) ? 'content' : 'content-file';
  }
  const specDir = specFolder(config);
  if (
    config.api.spec &&
    (file === config.api.spec || (specDir && inside(file, specDir))) &&
    !inside(file, config.contentDir)
  )
    return 'spec';
  // The MDX pages' components: the pages that import one list it among the files they read.
  if (config.componentsDir && inside(file, config.componentsDir)) return 'content-file';
  // Folders and extension-less scratch files (sed -i) only ask for a rebuild; other files (images)
  // may be embedded.
  if (inside(file, config.contentDir))
    return isContentFile(file) || !path.extname(file) ? 'content' : 'content-file';
  if (inside(file, config.staticDir)) return 'static';
  if (inside(file, path.join(dirs.templates, 'styles')))
    return file.endsWith('.css') ? 'styles' : undefined;
  if (inside(file, dirs.templates)) return 'templates';
  if (inside(file, path.join(dirs.client, 'dev'))) return 'dev-client';
  if (inside(file, dirs.client)) return 'client';
  if (inside(file, dirs.shared)) return 'shared';
  return undefined;
}

/** The paths to watch: the site's sources and docgen's own templates and client. */
export function watchTargets(config: ResolvedConfig, dirs: PackageDirs): string[] {
  const targets = [config.contentDir, config.staticDir, dirs.templates, dirs.client, dirs.shared];
  if (config.configFile) targets.push(config.configFile);
  if (config.componentsDir && existsSync(config.componentsDir)) targets.push(config.componentsDir);
  if (config.api.spec) targets.push(specFolder(config) ?? config.api.spec);
  // The released versions' names (when there are some), and each one's docs and spec.
  const versions = path.join(config.root, VERSIONS_FILE);
  if (existsSync(versions)) targets.push(versions);
  if (config.sidebarPath) targets.push(config.sidebarPath);
  for (const version of config.versions.list) {
    if (version.docs) targets.push(version.docs);
    if (version.spec) targets.push(version.spec);
    if (version.sidebars) targets.push(version.sidebars);
  }
  // Each other language's folder (translated pages, navbar and footer labels) and its spec.
  for (const locale of config.i18n.list.slice(1)) {
    targets.push(locale.translations);
    if (locale.spec) targets.push(locale.spec);
  }
  return [...new Set(targets)];
}
