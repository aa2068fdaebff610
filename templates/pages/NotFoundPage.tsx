import type { NotFoundPageModel } from '../../src/shared/view-models.js';

export function NotFoundPage({ model }: { model: NotFoundPageModel }) {
  return (
    <main id="conteudo" className="page not-found" tabIndex={-1}>
      <h1>Página não encontrada</h1>
      <p>Não encontramos o que você estava procurando.</p>
      <p>
        Entre em contato com o proprietário do site que trouxe você até aqui e informe que o link
        está quebrado.
      </p>
      <p className="not-found__actions">
        <a className="button button--primary" href={model.homeHref}>
          Voltar para o início
        </a>
        {model.docsHref ? (
          <a className="button button--secondary" href={model.docsHref}>
            Ir para a documentação
          </a>
        ) : null}
      </p>
    </main>
  );
}
