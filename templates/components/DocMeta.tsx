import type { DocPageModel } from '../../src/shared/view-models.js';

const PENCIL = 'M4 20h4L19 9l-4-4L4 16v4Zm10-14 4 4';

/** "Editar esta página" and "Atualizado em …" below a docs page, when the config asks for them. */
export function DocMeta({ model }: { model: Pick<DocPageModel, 'editHref' | 'lastUpdated'> }) {
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
          Editar esta página
        </a>
      ) : null}
      {model.lastUpdated ? (
        <p className="doc-meta__updated">
          Atualizado em <time dateTime={model.lastUpdated.iso}>{model.lastUpdated.text}</time>
        </p>
      ) : null}
    </div>
  );
}
