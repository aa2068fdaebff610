import type { MarkdownPageModel } from '../../src/shared/view-models.js';
import { UntranslatedNotice } from '../components/UntranslatedNotice.js';

export function MarkdownPage({ model }: { model: MarkdownPageModel }) {
  return (
    <main id="conteudo" className="page" tabIndex={-1}>
      {model.untranslated ? <UntranslatedNotice from={model.untranslated} /> : null}
      <article
        className="markdown"
        lang={model.untranslated?.lang}
        dangerouslySetInnerHTML={{ __html: model.html }}
      />
    </main>
  );
}
