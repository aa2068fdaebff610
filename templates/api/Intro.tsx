import { Fragment } from 'react';
import type { ApiPageView, SecuritySchemeView } from '../../src/shared/api-view-models.js';
import { Anchor, Html, SectionHeading } from './Anchor.js';
import { SpecLink } from './Links.js';
import { ServerList } from './Servers.js';

function Scheme({ s }: { s: SecuritySchemeView }) {
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
          <SectionHeading id={`${id}/fluxo-${f.kind}`} label={`Fluxo ${f.label}`} />
          <dl className="api-dl">
            {f.authorizationUrl ? (
              <>
                <dt>URL de autorização</dt>
                <dd>
                  <code>{f.authorizationUrl}</code>
                </dd>
              </>
            ) : null}
            {f.tokenUrl ? (
              <>
                <dt>URL do token</dt>
                <dd>
                  <code>{f.tokenUrl}</code>
                </dd>
              </>
            ) : null}
            {f.refreshUrl ? (
              <>
                <dt>URL de renovação</dt>
                <dd>
                  <code>{f.refreshUrl}</code>
                </dd>
              </>
            ) : null}
          </dl>
          {f.pkce ? (
            <p className="api-note">
              PKCE: aplicativos de chave pública, sem segredo, enviam <code>code_challenge</code> na
              autorização e <code>code_verifier</code> na troca do código pelo token.
            </p>
          ) : null}
          {f.scopes.length > 0 ? (
            <div className="api-table-wrap">
              <table className="api-table">
                <caption className="visually-hidden">Escopos do fluxo {f.label}</caption>
                <thead>
                  <tr>
                    <th scope="col">Escopo</th>
                    <th scope="col">Descrição</th>
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
  const intro = api.intro!;
  return (
    <>
      <section className="api-row api-row--wide" id="secao/introducao" aria-label="Introdução">
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
            Servidores <Anchor id="secao/servidores" label="Servidores" />
          </h2>
          {intro.servers.length > 0 ? (
            <ServerList servers={intro.servers} />
          ) : (
            <p>
              A especificação não declara servidores: os exemplos de requisição usam URLs relativas,
              a completar com o endereço da API.
            </p>
          )}
          <p className="api-downloads">
            Baixar a especificação OpenAPI:{' '}
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
              Esquemas de segurança <Anchor id="secao/seguranca" label="Esquemas de segurança" />
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
