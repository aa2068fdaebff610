import { cspHash } from '../site/theme-script.js';
import type { OutputFile } from './output.js';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;
/** Script types the browser runs (data blocks such as JSON-LD need no CSP source). */
const RUNNABLE = /^\s*$|type=["']?(module|text\/javascript|application\/javascript)["']?/i;

/**
 * The strict Content-Security-Policy for the built pages: only the site's own files, plus the inline
 * scripts and <style> blocks that appear in the HTML, each allowed by its hash.
 */
export function contentSecurityPolicy(htmlPages: readonly string[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of htmlPages) {
    for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) if (body && RUNNABLE.test(attrs)) scripts.add(cspHash(body));
    for (const [, body = ''] of html.matchAll(INLINE_STYLE)) if (body) styles.add(cspHash(body));
  }
  return [
    "default-src 'self'",
    // The search (Pagefind) runs WebAssembly; 'wasm-unsafe-eval' allows compiling it, not eval() of JS.
    ["script-src 'self' 'wasm-unsafe-eval'", ...[...scripts].sort()].join(' '),
    ["style-src 'self'", ...[...styles].sort()].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * `_headers` (Netlify and Cloudflare Pages syntax) so static hosts send the policy and safe defaults.
 * Hashed assets never change, so they are cached for a year.
 */
export function headersFile(baseUrl: string, htmlPages: readonly string[]): OutputFile {
  const base = baseUrl.replace(/\/$/, '');
  const lines = [
    "/*",
    `  Content-Security-Policy: ${contentSecurityPolicy(htmlPages)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `${base}/assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
  ];
  return { file: '_headers', contents: lines.join('\n') + '\n' };
}
