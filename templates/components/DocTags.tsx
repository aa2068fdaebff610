import { Fragment } from 'react';
import type { LinkModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';

/** A doc's tags, below its text: each leads to the page of the docs that carry it. */
export function DocTags({ tags }: { tags: LinkModel[] }) {
  const { frame } = useStrings();
  return (
    <nav className="doc-meta" aria-label={frame.tags}>
      <p>
        {frame.tagsIntro}{' '}
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
