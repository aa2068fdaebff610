import type { LinkModel } from '../../src/shared/view-models.js';

export function Pagination({
  prev,
  next,
}: {
  prev: LinkModel | undefined;
  next: LinkModel | undefined;
}) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label="Páginas da documentação">
      {prev ? (
        <a className="pagination__link pagination__link--prev" href={prev.href} rel="prev">
          <span className="pagination__label">Anterior</span>
          <span className="pagination__title">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination__link pagination__link--next" href={next.href} rel="next">
          <span className="pagination__label">Próxima</span>
          <span className="pagination__title">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
