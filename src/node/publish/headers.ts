import type { ScriptSources } from '../config/head-scripts.js';
import { cspHash } from '../site/theme-script.js';
import type { OutputFile } from '../output-file.js';
import { asciiView } from '../util/utf8.js';

// HTML's whitespace, named: the pages are searched as Latin-1 (see AsciiView).
const INLINE_SCRIPT = /<script(?![^>]*[\t\n\f\r ]src=)([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;
/** A script's `type` attribute, among its attributes (not `data-type`). */
const TYPE = /(?:^|[\t\n\f\r ])type=(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r >]*))/i;
/** Script types the browser runs (data blocks such as JSON-LD need no CSP source). */
const RUNNABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

/** Whether a script element with these attributes runs: no type, or a JavaScript one. */
function runnable(attrs: string): boolean {
  const type = TYPE.exec(attrs);
  return !type || RUNNABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim());
}

/** The hashes (CSP sources) of a page's inline scripts and `<style>` blocks. */
export interface InlineSources {
  scripts: string[];
  styles: string[];
}

/**
 * Finds a page's inline scripts the browser runs and its style blocks (in its HTML, as text or
 * UTF-8 bytes), and hashes each.
 */
export function inlineSourcesOf(html: string | Uint8Array): InlineSources {
  const view = asciiView(html);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, attrs = '', body = ''] of view.source.matchAll(INLINE_SCRIPT))
    if (body && runnable(attrs)) scripts.push(cspHash(view.bytes(body)));
  for (const [, body = ''] of view.source.matchAll(INLINE_STYLE))
    if (body) styles.push(cspHash(view.bytes(body)));
  return { scripts, styles };
}

/** No sources added by the config's scripts. */
const NO_SCRIPTS: ScriptSources = { scriptSrc: [], connectSrc: [], imgSrc: [] };

/**
 * The strict Content-Security-Policy for the built pages: only the site's own files, plus the
 * inline scripts and <style> blocks that appear in the HTML, each allowed by its hash, the origins
 * the "Experimentar" console sends requests to (`connectSources`, see try-it-servers.ts), and the
 * hosts the config's `scripts` use (`scripts`, host sources only: config/head-scripts.ts).
 */
export function contentSecurityPolicy(
  pages: readonly InlineSources[],
  connectSources: readonly string[] = [],
  scripts: ScriptSources = NO_SCRIPTS,
): string {
  const hashes = new Set(pages.flatMap((p) => p.scripts));
  const styles = new Set(pages.flatMap((p) => p.styles));
  const connect = new Set([...connectSources, ...scripts.connectSrc]);
  return [
    "default-src 'self'",
    // The search (Pagefind) runs WebAssembly; 'wasm-unsafe-eval' allows compiling it, not eval() of
    // JS.
    ["script-src 'self' 'wasm-unsafe-eval'", ...scripts.scriptSrc, ...[...hashes].sort()].join(' '),
    ["style-src 'self'", ...[...styles].sort()].join(' '),
    ["img-src 'self' data:", ...scripts.imgSrc].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Cache policy for everything that is not a hashed asset: keep a copy, but ask the server before
 * using it.
 */
export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Path patterns for the files outside `assets/`, none of which can also match `assets/*`: hosts
 * join the values of a header set by two matching rules (`no-cache, public, max-age=31536000`), so
 * each path gets its Cache-Control from exactly one rule: a splat per top-level folder, the root
 * files by name, and `/` for the home page.
 */
function revalidatedPatterns(base: string, files: readonly string[]): string[] {
  const patterns = new Set<string>();
  for (const file of files) {
    const [top = '', ...rest] = file.split('/');
    if (top === 'assets' || file === '_headers') continue;
    if (rest.length > 0) patterns.add(`${base}/${top}/*`);
    else {
      patterns.add(`${base}/${top}`);
      if (top === 'index.html') patterns.add(`${base}/`);
    }
  }
  return [...patterns].sort();
}

/**
 * `_headers` (Netlify and Cloudflare Pages syntax) so static hosts send the policy and safe
 * defaults. Hashed assets never change, so they are cached for a year; pages and the other unhashed
 * files (given in `files`) are revalidated on every use.
 */
export function headersFile(
  baseUrl: string,
  pages: readonly InlineSources[],
  files: readonly string[] = [],
  connectSources: readonly string[] = [],
  scripts: ScriptSources = NO_SCRIPTS,
): OutputFile {
  const base = baseUrl.replace(/\/$/, '');
  const lines = [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(pages, connectSources, scripts)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `${base}/assets/*`,
    `  Cache-Control: ${IMMUTABLE}`,
  ];
  for (const pattern of revalidatedPatterns(base, files))
    lines.push(pattern, `  Cache-Control: ${REVALIDATE}`);
  return { file: '_headers', contents: lines.join('\n') + '\n' };
}
