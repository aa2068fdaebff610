import type { DocPageModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';
import { Message } from './Message.js';

const PENCIL = 'M4 20h4L19 9l-4-4L4 16v4Zm10-14 4 4';

/**
 * "Edit this page" (`frame.editPage`) and the last update's date below a docs page, when the
 * config asks for them.
 */
export function DocMeta({ model }: { model: Pick<DocPageModel, 'editHref' | 'lastUpdated'> }) {
  const { frame } = useStrings();
  if (!model.editHref && !model.lastUpdated) return null;
  return (
    <div className="doc-meta">
      {model.editHref ? (
        <a className="doc-meta__edit" href={model.editHref}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={PENCIL}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {frame.editPage}
        </a>
      ) : null}
      {model.lastUpdated ? (
        <p className="doc-meta__updated">
          <Message
            text={frame.lastUpdated}
            values={{
              date: <time dateTime={model.lastUpdated.iso}>{model.lastUpdated.text}</time>,
            }}
          />
        </p>
      ) : null}
    </div>
  );
}
