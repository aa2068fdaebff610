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
  // Outside the baseUrl is not wrong in itself: a host serves its 404 page (whose links and
  // assets are absolute, so it works) at any path, `/` included. The banner shows only when the
  // stylesheet really did not load (site.css sets --docgen-css), once the page has loaded.
  const baseUrl =
    config.baseUrl === '/'
      ? ''
      : `if(location.pathname.indexOf(${base})){` +
        "addEventListener('load',function(){" +
        "if(getComputedStyle(d).getPropertyValue('--docgen-css'))return;" +
        "var b=document.getElementById('base-url-banner');if(b)b.hidden=false})}";
  return (
    "(function(){var d=document.documentElement,t;d.dataset.js='';" +
    `try{var s=localStorage;t=s.getItem('${storageKeys.theme}');${announcement}}catch(e){}` +
    `d.dataset.theme=t==='dark'||t==='light'?t:${fallback};${baseUrl}})()`
  );
}

/** `'sha256-…'` source expression for a CSP, of a text (as UTF-8) or of its bytes. */
export function cspHash(text: string | Uint8Array): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
