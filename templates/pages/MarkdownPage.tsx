import type { MarkdownPageModel } from '../../src/shared/view-models.js';

export function MarkdownPage({ model }: { model: MarkdownPageModel }) {
  return (
    <main id="conteudo" className="page" tabIndex={-1}>
      <article className="markdown" dangerouslySetInnerHTML={{ __html: model.html }} />
    </main>
  );
}
