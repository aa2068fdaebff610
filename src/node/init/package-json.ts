import path from 'node:path';
import { codes } from '../diagnostics/codes.js';
import { DocgenError, said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { packageName } from '../package-root.js';
import { scripts } from './files.js';

type Manifest = Record<string, unknown> & { scripts?: Record<string, unknown> };

/** The package.json `docgen init` leaves: the given one with the docs scripts, or a new one. */
export interface PackageJsonPlan {
  contents: string;
  /** Whether docgen is already a dependency (else the next steps say to install it). */
  hasDocgen: boolean;
  /**
   * Whether the project depends on `docgen`, the unrelated package of that name on npm (the next
   * steps then say to remove it).
   */
  hasOtherDocgen: boolean;
  /** A script of the same name with another command, as a diagnostic (nothing is replaced). */
  conflicts: Diagnostic[];
}

/** A package name from a folder name: `Minha API` → `minha-api`. */
function projectName(dir: string): string {
  const name = path
    .basename(path.resolve(dir))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|-+$/g, '');
  return name || 'docs';
}

/** Merges the docs scripts into `existing` (the file's text), or makes a package.json. */
export function planPackageJson(
  file: string,
  existing: string | undefined,
  dir: string,
): PackageJsonPlan {
  if (existing === undefined) {
    const manifest = { name: projectName(dir), version: '0.0.0', private: true, scripts };
    return {
      contents: JSON.stringify(manifest, null, 2) + '\n',
      hasDocgen: false,
      hasOtherDocgen: false,
      conflicts: [],
    };
  }
  const manifest = parseManifest(file, existing);
  const own = manifest.scripts ?? {};
  const conflicts = Object.entries(scripts)
    .filter(([name, command]) => name in own && own[name] !== command)
    .map(
      ([name, command]): Diagnostic => ({
        code: codes.initWouldOverwrite,
        severity: 'error',
        ...said('initScriptExists', { name, own: JSON.stringify(own[name]), command }),
        file,
        pointer: `/scripts/${name}`,
      }),
    );
  const merged = { ...manifest, scripts: { ...own, ...scripts } };
  const indent = /^([ \t]+)"/m.exec(existing)?.[1] ?? 2;
  const dependencies = ['dependencies', 'devDependencies'].map(
    (key) => (manifest[key] ?? {}) as Record<string, unknown>,
  );
  return {
    contents: JSON.stringify(merged, null, indent) + '\n',
    hasDocgen: dependencies.some((deps) => packageName in deps),
    hasOtherDocgen: dependencies.some((deps) => 'docgen' in deps),
    conflicts,
  };
}

function parseManifest(file: string, text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalid(file, said('initPackageJsonSyntax', { reason: (error as Error).message }));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid(file, said('initPackageJsonNotObject'));
  const manifest = value as Manifest;
  if (manifest.scripts !== undefined && (typeof manifest.scripts !== 'object' || !manifest.scripts))
    throw invalid(file, said('initPackageJsonScripts'));
  return manifest;
}

function invalid(file: string, words: ReturnType<typeof said>): DocgenError {
  return new DocgenError({ code: codes.initPackageJsonInvalid, severity: 'error', ...words, file });
}
