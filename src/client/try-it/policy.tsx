import { Fragment } from 'react';
import { connectAllowed } from '../../shared/csp-source.js';
import { t } from '../i18n.js';

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
  /^https?:$/i.test(source)
    ? t('tryIt.policy.anyAddress', { scheme: source.toLowerCase() })
    : source;

/**
 * "Este site permite: …": what the console can reach (this site, the sources of its policy), so a
 * reader whose server was refused knows which one to use instead.
 */
export function Allowed({ connect }: { connect: readonly string[] }) {
  return (
    <>
      {t('tryIt.policy.allowed')}
      {connect.map((source, i) => (
        <Fragment key={source}>
          {i === connect.length - 1 ? t('tryIt.policy.and') : ', '}
          <code>{described(source)}</code>
        </Fragment>
      ))}
      .
    </>
  );
}
