import { Fragment } from 'react';
import { connectAllowed } from '../../shared/csp-source.js';

/** The origin of an absolute http(s) URL the site's policy does not let the console reach. */
export function refusedOrigin(url: string, connect: readonly string[]): string | undefined {
  if (!/^https?:\/\/[^/]/i.test(url.trim())) return undefined;
  try {
    const { origin } = new URL(url.trim());
    return connectAllowed(origin, connect, location.href) ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** A source of the policy as the reader reads it: `https:` is any HTTPS address. */
const described = (source: string) =>
  /^https?:$/i.test(source) ? `qualquer endereço ${source.toLowerCase()}//` : source;

/**
 * "Este site permite: …": what the console can reach (this site, the sources of its policy), so a
 * reader whose server was refused knows which one to use instead.
 */
export function Allowed({ connect }: { connect: readonly string[] }) {
  return (
    <>
      Este site permite conectar a ele mesmo
      {connect.map((source, i) => (
        <Fragment key={source}>
          {i === connect.length - 1 ? ' e ' : ', '}
          <code>{described(source)}</code>
        </Fragment>
      ))}
      .
    </>
  );
}
