import type { VersionBannerModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';
import { Message } from './Message.js';

/** Atop the pages of a version other than the last: what it is, and the same page in the last. */
export function VersionBanner({ banner }: { banner: VersionBannerModel }) {
  const { frame } = useStrings();
  const version = <strong>{banner.version}</strong>;
  return (
    <aside className="version-banner" aria-label={frame.versionNotice} data-version-banner>
      <p className="version-banner__text">
        <Message
          text={banner.kind === 'unreleased' ? frame.versionUnreleased : frame.versionUnmaintained}
          values={{ version }}
        />{' '}
        <Message
          text={frame.versionSeeLatest}
          values={{
            link: (
              <a href={banner.lastHref}>
                <Message text={frame.versionLatest} values={{ version: banner.lastLabel }} />
              </a>
            ),
          }}
        />
      </p>
    </aside>
  );
}
