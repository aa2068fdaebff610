import type { ChromeModel } from '../../src/shared/view-models.js';
import { NavLink } from './NavLink.js';

/** The footer's link groups and copyright; nothing when the config gives neither. */
export function Footer({ chrome }: { chrome: ChromeModel }) {
  if (chrome.footerGroups.length === 0 && !chrome.copyright) return null;
  return (
    <footer className="footer">
      <div className="footer__groups">
        {chrome.footerGroups.map((group) => (
          <nav key={group.title} className="footer__group" aria-label={group.title}>
            <h2 className="footer__title">{group.title}</h2>
            <ul>
              {group.items.map((item) => (
                <li key={item.href + item.label}>
                  <NavLink link={item} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {chrome.copyright ? <p className="footer__copyright">{chrome.copyright}</p> : null}
    </footer>
  );
}
