import { Fragment } from 'react';
import type { LinkModel } from '../../src/shared/view-models.js';

/** A doc's tags, below its text: each leads to the page of the docs that carry it. */
export function DocTags({ tags }: { tags: LinkModel[] }) {
  return (
    <nav className="doc-meta" aria-label="Marcadores">
      <p>
        Marcadores:{' '}
        {tags.map((tag, i) => (
          <Fragment key={tag.href}>
            {i > 0 ? ' · ' : null}
            <a href={tag.href} rel="tag">
              {tag.label}
            </a>
          </Fragment>
        ))}
      </p>
    </nav>
  );
}
