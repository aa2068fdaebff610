import type { LinkModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';

/** The mark after an external link's text: an arrow out of a box (decorative). */
function ExternalMark() {
  return (
    <svg className="external-mark" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path
        d="M5 2H2v8h8V7M7 1h4v4M11 1 5.5 6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A link that opens external targets in a new tab, safely, with a mark that says so (and the same
 * in words, for screen readers).
 */
export function NavLink({ link, className }: { link: LinkModel; className?: string }) {
  const { frame } = useStrings();
  const classes =
    [className, link.active ? 'is-active' : undefined].filter(Boolean).join(' ') || undefined;
  if (link.external) {
    return (
      <a className={classes} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <ExternalMark />
        <span className="visually-hidden"> {frame.opensInNewTab}</span>
      </a>
    );
  }
  return (
    <a className={classes} href={link.href} aria-current={link.active ? 'true' : undefined}>
      {link.label}
    </a>
  );
}
