import { attr } from '../../src/shared/attributes.js';
import { useStrings } from '../strings.js';

/** The magnifier of the search box and the search page. */
export function SearchIcon() {
  return (
    <svg className="search-box__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The navbar's search box: a link to the search page (site map) that works without JavaScript.
 * The client script turns it into a button that opens the search dialog (src/client/search/).
 */
export function SearchBox({ href }: { href: string }) {
  const { frame } = useStrings();
  return (
    <a className="search-box" href={href} {...{ [attr.searchOpen]: '' }}>
      <SearchIcon />
      <span className="search-box__label">{frame.search}</span>
    </a>
  );
}
