import { createHash } from 'node:crypto';
import { SCRIPT_READY, storageKeys } from '../../shared/attributes.js';
import { catalogues, uiStrings } from '../../shared/i18n/catalogue.js';
import { languageOf } from '../../shared/i18n/languages.js';
import type { ResolvedConfig } from '../config/types.js';

/**
 * The only inline script: before first paint it applies the saved theme and hides an announcement
 * the reader dismissed, so neither flashes nor jumps. It also reveals the base-URL banner when the
 * page is served outside the configured baseUrl: then the site's own script and stylesheet cannot
 * load, so only an inline script can say why (and style it, through the CSSOM, which the policy
 * allows); and it shows the crash notice when the site's script throws while it sets the page up.
 * Allowed by its hash in the Content-Security-Policy.
 */
export function themeScript(
  config: Pick<ResolvedConfig, 'colorMode' | 'announcementBar' | 'baseUrl' | 'locale' | 'strings'>,
): string {
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
        "var b=document.getElementById('base-url-banner');if(!b)return;b.hidden=false;" +
        `b.style.cssText='${BANNER_STYLE}'})}`;
  return (
    "(function(){var d=document.documentElement,t;d.dataset.js='';" +
    `try{var s=localStorage;t=s.getItem('${storageKeys.theme}');${announcement}}catch(e){}` +
    `d.dataset.theme=t==='dark'||t==='light'?t:${fallback};${baseUrl}${crashHandler(config)}})()`
  );
}

/**
 * The base-URL banner's look, set by the inline script: it shows only when the site's stylesheet
 * did not load. A warning box across the top of the page (AA contrast), in the system font.
 */
const BANNER_STYLE =
  'display:block;margin:0;padding:12px 20px;background:#fff4e0;color:#3b2500;' +
  'border-bottom:3px solid #b35c00;' +
  'font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif';

/**
 * If the site's own script throws before it has set the page up (SCRIPT_READY), the product's
 * crash notice goes at the top of the content, which stays as the server rendered it: 'This page
 * crashed.' (`pages.crashTitle`), the error's message, and 'Try again' (a reload). An island's own
 * failure is the island's (src/client/islands.ts); another site's script is not ours to report.
 * Styled by the site's stylesheet (island-error), which loaded: the script is what failed.
 */
function crashHandler(config: Pick<ResolvedConfig, 'locale' | 'strings'>): string {
  const { crashTitle, crashRetry } = uiStrings(config.locale, config.strings).pages;
  // The product gives these words in English, and pt-BR's catalogue keeps them: they say so.
  const english = catalogues.en.pages;
  const lang =
    languageOf(config.locale) !== 'en' &&
    crashTitle === english.crashTitle &&
    crashRetry === english.crashRetry
      ? "p.lang=r.lang='en';"
      : '';
  return (
    "addEventListener('error',function(e){" +
    `if(d.hasAttribute('${SCRIPT_READY}')||d.dataset.crashed!=null` +
    "||(e.filename||'').indexOf('/assets/')<0)return;d.dataset.crashed='';" +
    'var c=function(n,k,x){n=document.createElement(n);n.className=k;' +
    "n.textContent=x||'';return n}," +
    "b=c('div','island-error island-error--crash page-crash'),p=c('p','island-error__title'," +
    `${jsString(crashTitle)}),` +
    `r=c('button','button button--secondary island-error__retry',${jsString(crashRetry)});` +
    `b.setAttribute('role','alert');${lang}r.type='button';` +
    "r.addEventListener('click',function(){location.reload()});" +
    "b.append(p,c('pre','island-error__message',e.error&&e.error.message||e.message),r);" +
    "(document.getElementById('conteudo')||document.body).prepend(b)})"
  );
}

/** A text as a single-quoted JavaScript string, safe inside a `<script>` element. */
export function jsString(text: string): string {
  const escaped = text
    .replace(/[\\']/g, '\\$&')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `'${escaped}'`;
}

/** `'sha256-…'` source expression for a CSP, of a text (as UTF-8) or of its bytes. */
export function cspHash(text: string | Uint8Array): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
