import type { NotFoundPageModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';

export function NotFoundPage({ model }: { model: NotFoundPageModel }) {
  const { pages } = useStrings();
  return (
    <main id="conteudo" className="page not-found" tabIndex={-1}>
      <h1>{pages.notFoundTitle}</h1>
      <p>{pages.notFoundText}</p>
      <p>{pages.notFoundHelp}</p>
      <p className="not-found__actions">
        <a className="button button--primary" href={model.homeHref}>
          {pages.notFoundHome}
        </a>
        {model.docsHref ? (
          <a className="button button--secondary" href={model.docsHref}>
            {pages.notFoundDocs}
          </a>
        ) : null}
      </p>
    </main>
  );
}
