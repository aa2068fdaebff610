import type { ChromeModel } from '../../src/shared/view-models.js';

export function AnnouncementBar({
  announcement,
}: {
  announcement: NonNullable<ChromeModel['announcement']>;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div with role=region is that landmark
    <div
      className="announcement"
      role="region"
      aria-label="Aviso"
      data-announcement={announcement.id}
    >
      <p className="announcement__text" dangerouslySetInnerHTML={{ __html: announcement.html }} />
      {announcement.closeable ? (
        <button
          type="button"
          className="announcement__close js-only"
          data-announcement-close
          aria-label="Fechar aviso"
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
