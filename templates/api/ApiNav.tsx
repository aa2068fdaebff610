import type { ApiPageView } from '../../src/shared/api-view-models.js';
import { useStrings } from '../strings.js';
import { MethodBadge } from './Anchor.js';

/**
 * Left column: tags and their operations; a `<details>` so phones can fold it (open without JS).
 * On phones it stays under the navbar wherever the reader is, with a link back to the top.
 */
export function ApiNav({ api }: { api: ApiPageView }) {
  const { reference } = useStrings();
  return (
    <nav className="api-nav" aria-label={reference.navLabel}>
      <a className="api-nav__top" href="#conteudo">
        {reference.page.backToTop}
      </a>
      <details className="api-nav__details" open data-api-nav>
        <summary className="api-nav__summary">{reference.page.navSummary}</summary>
        <ul className="api-nav__list">
          {api.pageLinks.map((l) => (
            <li key={l.href}>
              <a
                className="api-nav__tag"
                href={l.href}
                aria-current={l.current ? 'page' : undefined}
              >
                {l.label}
              </a>
            </li>
          ))}
          {api.nav.map((tag) => (
            <li key={tag.href}>
              <a className="api-nav__tag" href={tag.href} data-api-nav-link>
                {tag.name}
              </a>
              {tag.operations.length > 0 ? (
                <ul>
                  {tag.operations.map((op) => (
                    <li key={op.id}>
                      <a
                        className={
                          op.deprecated ? 'api-nav__op api-nav__op--deprecated' : 'api-nav__op'
                        }
                        href={op.href}
                        data-api-nav-link
                      >
                        <MethodBadge method={op.method} /> <span>{op.summary}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
