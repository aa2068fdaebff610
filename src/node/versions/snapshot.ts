import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { VERSION_NAME_PATTERN, VERSIONS_FILE } from '../config/versions.js';
import type { ResolvedConfig } from '../config/types.js';
import { codes } from '../diagnostics/codes.js';
import { DocgenError, said } from '../diagnostics/diagnostic.js';

/** What `docgen version <name>` wrote. */
export interface Snapshot {
  name: string;
  /** The version's docs folder, and how many Markdown files it holds. */
  docs: { dir: string; files: number };
  /** The version's sidebars (the sidebars file's or the config's, as they are now). */
  sidebars: string;
  /** The version's spec, bundled into one file; undefined for a site without a spec. */
  spec: string | undefined;
  versionsFile: string;
}

const invalid = (words: ReturnType<typeof said>, file?: string) =>
  new DocgenError({
    code: codes.versionInvalid,
    severity: 'error',
    ...words,
    ...(file ? { file } : {}),
  });

/**
 * Releases the working tree's docs and spec as version `name` (Docusaurus's `docs:version`): the
 * docs folder copied to `versioned_docs/version-<name>/`, the sidebars written to
 * `versioned_sidebars/version-<name>-sidebars.json`, the spec bundled into one file (every
 * `$ref` to another file inlined, so later edits to those files leave the version as released)
 * at `versioned_specs/version-<name>.<yaml|json>`, and `name` put first in `versions.json`.
 * Nothing is overwritten: a name already released is an error.
 */
export async function snapshotVersion(config: ResolvedConfig, name: string): Promise<Snapshot> {
  const { root } = config;
  if (name === 'current' || !VERSION_NAME_PATTERN.test(name))
    throw invalid(said('versionBadName', { name }));
  const released = config.versions.list.filter((v) => v.name !== 'current').map((v) => v.name);
  const versionsFile = path.join(root, VERSIONS_FILE);
  if (released.includes(name)) throw invalid(said('versionReleased', { name }), versionsFile);
  const docsDir = path.join(root, 'versioned_docs', `version-${name}`);
  if (existsSync(docsDir))
    throw invalid(said('versionFileTaken', { file: `versioned_docs/version-${name}/` }), docsDir);
  const source = path.join(config.contentDir, 'docs');
  const sidebarsTaken = path.join(root, 'versioned_sidebars', `version-${name}-sidebars.json`);
  if (existsSync(sidebarsTaken))
    throw invalid(
      said('versionFileTaken', { file: `versioned_sidebars/version-${name}-sidebars.json` }),
      sidebarsTaken,
    );
  const spec = config.api.spec ? await bundledSpec(config.api.spec, root, name) : undefined;
  const current = await currentSidebars(config);
  await mkdir(path.dirname(docsDir), { recursive: true });
  if (existsSync(source)) await cp(source, docsDir, { recursive: true, errorOnExist: true });
  else await mkdir(docsDir);
  if (spec) {
    await mkdir(path.dirname(spec.file), { recursive: true });
    await writeFile(spec.file, spec.text, { flag: 'wx' });
  }
  // The sidebars as they are now: later edits to them leave the release as it was.
  const sidebars = path.join(root, 'versioned_sidebars', `version-${name}-sidebars.json`);
  await mkdir(path.dirname(sidebars), { recursive: true });
  await writeFile(sidebars, `${JSON.stringify(current, null, 2)}\n`, { flag: 'wx' });
  await writeFile(versionsFile, `${JSON.stringify([name, ...released], null, 2)}\n`);
  return {
    name,
    docs: { dir: docsDir, files: await countMarkdown(docsDir) },
    sidebars,
    spec: spec?.file,
    versionsFile,
  };
}

/**
 * The sidebars the site has now: the sidebars file's (`sidebarPath`; run, shorthands expanded),
 * else the config's. A sidebars file with problems stops the release (DG1019).
 */
async function currentSidebars(config: ResolvedConfig): Promise<ResolvedConfig['sidebars']> {
  if (!config.sidebarPath) return config.sidebars;
  const { readSidebarsFile } = await import('../site/sidebars/sidebars-file.js');
  const read = await readSidebarsFile(config.sidebarPath);
  if (!read.sidebars) throw new DocgenError(read.diagnostics);
  return read.sidebars;
}

/** The spec with its other files inlined, written as its entry file is (YAML or JSON). */
async function bundledSpec(entry: string, root: string, name: string) {
  const json = entry.endsWith('.json');
  const file = path.join(root, 'versioned_specs', `version-${name}.${json ? 'json' : 'yaml'}`);
  for (const ext of ['yaml', 'yml', 'json']) {
    const taken = path.join(root, 'versioned_specs', `version-${name}.${ext}`);
    if (existsSync(taken))
      throw invalid(said('versionFileTaken', { file: path.relative(root, taken) }), taken);
  }
  const { default: $RefParser } = await import('@apidevtools/json-schema-ref-parser');
  let bundled: unknown;
  try {
    bundled = await $RefParser.bundle(entry);
  } catch (error) {
    throw new DocgenError({
      code: codes.specUnreadable,
      severity: 'error',
      ...said('versionSpecBundle', { reason: (error as Error).message }),
      file: entry,
    });
  }
  const text = json
    ? `${JSON.stringify(bundled, null, 2)}\n`
    : stringify(bundled, { lineWidth: 0 });
  return { file, text };
}

async function countMarkdown(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => /\.mdx?$/.test(entry)).length;
}
