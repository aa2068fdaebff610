import type { TocItemModel } from '../../src/shared/view-models.js';

/** "Nesta página": a disclosure on narrow screens, a sticky column on wide ones. */
export function Toc({ items }: { items: TocItemModel[] }) {
  if (items.length === 0) return null;
  const top = Math.min(...items.map((i) => i.depth));
  return (
    <aside className="toc" aria-label="Nesta página">
      <details className="toc__details" open>
        <summary className="toc__title">Nesta página</summary>
        <ul className="toc__list">
          {items.map((item) => (
            <li key={item.id} className={`toc__item toc__item--${item.depth - top + 1}`}>
              <a href={`#${item.id}`}>{item.text}</a>
            </li>
          ))}
        </ul>
      </details>
    </aside>
  );
}
