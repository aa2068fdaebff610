import type { ReactNode } from 'react';
import type { PageModel } from '../src/shared/view-models.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { BaseUrlBanner } from './components/BaseUrlBanner.js';
import { ConfigScripts } from './components/ConfigScripts.js';
import { VersionBanner } from './components/VersionBanner.js';
import { Drawer } from './components/Drawer.js';
import { Footer } from './components/Footer.js';
import { Navbar } from './components/Navbar.js';
import { useStrings } from './strings.js';

/** The HTML shell every route shares: head tags, skip link, announcement, navbar, footer. */
export function Document({ model, children }: { model: PageModel; children: ReactNode }) {
  const { head, chrome } = model;
  const { frame } = useStrings();
  return (
    <html lang={head.lang} data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.keywords ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
        {head.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {head.alternates?.map((alternate) => (
          <link
            key={alternate.hreflang}
            rel="alternate"
            hrefLang={alternate.hreflang}
            href={alternate.href}
          />
        ))}
        <meta property="og:type" content={head.ogType} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {head.canonical ? <meta property="og:url" content={head.canonical} /> : null}
        <meta property="og:site_name" content={head.siteName} />
        <meta property="og:locale" content={head.lang.replace('-', '_')} />
        {head.image ? <meta property="og:image" content={head.image} /> : null}
        <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
        {head.image ? <meta name="twitter:image" content={head.image} /> : null}
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: head.themeScript }} />
        <link rel="icon" href={head.iconHref} type={head.iconType} />
        <link rel="stylesheet" href={head.cssHref} />
        <script type="module" src={head.scriptHref} />
        {head.versionsScriptHref ? <script type="module" src={head.versionsScriptHref} /> : null}
        <ConfigScripts scripts={head.scripts} position="head" />
      </head>
      <body
        data-base-url={chrome.baseUrl}
        data-docs-version={
          model.layout === 'doc' || model.layout === 'cards' ? chrome.docsVersion : undefined
        }
      >
        <a className="skip-link" href="#conteudo">
          {frame.skipToContent}
        </a>
        <BaseUrlBanner baseUrl={chrome.baseUrl} />
        {chrome.announcement ? <AnnouncementBar announcement={chrome.announcement} /> : null}
        <Navbar chrome={chrome} lang={head.lang} />
        {chrome.versionBanner ? <VersionBanner banner={chrome.versionBanner} /> : null}
        {children}
        <Footer chrome={chrome} />
        <Drawer chrome={chrome} sidebar={'sidebar' in model ? model.sidebar : undefined} />
        <ConfigScripts scripts={head.scripts} position="body" />
      </body>
    </html>
  );
}
