import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { isDocgenError } from '../../src/node/diagnostics/diagnostic.js';
import { Graph } from '../../src/node/graph/graph.js';
import { build } from '../../src/node/pipeline/build.js';
import { sha256 } from '../../src/node/sha256.js';

/**
 * A build's outcome: every file by its hash, or the error codes and messages. `cache`: through
 * the cache folder (a new process each time), or not at all; a graph: kept in memory across builds
 * (watch mode).
 */
export async function buildOutcome(site: string, cache: boolean | Graph): Promise<unknown> {
  try {
    const result = await build({
      cwd: site,
      write: false,
      ...(cache instanceof Graph ? { graph: cache } : { cache }),
    });
    return Object.fromEntries(result.files.map((f) => [f.file, sha256(f.contents)]));
  } catch (error) {
    if (!isDocgenError(error)) throw error;
    return error.diagnostics.map((d) => `${d.code} ${d.message}`).sort();
  }
}

/** A change of one of the site's files (`file`, from the site's folder), applied to `site`. */
export type SiteChange = { what: string; file: string; apply: (site: string) => void };

/** A change that edits `file`'s text. */
export const editChange = (
  file: string,
  what: string,
  change: (text: string) => string,
): SiteChange => ({
  what,
  file,
  apply: (site) => {
    const at = path.join(site, file);
    writeFileSync(at, change(readFileSync(at, 'utf8')));
  },
});

/** A change that writes `file` (new, or replaced). */
export const writeChange = (file: string, what: string, text: string): SiteChange => ({
  what,
  file,
  apply: (site) => writeFileSync(path.join(site, file), text),
});

/**
 * Applies `change` to `site` and checks that a build through the cache folder and one through the
 * watch session's graph equal a build without any cache (`seen`: the changes so far, named in a
 * failure). Returns that build's outcome, and how to put the file back as it was.
 */
export async function changeAndCompare(
  site: string,
  session: Graph,
  change: SiteChange,
  seen: string[],
): Promise<{ fresh: unknown; undo: () => void }> {
  const file = path.join(site, change.file);
  const before = existsSync(file) ? readFileSync(file) : undefined;
  change.apply(site);
  seen.push(change.what);
  const fresh = await buildOutcome(site, false);
  expect(await buildOutcome(site, true), `cache folder, after ${seen.join('; ')}`).toEqual(fresh);
  expect(await buildOutcome(site, session), `memory, after ${seen.join('; ')}`).toEqual(fresh);
  const undo = () => {
    if (before) writeFileSync(file, before);
    else rmSync(file);
    seen.push(`undo ${change.what}`);
  };
  return { fresh, undo };
}
