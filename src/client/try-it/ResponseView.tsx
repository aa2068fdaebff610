import { useEffect, useMemo } from 'react';
import { statusText } from '../../shared/status-text.js';
import { CopyCurl } from './CurlView.js';
import { Highlighted } from './Highlighted.js';
import { Allowed } from './policy.js';
import type { Outcome, ResponseBody } from './send.js';
import { t } from '../i18n.js';

const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** The file name a download gets: the server's (Content-Disposition), else one from the type. */
function fileName(headers: readonly [string, string][], mediaType: string): string {
  const disposition = headers.find(([n]) => n === 'content-disposition')?.[1] ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (named) return decodeURIComponent(named);
  return t('tryIt.response.fileName', { extension: EXTENSIONS[mediaType] ?? 'bin' });
}

function Download({ body, name }: { body: ResponseBody; name: string }) {
  const url = useMemo(() => (body.blob ? URL.createObjectURL(body.blob) : ''), [body]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <p>
      <a className="try-it__download" href={url} download={name}>
        {t('tryIt.response.download')}
        {name}
      </a>{' '}
      <span className="try-it__muted">
        ({body.mediaType || t('tryIt.response.noType')}, {size(body.size)})
      </span>
    </p>
  );
}

function Body({ body, headers }: { body: ResponseBody; headers: [string, string][] }) {
  if (body.size === 0) return <p className="try-it__muted">{t('tryIt.response.empty')}</p>;
  if (body.blob) return <Download body={body} name={fileName(headers, body.mediaType)} />;
  if (body.json !== undefined)
    return <Highlighted code={JSON.stringify(body.json, null, 2)} lang="json" />;
  return <Highlighted code={body.text ?? ''} lang="text" />;
}

/**
 * What came back: the status with its pt-BR text and the time, the body (JSON indented and
 * coloured, a download for files) and the headers the browser exposes. A request that got no
 * answer gets an explanation and its cURL.
 */
export function ResponseView({
  outcome,
  curl,
  connect,
  headingLevel,
}: {
  outcome: Outcome;
  curl: string;
  /** The `connect-src` sources of the site's policy, named when it refused the server. */
  connect: readonly string[];
  headingLevel: number;
}) {
  const Heading = `h${Math.min(6, headingLevel)}` as 'h5';
  if (outcome.kind === 'failure')
    return (
      <div className="try-it__response try-it__failure">
        <Heading className="try-it__subtitle">
          {outcome.reason === 'csp' ? t('tryIt.response.refused') : t('tryIt.response.noAnswer')}
        </Heading>
        {outcome.reason === 'csp' ? (
          <>
            <p>
              {t('tryIt.response.cspStart')}
              <code>{outcome.origin}</code>
              {t('tryIt.response.cspMiddle')}
              <Allowed connect={connect} />
              {t('tryIt.response.cspEnd')}
            </p>
            <p className="try-it__muted">
              {t('tryIt.response.customServersStart')} <code>api.tryIt.customServers</code>
              {t('tryIt.response.customServersEnd')}
            </p>
          </>
        ) : (
          <p>
            {t('tryIt.response.networkStart')}
            {outcome.origin}
            {t('tryIt.response.networkMiddle')}{' '}
            <code>Access-Control-Allow-Origin: {location.origin}</code>
            {t('tryIt.response.networkEnd')}
          </p>
        )}
        <CopyCurl curl={curl} label={t('tryIt.response.copyCurl')} />
      </div>
    );
  const { status, ms, headers, body } = outcome;
  return (
    <div className="try-it__response">
      <Heading className="try-it__subtitle">{t('tryIt.response.title')}</Heading>
      <p className={`try-it__status try-it__status--${String(status)[0]}`}>
        <strong>
          {status} {statusText(String(status))}
        </strong>{' '}
        <span className="try-it__muted">
          {t('tryIt.response.took')}
          {ms} ms
        </span>
      </p>
      <Body body={body} headers={headers} />
      <Heading className="try-it__subtitle">{t('tryIt.response.headers')}</Heading>
      {headers.length > 0 ? (
        <dl className="try-it__headers">
          {headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="try-it__muted">{t('tryIt.response.exposed')}</p>
    </div>
  );
}
