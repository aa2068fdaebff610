import { createHash } from 'node:crypto';
import { storageKeys } from '../../shared/attributes.js';
import type { ResolvedConfig } from '../config/types.js';

/**
 * The only inline script: before first paint it applies the saved theme and hides an announcement
 * the reader dismissed, so neither flashes nor jumps. It also reveals the base-URL banner when the
 * page is served outside the configured baseUrl: then the site's own script and stylesheet cannot
 * load, so only an inline script can say why. Allowed by its hash in the Content-Security-Policy.
 */
export function themeScript(config: ResolvedConfig): string {
  const fallback = config.colorMode.respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'${config.colorMode.defaultMode}'`
    : `'${config.colorMode.defaultMode}'`;
  const dismissedKey = config.announcementBar
    ? JSON.stringify(storageKeys.announcementDismissed(config.announcementBar.id))
    : '';
  const announcement = dismissedKey
    ? `if(s.getItem(${dismissedKey}))d.dataset.announcementDismissed='';`
    : '';
  const base = JSON.stringify(config.baseUrl).replace(/</g, '\\u003c');
  const baseUrl =
    config.baseUrl === '/'
      ? ''
      : `if(location.pathname.indexOf(${base})){d.dataset.baseUrlMismatch='';` +
        "document.addEventListener('DOMContentLoaded',function(){" +
        "var b=document.getElementById('base-url-banner');if(b)b.hidden=false})}";
  return (
    "(function(){var d=document.documentElement,t;d.dataset.js='';" +
    `try{var s=localStorage;t=s.getItem('${storageKeys.theme}');${announcement}}catch(e){}` +
    `d.dataset.theme=t==='dark'||t==='light'?t:${fallback};${baseUrl}})()`
  );
}

/** `'sha256-…'` source expression for a CSP. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
