import type { ApiPageView } from '../../src/shared/api-view-models.js';
import { fill } from '../../src/shared/i18n/message.js';
import type { ApiPageModel } from '../../src/shared/view-models.js';
import { useStrings } from '../strings.js';
import { Anchor, Html } from './Anchor.js';
import { ApiNav } from './ApiNav.js';
import { Intro } from './Intro.js';
import { ExternalDocs } from './Links.js';
import { OperationSlot, SchemaSlot } from './SectionSlot.js';

/** From this many named parts (one a line), the list is folded under a summary. */
const FOLD_NAMED_PARTS_FROM = 7;

/**
 * Links to the parts of a tag or of the schemas cut into several pages, this one marked (a part of
 * the schemas with its first and last name); nothing otherwise. A long list of named parts is
 * folded (`<details>`, no script needed): its summary says which part this is, so the reference
 * starts right under the heading, on a phone too.
 */
function Parts({ section, parts }: { section: string; parts: ApiPageView['parts'] }) {
  const { page } = useStrings().reference;
  if (parts.length === 0) return null;
  const named = parts.some((p) => p.names);
  const intro = fill(page.partsIntro, { count: parts.length });
  const list = (
    <ol>
      {parts.map((p) => (
        <li key={p.href}>
          <a href={p.href} aria-current={p.current ? 'page' : undefined}>
            {p.label}
          </a>
          {p.names ? <span className="api-parts__names"> ({p.names})</span> : null}
        </li>
      ))}
    </ol>
  );
  const current = parts.find((p) => p.current);
  return (
    <nav
      className={named ? 'api-parts api-parts--named' : 'api-parts'}
      aria-label={fill(page.partsLabel, { section })}
    >
      {named && parts.length >= FOLD_NAMED_PARTS_FROM ? (
        <details>
          <summary>
            {intro}
            {current ? fill(page.partsCurrent, { part: current.label.toLowerCase() }) : ''}
            {current?.names ? ` (${current.names})` : ''}
          </summary>
          {list}
        </details>
      ) : (
        <>
          <p>{intro}:</p>
          {list}
        </>
      )}
    </nav>
  );
}

/** The API reference: navigation | reference | dark samples panel. */
export function ApiPage({ model }: { model: ApiPageModel }) {
  const { page } = useStrings().reference;
  const { api } = model;
  return (
    <div className="api" data-api data-api-overview={api.overview}>
      <ApiNav api={api} />
      <main className="api__main" id="conteudo" tabIndex={-1}>
        <div className="api-island" data-island="api" data-try-it-src={api.tryIt} />
        <header className="api-row api-row--wide api-header">
          <div className="api-row__main">
            <h1>
              {api.title} {api.version ? <span className="api-version">{api.version}</span> : null}
            </h1>
          </div>
        </header>
        {api.intro ? <Intro api={api} /> : null}
        {api.pageLinks.length > 0 && api.intro ? (
          <section className="api-row api-row--wide" aria-labelledby="secao/secoes-title">
            <div className="api-row__main">
              <h2 id="secao/secoes-title">
                {`${page.sections} `}
                <Anchor id="secao/secoes-title" label={page.sections} />
              </h2>
              <ul className="api-cards">
                {api.pageLinks
                  .filter((l) => !l.current)
                  .map((l) => (
                    <li key={l.href}>
                      <a href={l.href}>{l.label}</a>
                      {l.count !== undefined
                        ? fill(l.count === 1 ? page.operationCountOne : page.operationCount, {
                            count: l.count,
                          })
                        : ''}
                      <Html html={l.descriptionHtml} />
                    </li>
                  ))}
              </ul>
            </div>
          </section>
        ) : null}
        {api.tags.map((tag) => {
          const id = `tag/${tag.slug}`;
          return (
            <div className="api-tag" key={tag.slug}>
              <section className="api-row" id={id} aria-labelledby={`${id}-title`}>
                <div className="api-row__main">
                  <h2 id={`${id}-title`}>
                    {tag.name} <Anchor id={id} label={tag.name} />
                  </h2>
                  <Html html={tag.descriptionHtml} />
                  <ExternalDocs link={tag.externalDocs} />
                  <Parts section={tag.name} parts={api.parts} />
                </div>
              </section>
              {tag.operations.map((op) => (
                <OperationSlot
                  key={op.id}
                  op={op}
                  schemaPages={api.schemaPages}
                  tryIt={api.tryIt !== undefined}
                />
              ))}
            </div>
          );
        })}
        {api.webhooks.length > 0 ? (
          <div className="api-tag">
            <section className="api-row" id="secao/webhooks" aria-labelledby="secao/webhooks-title">
              <div className="api-row__main">
                <h2 id="secao/webhooks-title">
                  {`${page.webhooks} `}
                  <Anchor id="secao/webhooks" label={page.webhooks} />
                </h2>
              </div>
            </section>
            {api.webhooks.map((op) => (
              <OperationSlot key={op.id} op={op} schemaPages={api.schemaPages} />
            ))}
          </div>
        ) : null}
        {api.schemas.length > 0 ? (
          <section
            className="api-row api-row--wide"
            id="secao/schemas"
            aria-labelledby="secao/schemas-title"
          >
            <div className="api-row__main">
              <h2 id="secao/schemas-title">
                {`${page.schemas} `}
                <Anchor id="secao/schemas" label={page.schemas} />
              </h2>
              <Parts section={page.schemas} parts={api.parts} />
              {api.schemas.map((s) => (
                <SchemaSlot key={s.name} entry={s} schemaPages={api.schemaPages} />
              ))}
            </div>
          </section>
        ) : null}
        {api.idRoutes ? <JsonData attribute="data-api-routes" value={api.idRoutes} /> : null}
        {api.redocAliases && Object.keys(api.redocAliases).length > 0 ? (
          <JsonData attribute="data-api-aliases" value={api.redocAliases} />
        ) : null}
      </main>
    </div>
  );
}

/** Data for the client script, as JSON no `</script>` inside can end. */
function JsonData({ attribute, value }: { attribute: string; value: Record<string, string> }) {
  return (
    <script
      type="application/json"
      {...{ [attribute]: true }}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, '\\u003c') }}
    />
  );
}
