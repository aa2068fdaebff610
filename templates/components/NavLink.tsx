import type { LinkModel } from '../../src/shared/view-models.js';

/** A link that opens external targets in a new tab, safely. */
export function NavLink({ link, className }: { link: LinkModel; className?: string }) {
  const classes =
    [className, link.active ? 'is-active' : undefined].filter(Boolean).join(' ') || undefined;
  if (link.external) {
    return (
      <a className={classes} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (abre em nova aba)</span>
      </a>
    );
  }
  return (
    <a className={classes} href={link.href} aria-current={link.active ? 'true' : undefined}>
      {link.label}
    </a>
  );
}
