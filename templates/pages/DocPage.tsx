import type { DocPageModel } from '../../src/shared/view-models.js';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { DocMeta } from '../components/DocMeta.js';
import { DocTags } from '../components/DocTags.js';
import { UnlistedNotice } from '../components/UnlistedNotice.js';
import { UntranslatedNotice } from '../components/UntranslatedNotice.js';
import { Pagination } from '../components/Pagination.js';
import { Toc } from '../components/Toc.js';
import { DocLayout } from '../layouts/DocLayout.js';
import { useStrings } from '../strings.js';

export function DocPage({ model }: { model: DocPageModel }) {
  const { frame } = useStrings();
  return (
    <DocLayout sidebar={model.sidebar}>
      <div className="doc">
        <div className="doc__body">
          <Breadcrumbs items={model.breadcrumbs} />
          <div className="page-actions">
            <a className="page-actions__link" href={model.markdownHref} type="text/markdown">
              {frame.viewMarkdown}
            </a>
            <button
              type="button"
              className="page-actions__button js-only"
              data-copy-markdown={model.markdownHref}
            >
              {frame.copyMarkdown}
            </button>
            <span className="visually-hidden" role="status" />
          </div>
          {model.unlisted ? <UnlistedNotice /> : null}
          {model.untranslated ? <UntranslatedNotice from={model.untranslated} /> : null}
          {model.title ? (
            <article className="markdown" lang={model.untranslated?.lang}>
              <h1 className={model.titleHidden ? 'visually-hidden' : undefined}>{model.title}</h1>
              <div dangerouslySetInnerHTML={{ __html: model.html }} />
            </article>
          ) : (
            <article
              className="markdown"
              lang={model.untranslated?.lang}
              dangerouslySetInnerHTML={{ __html: model.html }}
            />
          )}
          {model.tags ? <DocTags tags={model.tags} /> : null}
          <DocMeta model={model} />
          <Pagination prev={model.prev} next={model.next} />
        </div>
        <Toc items={model.toc} />
      </div>
    </DocLayout>
  );
}
