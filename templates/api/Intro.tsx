import { Fragment } from 'react';
import { fill } from '../../src/shared/i18n/message.js';
import type { ApiPageView, SecuritySchemeView } from '../../src/shared/api-view-models.js';
import { Anchor, Html, SectionHeading } from './Anchor.js';
import { SpecLink } from './Links.js';
import { ServerList } from './Servers.js';
import { fillParts } from './Message.js';
import { useStrings } from '../strings.js';

function Scheme({ s }: { s: SecuritySchemeView }) {
  const { security } = useStrings().reference;
  const id = `auth/${s.key}`;
  return (
    <div className="api-scheme" id={id}>
      <h3>
        {s.key} <span className="api-flag">{s.typeLabel}</span> <Anchor id={id} label={s.key} />
      </h3>
      <Html html={s.descriptionHtml} />
      <ul>
        {s.details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      {s.flows.map((f) => (
        <div className="api-flow" key={f.kind}>
          <SectionHeading
            id={`${id}/fluxo-${f.kind}`}
            label={fill(security.flow, { flow: f.label })}
          />
          <dl className="api-dl">
            {f.authorizationUrl ? (
              <>
                <dt>{security.authorizationUrl}</dt>
                <dd>
                  <code>{f.authorizationUrl}</code>
                </dd>
              </>
            ) : null}
            {f.tokenUrl ? (
              <>
                <dt>{security.tokenUrl}</dt>
                <dd>
                  <code>{f.tokenUrl}</code>
                </dd>
              </>
            ) : null}
            {f.refreshUrl ? (
              <>
                <dt>{security.refreshUrl}</dt>
                <dd>
                  <code>{f.refreshUrl}</code>
                </dd>
              </>
            ) : null}
          </dl>
          {f.pkce ? (
            <p className="api-note">
              {security.pkceBefore}
              <code>code_challenge</code>
              {security.pkceMiddle}
              <code>code_verifier</code>
              {security.pkceAfter}
            </p>
          ) : null}
          {f.scopes.length > 0 ? (
            <div className="api-table-wrap">
              <table className="api-table">
                <caption className="visually-hidden">
                  {fillParts(security.scopesCaption, { flow: f.label })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{security.scope}</th>
                    <th scope="col">{security.description}</th>
                  </tr>
                </thead>
                <tbody>
                  {f.scopes.map((sc) => (
                    <tr key={sc.name}>
                      <td>
                        <code>{sc.name}</code>
                      </td>
                      <td>{sc.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** The introduction: description, servers, downloads and the authentication section. */
export function Intro({ api }: { api: ApiPageView }) {
  const { page, security } = useStrings().reference;
  const intro = api.intro!;
  return (
    <>
      <section
        className="api-row api-row--wide"
        id="secao/introducao"
        aria-label={page.introduction}
      >
        <div className="api-row__main">
          {intro.about.summary ? <p className="api-summary">{intro.about.summary}</p> : null}
          <Html html={intro.descriptionHtml} />
          {intro.about.facts.length > 0 ? (
            <dl className="api-about">
              {intro.about.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>
                    {fact.links.map((link, i) => (
                      <Fragment key={i}>
                        {i > 0 ? ' · ' : null}
                        <SpecLink link={link} />
                      </Fragment>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <h2 id="secao/servidores">
            {`${page.servers} `}
            <Anchor id="secao/servidores" label={page.servers} />
          </h2>
          {intro.servers.length > 0 ? (
            <ServerList servers={intro.servers} />
          ) : (
            <p>{page.noServers}</p>
          )}
          <p className="api-downloads">
            {page.download}{' '}
            {api.downloads.yaml && (
              <>
                <a href={api.downloads.yaml} download>
                  YAML
                </a>{' '}
                ·{' '}
              </>
            )}
            <a href={api.downloads.json} download>
              JSON
            </a>
          </p>
        </div>
      </section>
      {intro.securitySchemes.length > 0 ? (
        <section
          className="api-row api-row--wide"
          id="secao/seguranca"
          aria-labelledby="secao/seguranca-title"
        >
          <div className="api-row__main">
            <h2 id="secao/seguranca-title">
              {`${security.title} `}
              <Anchor id="secao/seguranca" label={security.title} />
            </h2>
            {intro.securitySchemes.map((s) => (
              <Scheme key={s.key} s={s} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
