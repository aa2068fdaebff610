/**
 * The versions of a site's docs and spec, resolved: Docusaurus's `versions.json` (the released
 * versions' names, newest first) and the config's `versions`, which gives each version its label,
 * path, banner, `noIndex`, and where a released version's docs and spec are when they are not
 * where `docgen version` puts them (`versioned_docs/version-<name>/`,
 * `versioned_sidebars/version-<name>-sidebars.json`, `versioned_specs/version-<name>.<ext>`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import { sha256 } from '../sha256.js';
import { ABSENT, type FileHashes } from '../util/file-hashes.js';
import { DocgenError, said } from '../diagnostics/diagnostic.js';

import type {
  ReleasedVersionConfig,
  ResolvedVersion,
  ResolvedVersions,
  VersionsConfig,
} from './types.js';

/** The file docgen and Docusaurus keep the released versions' names in, newest first. */
export const VERSIONS_FILE = 'versions.json';

/** versions.json's hash (ABSENT when there is none), for the stage that resolves the config. */
export function versionsFileHashes(root: string): FileHashes {
  const file = path.join(root, VERSIONS_FILE);
  return [[file, existsSync(file) ? sha256(readFileSync(file)) : ABSENT]];
}

/** The released versions' names: versions.json's, then those only the config names. */
function releasedNames(root: string, options: VersionsConfig | undefined): string[] {
  const file = path.join(root, VERSIONS_FILE);
  const listed = existsSync(file) ? parseVersionsFile(readFileSync(file, 'utf8'), file) : [];
  const named = Object.keys(options?.released ?? {}).filter((name) => !listed.includes(name));
  const bad = [...listed, ...named].find(
    (name) => name === 'current' || !VERSION_NAME_PATTERN.test(name),
  );
  if (bad !== undefined)
    throw new DocgenError({
      code: codes.versionInvalid,
      severity: 'error',
      ...said('versionNameInvalid', { name: bad }),
    });
  return [...listed, ...named];
}

function parseVersionsFile(text: string, file: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const before = text.slice(0, at ? Number(at[1]) : 0);
    throw new DocgenError({
      code: codes.versionsFileInvalid,
      severity: 'error',
      ...said('versionsFileSyntax', { reason: message }),
      file,
      ...(at
        ? { line: before.split('\n').length, column: before.length - before.lastIndexOf('\n') }
        : {}),
    });
  }
  const names = Array.isArray(parsed) ? parsed : [];
  if (
    !Array.isArray(parsed) ||
    !names.every((v) => typeof v === 'string' && VERSION_NAME_PATTERN.test(v))
  )
    throw new DocgenError({
      code: codes.versionsFileInvalid,
      severity: 'error',
      ...said('versionsFileNotList'),
      file,
      line: 1,
      column: 1,
    });
  return names as string[];
}

/** What a version's name may be: it is a segment of its routes and of its folders' names. */
export const VERSION_NAME_PATTERN = /^[A-Za-z0-9._-]+$/;

const existing = (file: string) => (existsSync(file) ? file : undefined);

/** Where a released version's spec is when the config does not say: any extension. */
function versionedSpec(root: string, name: string): string | undefined {
  for (const ext of ['yaml', 'yml', 'json']) {
    const file = path.join(root, 'versioned_specs', `version-${name}.${ext}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/**
 * A version's label: the config's, or its name; a language's config has the working tree's
 * default label in its language (site/locales.ts), so this is what the reader sees.
 */
export const labelOf = (version: ResolvedVersion): string => version.label ?? version.name;

/**
 * The site's versions. With no released version there are none (the site is its working tree);
 * otherwise the last version defaults to the newest released one, `current` is at `next` (labelled
 * "Próxima versão" in pt-BR unless the config labels it), and banners say what a version is beside
 * the last one (Docusaurus's defaults).
 */
export function resolveVersions(
  options: VersionsConfig | undefined,
  root: string,
): ResolvedVersions {
  const released = releasedNames(root, options);
  if (released.length === 0) return { lastVersion: 'current', list: [] };
  const lastVersion = options?.lastVersion ?? released[0]!;
  const names = ['current', ...released];
  if (!names.includes(lastVersion))
    throw new DocgenError({
      code: codes.versionInvalid,
      severity: 'error',
      ...said('lastVersionUnknown', { name: lastVersion, names: names.join(', ') }),
    });
  const lastIndex = names.indexOf(lastVersion);
  const list = names.map((name, i): ResolvedVersion => {
    const current = name === 'current';
    const given: ReleasedVersionConfig =
      (current ? options?.current : options?.released?.[name]) ?? {};
    const version: ResolvedVersion = {
      name,
      // The working tree's default label is in the site's language: each language's config gets
      // it (site/locales.ts).
      ...(given.label !== undefined || !current ? { label: given.label ?? name } : {}),
      path: given.path ?? (current ? 'next' : name),
      banner:
        given.banner ?? (i < lastIndex ? 'unreleased' : i > lastIndex ? 'unmaintained' : 'none'),
      noIndex: given.noIndex ?? false,
    };
    if (current) return version;
    const spec = given.spec ? path.resolve(root, given.spec) : versionedSpec(root, name);
    const sidebars = given.sidebars
      ? path.resolve(root, given.sidebars)
      : existing(path.join(root, 'versioned_sidebars', `version-${name}-sidebars.json`));
    return {
      ...version,
      docs: path.resolve(root, given.docs ?? path.join('versioned_docs', `version-${name}`)),
      ...(sidebars ? { sidebars } : {}),
      ...(spec ? { spec } : {}),
    };
  });
  return { lastVersion, list };
}
