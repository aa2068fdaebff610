import { useStrings } from '../strings.js';

/**
 * Atop an unlisted doc (`unlisted: true`), as Docusaurus shows one: the page is reachable by its
 * link alone. Laid out as a warning admonition.
 */
export function UnlistedNotice() {
  const { frame } = useStrings();
  return (
    <aside className="admonition admonition--warning" role="note" aria-label={frame.unlistedTitle}>
      <p className="admonition__title">{frame.unlistedTitle}</p>
      <div className="admonition__content">
        <p>{frame.unlistedText}</p>
      </div>
    </aside>
  );
}
