/**
 * The config's `scripts` (analytics and other third-party snippets) under the strict
 * Content-Security-Policy: what an entry may say (DG1016), and the sources the policy gains for
 * them. An inline script needs nothing here: its hash is taken from the pages like every other
 * inline script's (publish/headers.ts).
 */
import { readFileSync } from 'node:fs';
import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { codeFrame } from '../diagnostics/frame.js';
import { configLocator } from './locate.js';
import type { Problem } from './problems.js';
import type { HeadScriptConfig } from './types.js';

/** The CSP directives a script may add sources to, by their key in `csp`. */
export const SCRIPT_DIRECTIVES = {
  scriptSrc: 'script-src',
  connectSrc: 'connect-src',
  imgSrc: 'img-src',
} as const;

type DirectiveKey = keyof typeof SCRIPT_DIRECTIVES;

/** The sources the site's scripts add, by directive, each once and sorted. */
export interface ScriptSources {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
}

/** A host source: `https://`, an optional `*.` subdomain wildcard, a host, an optional port. */
const HOST_SOURCE = /^https:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:(\d{1,5}|\*))?$/;

/** What a source that is no host source is, in words, or undefined for a host source. */
export function cspSourceProblem(source: string): string | undefined {
  if (HOST_SOURCE.test(source)) return undefined;
  const keyword = source.toLowerCase();
  if (/^'unsafe-/.test(keyword))
    return `${source} would let any script run in the page (the CSP exists to stop that)`;
  if (keyword.startsWith("'")) return `${source} is a CSP keyword, not a host`;
  if (source.includes('*') && !/^https:\/\/\*\./.test(source))
    return `${source} allows any host; name the hosts the script uses`;
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source))
    return `${source} allows every URL of that scheme; name the hosts the script uses`;
  if (/^http:\/\//i.test(source)) return `${source} is not HTTPS`;
  if (/^https:\/\/[^/]+\/./i.test(source)) return `${source} has a path; give its origin only`;
  return `${source} is not a host source`;
}

const HINT =
  'Give origins such as "https://plausible.io" or "https://*.google-analytics.com" (a port may ' +
  'follow; no path). An inline script needs no source: its SHA-256 hash is added to script-src.';

/**
 * What is wrong in the config's `scripts`, each with the keys that lead to it: an entry with both
 * or neither of `src` and `code`, a `src` that is neither a route of the site nor an `https:` URL,
 * inline code that would end its <script> element, `async`/`defer` on inline code, an attribute
 * that is not `data-*`, and a CSP source that is not a host source.
 */
export function headScriptProblems(scripts: readonly HeadScriptConfig[]): Problem[] {
  const problems: Problem[] = [];
  const add = (path: string[], message: string, hint: string) =>
    problems.push({ path, at: path, message, hint });
  scripts.forEach((script, i) => {
    const at = ['scripts', String(i)];
    if ((script.src === undefined) === (script.code === undefined))
      add(at, `scripts[${i}] must have either "src" or "code"`, 'Give "src" (a file) or "code".');
    if (script.src !== undefined && !/^(https:\/\/[^/]|\/(?!\/))/i.test(script.src))
      add(
        [...at, 'src'],
        `scripts[${i}].src "${script.src}" is neither a route of the site nor an https: URL`,
        'Give a file the site publishes ("/js/analytics.js", from static/) or an https:// URL.',
      );
    if (script.code !== undefined && /<\/script|<!--/i.test(script.code))
      add(
        [...at, 'code'],
        `scripts[${i}].code contains "</script" or "<!--", which would end or break its element`,
        'Write "<\\/script" inside strings, or move the code to a file given as "src".',
      );
    for (const flag of ['async', 'defer'] as const)
      if (script.code !== undefined && script[flag])
        add(
          [...at, flag],
          `scripts[${i}].${flag} applies to a file, and this script is inline ("code")`,
          `Remove "${flag}", or move the code to a file given as "src".`,
        );
    for (const name of Object.keys(script.attributes ?? {}))
      if (!/^data-[a-z0-9_.-]+$/.test(name))
        add(
          [...at, 'attributes', name],
          `scripts[${i}].attributes."${name}" is not a data-* attribute`,
          'Only data-* attributes are written (src, async, defer and the position have keys).',
        );
    for (const key of Object.keys(SCRIPT_DIRECTIVES) as DirectiveKey[])
      script.csp?.[key]?.forEach((source, j) => {
        const wrong = cspSourceProblem(source);
        if (wrong)
          add(
            [...at, 'csp', key, String(j)],
            `scripts[${i}].csp.${key}: ${wrong}, refused in ${SCRIPT_DIRECTIVES[key]}`,
            HINT,
          );
      });
  });
  return problems;
}

/**
 * The sources the scripts add to the policy: the origin of each `https:` file (its script-src)
 * and each entry's `csp`. A route of the site is served from 'self', which the policy has.
 */
export function scriptSources(scripts: readonly HeadScriptConfig[]): ScriptSources {
  const sets = {
    scriptSrc: new Set<string>(),
    connectSrc: new Set<string>(),
    imgSrc: new Set<string>(),
  };
  for (const script of scripts) {
    if (script.src && /^https:/i.test(script.src)) sets.scriptSrc.add(new URL(script.src).origin);
    for (const key of Object.keys(SCRIPT_DIRECTIVES) as DirectiveKey[])
      for (const source of script.csp?.[key] ?? []) sets[key].add(source);
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    scriptSrc: sorted(sets.scriptSrc),
    connectSrc: sorted(sets.connectSrc),
    imgSrc: sorted(sets.imgSrc),
  };
}

/**
 * A warning for each script whose `src` is a route of the site that the build does not publish
 * (`files`: the output's paths, static files included): the page would ask for a missing file.
 * A warning, not an error: a host may serve the route itself (a proxy rule to the analytics host).
 */
export function unpublishedScripts(
  scripts: readonly HeadScriptConfig[],
  files: ReadonlySet<string>,
  configFile: string | undefined,
): Diagnostic[] {
  const missing = scripts.flatMap((script, i) => {
    if (!script.src?.startsWith('/')) return [];
    const file = decodeURIComponent(script.src.replace(/[?#].*$/, '').slice(1));
    return files.has(file) ? [] : [{ i, src: script.src }];
  });
  if (missing.length === 0) return [];
  let locate: ReturnType<typeof configLocator> | undefined;
  let text: string | undefined;
  try {
    text = configFile === undefined ? undefined : readFileSync(configFile, 'utf8');
    locate = text === undefined ? undefined : configLocator(text);
  } catch {
    locate = undefined;
  }
  return missing.map(({ i, src }) => {
    const at = locate?.(['scripts', String(i), 'src']);
    return {
      code: codes.headScriptInvalid,
      severity: 'warning',
      ...said('headScriptNotPublished', { index: i, src }),
      ...(configFile ? { file: configFile } : {}),
      ...(at && text !== undefined
        ? { line: at.line, column: at.column, frame: codeFrame(text, at.line, at.column) }
        : {}),
      pointer: `/scripts/${i}/src`,
    } satisfies Diagnostic;
  });
}
