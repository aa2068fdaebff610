import { Fragment } from 'react';
import type { ServerView } from '../../src/shared/api-view-models.js';
import { useStrings } from '../strings.js';
import { Html } from './Anchor.js';

/**
 * Servers as the spec writes them (`https://{region}.exemplo.com`), each with its description and
 * the values its variables take: the API's, in the introduction, and an operation's own.
 */
export function ServerList({ servers }: { servers: ServerView[] }) {
  const { reference } = useStrings();
  return (
    <ul className="api-servers">
      {servers.map((s) => (
        <li key={s.url}>
          <code>{s.url}</code>
          <Html html={s.descriptionHtml} />
          {s.variables.length > 0 ? (
            <ul className="api-server-variables">
              {s.variables.map((v) => (
                <li key={v.name}>
                  <code>{`{${v.name}}`}</code>
                  {v.defaultValue ? (
                    <>
                      {' '}
                      {`${reference.operation.serverDefault} `}
                      <code>{v.defaultValue}</code>
                    </>
                  ) : null}
                  {v.values.length > 0 ? (
                    <>
                      {reference.operation.serverValues}{' '}
                      {v.values.map((value, i) => (
                        <Fragment key={value}>
                          {i > 0 ? ', ' : ''}
                          <code>{value}</code>
                        </Fragment>
                      ))}
                    </>
                  ) : null}
                  <Html html={v.descriptionHtml} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
