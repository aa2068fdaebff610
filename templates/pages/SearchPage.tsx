import { Fragment } from 'react';
import type { SearchPageModel } from '../../src/shared/view-models.js';
import { Message } from '../components/Message.js';
import { SearchIcon } from '../components/SearchBox.js';
import { useStrings } from '../strings.js';

/**
 * The search page (`/buscar/`): how to search, and the whole site map, so the search box leads
 * somewhere without JavaScript.
 */
export function SearchPage({ model }: { model: SearchPageModel }) {
  const { frame, pages } = useStrings();
  const keys = (...names: string[]) =>
    names.map((name, i) => (
      <Fragment key={name}>
        {i > 0 ? ' + ' : null}
        <kbd>{name}</kbd>
      </Fragment>
    ));
  return (
    <main id="conteudo" className="page search-page" tabIndex={-1}>
      <h1>{pages.searchTitle}</h1>
      <p>
        <Message
          text={pages.searchWithScript}
          values={{
            box: <strong>{frame.search}</strong>,
            ctrlK: keys('Ctrl', 'K'),
            cmdK: keys('⌘', 'K'),
            slash: keys('/'),
          }}
        />
      </p>
      <p>
        <Message text={pages.searchWithoutScript} values={{ ctrlF: keys('Ctrl', 'F') }} />
      </p>
      <nav aria-labelledby="search-page-map" className="search-page__map">
        <h2 id="search-page-map">
          <SearchIcon /> {pages.siteMap}
        </h2>
        {model.groups.map((group) => (
          <section key={group.title} className="search-page__group" aria-label={group.title}>
            <h3>{group.href ? <a href={group.href}>{group.title}</a> : group.title}</h3>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                  {link.detail ? <code className="search-page__detail">{link.detail}</code> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </main>
  );
}
