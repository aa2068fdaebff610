import type { DocPageModel } from '../../src/shared/view-models.js';
import { Pagination } from '../components/Pagination.js';
import { Toc } from '../components/Toc.js';
import { DocLayout } from '../layouts/DocLayout.js';

export function DocPage({ model }: { model: DocPageModel }) {
  return (
    <DocLayout sidebar={model.sidebar}>
      <div className="doc">
        <div className="doc__body">
          <article className="markdown" dangerouslySetInnerHTML={{ __html: model.html }} />
          <Pagination prev={model.prev} next={model.next} />
        </div>
        <Toc items={model.toc} />
      </div>
    </DocLayout>
  );
}
