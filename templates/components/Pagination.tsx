import type { LinkModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';

export function Pagination({
  prev,
  next,
}: {
  prev: LinkModel | undefined;
  next: LinkModel | undefined;
}) {
  const { frame } = useStrings();
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label={frame.pagination}>
      {prev ? (
        <a className="pagination__link pagination__link--prev" href={prev.href} rel="prev">
          <span className="pagination__label">{frame.previous}</span>
          <span className="pagination__title">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination__link pagination__link--next" href={next.href} rel="next">
          <span className="pagination__label">{frame.next}</span>
          <span className="pagination__title">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
