import { createHash } from 'node:crypto';
import { storageKeys } from '../../shared/attributes.js';
import type { ResolvedConfig } from '../config/types.js';

/**
 * The only inline script: before first paint it applies the saved theme and hides an announcement the
 * reader dismissed, so neither flashes nor jumps. Allowed by its hash in the Content-Security-Policy.
 */
export function themeScript(config: ResolvedConfig): string {
  const fallback = config.colorMode.respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'${config.colorMode.defaultMode}'`
    : `'${config.colorMode.defaultMode}'`;
  const announcement = config.announcementBar
    ? `if(s.getItem(${JSON.stringify(storageKeys.announcementDismissed(config.announcementBar.id))}))d.dataset.announcementDismissed='';`
    : '';
  return (
    `(function(){var d=document.documentElement,t;d.dataset.js='';try{var s=localStorage;t=s.getItem('${storageKeys.theme}');${announcement}}catch(e){}` +
    `d.dataset.theme=t==='dark'||t==='light'?t:${fallback}})()`
  );
}

/** `'sha256-…'` source expression for a CSP. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
