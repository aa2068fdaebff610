import type { DocPageModel } from '../../src/shared/view-models.js';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { DocMeta } from '../components/DocMeta.js';
import { Pagination } from '../components/Pagination.js';
import { Toc } from '../components/Toc.js';
import { DocLayout } from '../layouts/DocLayout.js';

export function DocPage({ model }: { model: DocPageModel }) {
  return (
    <DocLayout sidebar={model.sidebar}>
      <div className="doc">
        <div className="doc__body">
          <Breadcrumbs items={model.breadcrumbs} />
          <div className="page-actions">
            <a className="page-actions__link" href={model.markdownHref} type="text/markdown">
              Ver como Markdown
            </a>
            <button
              type="button"
              className="page-actions__button js-only"
              data-copy-markdown={model.markdownHref}
            >
              Copiar como Markdown
            </button>
            <span className="visually-hidden" role="status" />
          </div>
          <article className="markdown" dangerouslySetInnerHTML={{ __html: model.html }} />
          <DocMeta model={model} />
          <Pagination prev={model.prev} next={model.next} />
        </div>
        <Toc items={model.toc} />
      </div>
    </DocLayout>
  );
}
