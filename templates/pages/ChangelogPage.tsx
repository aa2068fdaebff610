import type { ChangelogPageModel, ChangeTextModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';

function Text({ parts }: { parts: ChangeTextModel }) {
  return (
    <>
      {parts.map((part, i) =>
        part.code ? <code key={i}>{part.text}</code> : <span key={i}>{part.text}</span>,
      )}
    </>
  );
}

/** `/api/changelog/`: each pair of versions, its operations, each change with its level. */
export function ChangelogPage({ model }: { model: ChangelogPageModel }) {
  const { page } = useStrings().changelog;
  return (
    <main id="conteudo" className="page changelog" tabIndex={-1}>
      <article className="markdown">
        <h1>{model.title}</h1>
        {model.pairs.length > 1 ? (
          <nav aria-label={page.comparedVersions}>
            <ul>
              {model.pairs.map((pair) => (
                <li key={pair.id}>
                  <a href={`#${pair.id}`}>{pair.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {model.pairs.map((pair) => (
          <section key={pair.id} aria-labelledby={pair.id}>
            <h2 id={pair.id}>{pair.title}</h2>
            <p className="changelog__summary">{pair.summary}.</p>
            {pair.operations.length === 0 ? <p>{page.noChanges}</p> : null}
            {pair.operations.map((op) => (
              <section key={op.key} className="changelog__operation">
                <h3>
                  <code>{op.key}</code>
                  {op.summary ? <span className="changelog__op-summary"> {op.summary}</span> : null}
                </h3>
                {op.before || op.after ? (
                  <p className="changelog__links">
                    {page.seeOperation}{' '}
                    {op.before ? <a href={op.before.href}>{op.before.label}</a> : null}
                    {op.before && op.after ? page.and : null}
                    {op.after ? <a href={op.after.href}>{op.after.label}</a> : null}.
                  </p>
                ) : null}
                <ul className="changelog__changes">
                  {op.changes.map((change, i) => (
                    <li key={i} className={`changelog__change changelog__change--${change.level}`}>
                      <span className="changelog__level">{change.levelLabel}</span>{' '}
                      <Text parts={change.text} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
