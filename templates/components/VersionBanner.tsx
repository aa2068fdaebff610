import type { VersionBannerModel } from '../../src/shared/view-models.js';

/** Atop the pages of a version other than the last: what it is, and the same page in the last. */
export function VersionBanner({ banner }: { banner: VersionBannerModel }) {
  return (
    <aside className="version-banner" aria-label="Aviso de versão" data-version-banner>
      <p className="version-banner__text">
        {banner.kind === 'unreleased' ? (
          <>
            Esta documentação é de uma versão ainda não lançada: <strong>{banner.version}</strong>.
          </>
        ) : (
          <>
            Esta documentação é da versão <strong>{banner.version}</strong>, que não é mais mantida.
          </>
        )}{' '}
        Veja esta página na <a href={banner.lastHref}>versão mais recente ({banner.lastLabel})</a>.
      </p>
    </aside>
  );
}
