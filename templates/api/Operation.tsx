import { Fragment } from 'react';
import type {
  MediaView,
  OperationView,
  ParameterView,
  SchemaPages,
} from '../../src/shared/api-view-models.js';
import { Anchor, Html, MethodBadge, SectionHeading } from './Anchor.js';
import { RequestSamples, ResponseExamples } from './Samples.js';
import { SchemaFacts, SchemaTree } from './SchemaTree.js';
import { ExternalDocs } from './Links.js';
import { ServerList } from './Servers.js';
import { ResponseLinks } from './ResponseLinks.js';
import { useStrings } from '../strings.js';
import { fill } from '../../src/shared/i18n/message.js';

function Parameters({
  opId,
  groups,
  schemaPages,
}: {
  opId: string;
  groups: OperationView['parameterGroups'];
  schemaPages: SchemaPages;
}) {
  return (
    <>
      {groups.map((g) => (
        <div className="api-block" key={g.location}>
          <SectionHeading id={`operation/${opId}/parametros-${g.location}`} label={g.label} />
          <ul className="api-props">
            {g.parameters.map((p) => (
              <Parameter key={p.name} p={p} schemaPages={schemaPages} />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function Parameter({ p, schemaPages }: { p: ParameterView; schemaPages: SchemaPages }) {
  const { schema, operation } = useStrings().reference;
  return (
    <li className="api-prop" data-param={`${p.location}:${p.name}`}>
      <code className="api-prop__name">{p.name}</code>{' '}
      {p.schema ? (
        <SchemaFacts schema={p.schema} required={p.required} schemaPages={schemaPages} />
      ) : p.required ? (
        <span className="api-required">{schema.required}</span>
      ) : null}
      {p.deprecated ? <span className="api-flag api-flag--warn">{schema.deprecated}</span> : null}
      {p.example !== undefined ? (
        <span className="api-example">
          {`${schema.example} `}
          <code>{p.example}</code>
        </span>
      ) : null}
      <Html html={p.descriptionHtml} />
      {p.examples.length > 0 ? (
        <div className="api-nested">
          <p className="api-nested__label">{operation.examples}</p>
          <ul className="api-param-examples">
            {p.examples.map((e) => (
              <li key={e.label}>
                {e.label}: <code>{e.value}</code>
                <Html html={e.descriptionHtml} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

function Media({ contents, schemaPages }: { contents: MediaView[]; schemaPages: SchemaPages }) {
  return (
    <>
      {contents.map((c) => (
        <div className="api-media-block" key={c.mediaType} data-media={c.mediaType}>
          <p className="api-media">{c.mediaType}</p>
          {c.schema ? <SchemaTree schema={c.schema} schemaPages={schemaPages} /> : null}
        </div>
      ))}
    </>
  );
}

function Responses({ op, schemaPages }: { op: OperationView; schemaPages: SchemaPages }) {
  const { operation } = useStrings().reference;
  return (
    <div className="api-block">
      <SectionHeading id={`operation/${op.id}/respostas`} label={operation.responses} />
      {op.responses.map((r) => (
        <details
          className={`api-response api-response--${r.status[0]}`}
          key={r.status}
          data-status={r.status}
          open={r.status.startsWith('2')}
        >
          <summary>
            <strong>{r.status}</strong> {r.statusText}
          </summary>
          <Html html={r.descriptionHtml} />
          {r.headers.length > 0 ? (
            <>
              <p className="api-nested__label">{operation.responseHeaders}</p>
              <ul className="api-props">
                {r.headers.map((h) => (
                  <Parameter key={h.name} p={h} schemaPages={schemaPages} />
                ))}
              </ul>
            </>
          ) : null}
          <Media contents={r.contents} schemaPages={schemaPages} />
          <ResponseLinks links={r.links} />
        </details>
      ))}
    </div>
  );
}

/**
 * An operation's path, which may break only after a `/` (`/v1/envelopes/` + `{envelope}/` +
 * `recipients`), never inside a segment (`multiple-fields`); the text is the path as written.
 */
function ApiPath({ path }: { path: string }) {
  const segments = path.split(/(?<=\/)/);
  return (
    <code className="api-path">
      {segments.map((segment, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span>{segment}</span>
        </Fragment>
      ))}
    </code>
  );
}

/**
 * One operation: the middle column (reference) and the dark right panel (samples), side by side.
 * With `tryIt`, an "Experimentar" button opens the console (a chunk loaded on the click) in the
 * panel; without JavaScript it does not show.
 */
export function Operation({
  op,
  schemaPages,
  tryIt = false,
}: {
  op: OperationView;
  schemaPages: SchemaPages;
  tryIt?: boolean;
}) {
  const { operation, schema, security } = useStrings().reference;
  const id = `operation/${op.id}`;
  const title = op.summary || `${op.method.toUpperCase()} ${op.path}`;
  const kind =
    op.kind !== 'operation' ? <span className="api-flag">{operation[op.kind]}</span> : null;
  const Heading = op.kind === 'callback' ? 'h4' : 'h3';
  return (
    <section
      className="api-row api-op"
      id={id}
      aria-labelledby={`${id}-title`}
      data-operation={op.id}
    >
      <div className="api-row__main">
        <Heading id={`${id}-title`} className="api-op__title">
          {kind} {title}
          {op.deprecated ? (
            <span className="api-flag api-flag--warn">{operation.deprecated}</span>
          ) : null}{' '}
          <Anchor id={id} label={title} />
        </Heading>
        <p className="api-endpoint">
          <MethodBadge method={op.method} /> <ApiPath path={op.path} />{' '}
          <button
            type="button"
            className="api-copy js-only"
            data-api-copy={`${op.method.toUpperCase()} ${op.path}`}
          >
            {operation.copy}
          </button>
          {tryIt && op.kind === 'operation' ? (
            <button
              type="button"
              className="api-try js-only"
              data-try-it={op.id}
              aria-expanded="false"
            >
              {operation.tryIt}
            </button>
          ) : null}
        </p>
        {op.servers.length > 0 ? (
          <div className="api-op-servers">
            <p>
              <strong>
                {op.servers.length === 1 ? operation.serverOne : operation.serverOther}
              </strong>{' '}
              {operation.serversInstead}
            </p>
            <ServerList servers={op.servers} />
          </div>
        ) : null}
        <Html html={op.descriptionHtml} />
        <ExternalDocs link={op.externalDocs} />
        {op.security.length > 0 ? (
          <p className="api-security">
            <strong>{security.authorization}</strong>{' '}
            {op.security.map((s, i) => (
              <span key={i}>
                {s.scheme}
                {s.scopes.length > 0 ? security.scopes : ''}
                {s.scopes.map((sc) => (
                  <code key={sc}>{sc}</code>
                ))}
                {i < op.security.length - 1 ? security.or : ''}
              </span>
            ))}
          </p>
        ) : (
          <p className="api-security">{op.openAccessNote}</p>
        )}
        <Parameters opId={op.id} groups={op.parameterGroups} schemaPages={schemaPages} />
        {op.requestBody ? (
          <div className="api-block" data-request-body>
            <SectionHeading id={`operation/${op.id}/corpo`} label={operation.requestBody}>
              {operation.requestBody}{' '}
              {op.requestBody.required ? (
                <span className="api-required">{schema.required}</span>
              ) : null}
            </SectionHeading>
            <Html html={op.requestBody.descriptionHtml} />
            <Media contents={op.requestBody.contents} schemaPages={schemaPages} />
          </div>
        ) : null}
        <Responses op={op} schemaPages={schemaPages} />
        {op.callbacks.map((cb) => (
          <div className="api-block api-callbacks" key={cb.name}>
            <SectionHeading
              id={`operation/${op.id}/callback-${cb.name}`}
              label={fill(operation.callbackTitle, { name: cb.name })}
            />
            {cb.operations.map((c) => (
              <details className="api-callback" key={c.id}>
                <summary>
                  <MethodBadge method={c.method} /> <ApiPath path={c.path} />
                  {c.summary ? ` — ${c.summary}` : null}
                </summary>
                <Operation op={c} schemaPages={schemaPages} />
              </details>
            ))}
          </div>
        ))}
      </div>
      <div className="api-row__panel">
        <RequestSamples op={op} label={title} />
        <ResponseExamples examples={op.responseExamples} label={title} />
      </div>
    </section>
  );
}
