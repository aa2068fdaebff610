import type { ChromeModel } from '../../src/shared/view-models.js';
import { fill } from '../../src/shared/i18n/message.js';
import { VERSION_MENU } from '../../src/shared/versions.js';
import { useStrings } from '../strings.js';
import { NavLink } from './NavLink.js';
import { SearchBox } from './SearchBox.js';

/** The icons' paths (24×24). */
const GLOBE =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6' +
  'A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14' +
  'a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.6' +
  'A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12' +
  'c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4' +
  'h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Z' +
  'm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z';
const SUN_RAYS =
  'M12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8' +
  'l1.4-1.4M18.4 5.6l1.4-1.4';

/** The navbar; `lang`: the page's language, the one its language menu marks current. */
export function Navbar({ chrome, lang }: { chrome: ChromeModel; lang: string }) {
  const { frame } = useStrings();
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={frame.mainNav}>
        <button
          type="button"
          className="navbar__menu js-only"
          data-menu-toggle
          aria-haspopup="dialog"
          aria-expanded="false"
          aria-controls="drawer"
          aria-label={frame.openMenu}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <a className="navbar__brand" href={chrome.homeHref}>
          {chrome.logo ? (
            <img
              className="navbar__logo"
              src={chrome.logo.src}
              alt={chrome.logo.alt}
              width={chrome.logo.width}
              height={chrome.logo.height}
            />
          ) : null}
          <span>{chrome.siteTitle}</span>
        </a>
        <ul className="navbar__items" id="navbar-items">
          {chrome.navItems.map((item) => (
            <li key={item.href}>
              <NavLink link={item} className="navbar__link" />
            </li>
          ))}
        </ul>
        <div className="navbar__tools">
          <SearchBox href={chrome.searchHref} />
          {chrome.versionMenu ? <VersionMenu menu={chrome.versionMenu} /> : null}
          <details className="dropdown">
            <summary aria-label={fill(frame.language, { language: chrome.localeLabel })}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path fill="currentColor" d={GLOBE} />
              </svg>
              <span className="dropdown__label">{chrome.localeLabel}</span>
            </summary>
            <ul className="dropdown__menu">
              {chrome.languageMenu ? (
                chrome.languageMenu.map((language) => (
                  <li key={language.lang}>
                    <a
                      href={language.href}
                      lang={language.lang}
                      hrefLang={language.lang}
                      aria-current={language.current ? 'true' : undefined}
                      className={language.current ? 'is-active' : undefined}
                    >
                      {language.label}
                    </a>
                  </li>
                ))
              ) : (
                <li>
                  <a href={chrome.localeHref} lang={lang} aria-current="true" className="is-active">
                    {chrome.localeLabel}
                  </a>
                </li>
              )}
            </ul>
          </details>
          {chrome.colorModeSwitch ? (
            <button
              type="button"
              className="theme-toggle js-only"
              data-theme-toggle
              aria-label={frame.themeToggle}
              aria-pressed="false"
            >
              <svg
                className="theme-toggle__sun"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                aria-hidden="true"
              >
                <circle cx="12" cy="12" r="5" fill="currentColor" />
                <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d={SUN_RAYS} />
              </svg>
              <svg
                className="theme-toggle__moon"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                aria-hidden="true"
              >
                <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
              </svg>
            </button>
          ) : null}
        </div>
      </nav>
    </header>
  );
}

/** Every version's link to this page (or its docs): plain links, a `<details>` menu. */
function VersionMenu({ menu }: { menu: NonNullable<ChromeModel['versionMenu']> }) {
  const { frame } = useStrings();
  return (
    <details
      className="dropdown dropdown--versions"
      {...{ [VERSION_MENU.menu]: '', ...(menu.outside ? { [VERSION_MENU.outside]: '' } : {}) }}
    >
      <summary aria-label={fill(frame.version, { version: menu.label })}>
        <span className="dropdown__label dropdown__label--always">{menu.label}</span>
      </summary>
      <ul className="dropdown__menu">
        {menu.items.map((item) => (
          <li key={item.name}>
            <a
              href={item.href}
              aria-current={item.current ? 'true' : undefined}
              className={item.current ? 'is-active' : undefined}
              {...{
                [VERSION_MENU.name]: item.name,
                [VERSION_MENU.docs]: item.docsHref,
                ...(item.apiHref ? { [VERSION_MENU.api]: item.apiHref } : {}),
                ...(item.samePage ? { [VERSION_MENU.samePage]: '' } : {}),
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
        {menu.changelogHref ? (
          <li className="dropdown__separated">
            <a href={menu.changelogHref}>{frame.apiChanges}</a>
          </li>
        ) : null}
      </ul>
    </details>
  );
}
