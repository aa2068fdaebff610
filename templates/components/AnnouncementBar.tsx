import type { ChromeModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';

export function AnnouncementBar({
  announcement,
}: {
  announcement: NonNullable<ChromeModel['announcement']>;
}) {
  const { frame } = useStrings();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div with role=region is that landmark
    <div
      className="announcement"
      role="region"
      aria-label={frame.announcement}
      data-announcement={announcement.id}
    >
      <p className="announcement__text" dangerouslySetInnerHTML={{ __html: announcement.html }} />
      {announcement.closeable ? (
        <button
          type="button"
          className="announcement__close js-only"
          data-announcement-close
          aria-label={frame.closeAnnouncement}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
