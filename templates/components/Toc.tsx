import type { TocItemModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';

/**
 * "On this page" (`frame.onThisPage`): a closed disclosure on narrow screens, always open as a
 * sticky column on wide ones (CSS).
 */
export function Toc({ items }: { items: TocItemModel[] }) {
  const { frame } = useStrings();
  if (items.length === 0) return null;
  const top = Math.min(...items.map((i) => i.depth));
  return (
    // The links work without the island: if its highlighting fails, nothing is shown about it.
    <aside className="toc" aria-label={frame.onThisPage} data-island="toc" data-island-quiet>
      <details className="toc__details">
        <summary className="toc__title">{frame.onThisPage}</summary>
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
