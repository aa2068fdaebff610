import { useId, useState } from 'react';
import type {
  TryItDocument,
  TryItOperation,
  TryItScheme,
  TryItScope,
} from '../../shared/try-it.js';
import { type Credential, credentials } from './credentials.js';
import { CLIENT_KEY, PENDING_KEY } from './keys.js';
import {
  clientCredentialsLogin,
  type LoginFlow,
  type Notice,
  passwordLogin,
  startLogin,
  unfinished,
} from './oauth.js';
import { readSession, writeSession } from './session.js';
import { t } from '../i18n.js';

const VIA: Record<string, string> = {
  pkce: t('tryIt.auth.via.pkce'),
  'client-credentials': t('tryIt.auth.via.clientCredentials'),
  password: t('tryIt.auth.via.password'),
  manual: t('tryIt.auth.via.manual'),
};

const PLACE: Record<'header' | 'query' | 'cookie', string> = {
  header: t('tryIt.auth.place.header'),
  query: t('tryIt.auth.place.query'),
  cookie: t('tryIt.auth.place.cookie'),
};

/** A labelled text field of the auth part; credentials are never autocompleted or spell-checked. */
function Field({
  label,
  value,
  onChange,
  type = 'text',
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  describedBy?: string;
}) {
  const id = useId();
  return (
    <div className="try-it__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      />
    </div>
  );
}

/** What came of a login, right under the button that started it, where the reader looks. */
function FlowNotice({ notice, flow }: { notice: Notice | undefined; flow: LoginFlow }) {
  if (notice?.flow !== flow) return null;
  return (
    <p className={notice.ok ? 'try-it__ok' : 'try-it__error'} role="status">
      {notice.text}
    </p>
  );
}

/** "Conectado…" and "Sair", when the scheme has credentials. */
function Connected({ scheme, cred }: { scheme: string; cred: Credential | undefined }) {
  if (!cred) return null;
  const parts: string[] = [];
  if (cred.token)
    parts.push(t('tryIt.auth.tokenVia', { via: VIA[cred.via ?? 'manual'] ?? cred.via! }));
  if (cred.scopes && cred.scopes.length > 0)
    parts.push(t('tryIt.auth.scopesList', { scopes: cred.scopes.join(', ') }));
  if (cred.expiresAt) {
    const time = new Date(cred.expiresAt).toLocaleTimeString(t('client.locale'), {
      hour: '2-digit',
      minute: '2-digit',
    });
    // Joined with plus signs, which esbuild folds into one template: the minified script stays
    // what it was when the pt-BR text was written in place.
    parts.push(
      `${cred.expiresAt < Date.now() ? t('tryIt.auth.expired') : t('tryIt.auth.expires')}` +
        t('tryIt.auth.at') +
        `${time}`,
    );
  }
  return (
    <div className="try-it__connected">
      <p>
        <strong>{t('tryIt.auth.stored')}</strong>
        {parts.length > 0 ? ` (${parts.join('; ')})` : ''}.
      </p>
      <button type="button" className="try-it__button" onClick={() => credentials.forget(scheme)}>
        {t('tryIt.auth.signOut')}
      </button>
    </div>
  );
}

function Scopes({
  all,
  chosen,
  onChange,
}: {
  all: TryItScope[];
  chosen: string[];
  onChange: (scopes: string[]) => void;
}) {
  if (all.length === 0) return null;
  return (
    <fieldset className="try-it__scopes">
      <legend>{t('tryIt.auth.scopes')}</legend>
      {all.map((s) => (
        <label key={s.name} className="try-it__check">
          <input
            type="checkbox"
            checked={chosen.includes(s.name)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, s.name] : chosen.filter((n) => n !== s.name))
            }
          />{' '}
          <code>{s.name}</code>
          {s.description ? <span className="try-it__muted"> {s.description}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

function OAuth({
  doc,
  schemeKey,
  scheme,
  scopes: required,
  server,
  operation,
  cred,
  notice,
  onNotice,
}: {
  doc: TryItDocument;
  schemeKey: string;
  scheme: Extract<TryItScheme, { type: 'oauth2' }>;
  scopes: string[];
  server: string;
  operation: string;
  cred: Credential | undefined;
  notice: Notice | undefined;
  onNotice: (notice: Notice) => void;
}) {
  const [scopes, setScopes] = useState(required);
  const [clientId, setClientId] = useState(
    () => readSession<string>(CLIENT_KEY) ?? doc.oauth.clientId,
  );
  const changeClientId = (value: string) => {
    writeSession(CLIENT_KEY, value);
    setClientId(value);
  };
  const [secret, setSecret] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const warningId = useId();
  const all = [...new Map(scheme.flows.flatMap((f) => f.scopes).map((s) => [s.name, s])).values()];
  const code = scheme.flows.find(
    (f) => f.kind === 'authorizationCode' && f.authorizationUrl && f.tokenUrl,
  );
  const client = scheme.flows.find((f) => f.kind === 'clientCredentials' && f.tokenUrl);
  const owner = scheme.flows.find((f) => f.kind === 'password' && f.tokenUrl);
  const run = async (task: () => Promise<Notice>) => {
    setBusy(true);
    const outcome = await task();
    onNotice(outcome);
    setBusy(false);
    // Secrets are kept only to try again after a failure.
    if (outcome.ok) {
      setSecret('');
      setPassword('');
    }
  };
  const pkce = async (flow: NonNullable<typeof code>) => {
    setBusy(true);
    setChecking(true);
    const outcome = await startLogin({
      doc,
      scheme: schemeKey,
      flow,
      server,
      clientId,
      scopes,
      operation,
    }).catch(
      (): Notice => ({
        scheme: schemeKey,
        flow: 'pkce',
        ok: false,
        text: t('tryIt.oauth.startFailed'),
      }),
    );
    setChecking(false);
    if (outcome) {
      setBusy(false);
      onNotice(outcome);
      return;
    }
    // On the way to the authorization page. If Back brings this page back from the browser's
    // cache, as it was, the login did not finish: say so, and let the reader try again.
    addEventListener(
      'pageshow',
      (event) => {
        if (!event.persisted) return;
        writeSession(PENDING_KEY, undefined);
        setBusy(false);
        onNotice(unfinished(schemeKey));
      },
      { once: true },
    );
  };
  return (
    <>
      <Scopes all={all} chosen={scopes} onChange={setScopes} />
      {code || client || owner ? (
        <Field label={t('tryIt.auth.clientId')} value={clientId} onChange={changeClientId} />
      ) : null}
      {code ? (
        <div className="try-it__flow">
          <button
            type="button"
            className="try-it__button"
            disabled={busy || !clientId}
            onClick={() => void pkce(code)}
          >
            {t('tryIt.auth.pkce')}
          </button>
          <span className="try-it__muted">{t('tryIt.auth.pkceHint')}</span>
          {checking ? (
            <p className="try-it__muted" role="status">
              {t('tryIt.auth.checking')}
            </p>
          ) : (
            <FlowNotice notice={notice} flow="pkce" />
          )}
        </div>
      ) : null}
      {client ? (
        <div className="try-it__flow">
          <Field
            label={t('tryIt.auth.clientSecret')}
            type="password"
            value={secret}
            onChange={setSecret}
            describedBy={warningId}
          />
          <p className="try-it__warning" id={warningId}>
            {t('tryIt.auth.secretWarning')}
          </p>
          <button
            type="button"
            className="try-it__button"
            disabled={busy || !clientId || !secret}
            onClick={() =>
              void run(() =>
                clientCredentialsLogin({
                  scheme: schemeKey,
                  flow: client,
                  server,
                  clientId,
                  clientSecret: secret,
                  scopes,
                }),
              )
            }
          >
            {t('tryIt.auth.clientCredentials')}
          </button>
          <FlowNotice notice={notice} flow="client-credentials" />
        </div>
      ) : null}
      {owner ? (
        <div className="try-it__flow">
          <Field label={t('tryIt.auth.username')} value={username} onChange={setUsername} />
          <Field
            label={t('tryIt.auth.password')}
            type="password"
            value={password}
            onChange={setPassword}
          />
          <button
            type="button"
            className="try-it__button"
            disabled={busy || !username}
            onClick={() =>
              void run(() =>
                passwordLogin({
                  scheme: schemeKey,
                  flow: owner,
                  server,
                  clientId,
                  username,
                  password,
                  scopes,
                }),
              )
            }
          >
            {t('tryIt.auth.passwordLogin')}
          </button>
          <FlowNotice notice={notice} flow="password" />
        </div>
      ) : null}
      <TokenField schemeKey={schemeKey} cred={cred} />
    </>
  );
}

function TokenField({ schemeKey, cred }: { schemeKey: string; cred: Credential | undefined }) {
  return (
    <Field
      label={t('tryIt.auth.accessToken')}
      value={cred?.token ?? ''}
      onChange={(token) =>
        credentials.update(schemeKey, token ? { token, via: 'manual' } : { token: '' })
      }
    />
  );
}

/** The credentials one scheme asks for. */
function SchemeFields(props: {
  doc: TryItDocument;
  schemeKey: string;
  scheme: TryItScheme;
  scopes: string[];
  server: string;
  operation: string;
  cred: Credential | undefined;
  notice: Notice | undefined;
  onNotice: (notice: Notice) => void;
}) {
  const { scheme, schemeKey, cred } = props;
  switch (scheme.type) {
    case 'oauth2':
      return <OAuth {...props} scheme={scheme} />;
    case 'apiKey':
      return (
        <Field
          label={t('tryIt.auth.apiKey', { name: scheme.name, place: PLACE[scheme.in] })}
          value={cred?.apiKey ?? ''}
          onChange={(apiKey) => credentials.update(schemeKey, { apiKey })}
        />
      );
    case 'http':
      return scheme.scheme === 'basic' ? (
        <>
          <Field
            label={t('tryIt.auth.username')}
            value={cred?.username ?? ''}
            onChange={(username) => credentials.update(schemeKey, { username })}
          />
          <Field
            label={t('tryIt.auth.password')}
            type="password"
            value={cred?.password ?? ''}
            onChange={(password) => credentials.update(schemeKey, { password })}
          />
        </>
      ) : (
        <TokenField schemeKey={schemeKey} cred={cred} />
      );
    default:
      return <TokenField schemeKey={schemeKey} cred={cred} />;
  }
}

/**
 * The operation's authentication, from the spec's security schemes: a part per scheme its
 * requirements name, scopes preselected from the requirement. A public operation says it sends no
 * Authorization.
 */
export function AuthSection({
  doc,
  op,
  operation,
  server,
  creds,
  notices,
  onNotice,
}: {
  doc: TryItDocument;
  op: TryItOperation;
  operation: string;
  server: string;
  creds: Readonly<Record<string, Credential>>;
  notices: Readonly<Record<string, Notice>>;
  onNotice: (notice: Notice) => void;
}) {
  const uses = new Map<string, string[]>();
  for (const requirement of op.security)
    for (const { scheme, scopes } of requirement)
      uses.set(scheme, [...new Set([...(uses.get(scheme) ?? []), ...scopes])]);
  if (uses.size === 0) return <p className="try-it__note">{t('tryIt.auth.none')}</p>;
  return (
    <>
      {[...uses].map(([key, scopes]) => {
        const scheme = doc.schemes[key];
        const notice = notices[key];
        return (
          <fieldset className="try-it__group" key={key}>
            <legend>
              {t('tryIt.auth.legend')}
              {key}
            </legend>
            {op.security.some((r) => r.length === 0) ? (
              <p className="try-it__note">{t('tryIt.auth.optional')}</p>
            ) : null}
            <Connected scheme={key} cred={creds[key]} />
            {scheme ? (
              <SchemeFields
                doc={doc}
                schemeKey={key}
                scheme={scheme}
                scopes={scopes}
                server={server}
                operation={operation}
                cred={creds[key]}
                notice={notice}
                onNotice={onNotice}
              />
            ) : (
              <p className="try-it__note">
                {t('tryIt.auth.undefinedStart')}
                {key}
                {t('tryIt.auth.undefinedEnd')}
              </p>
            )}
          </fieldset>
        );
      })}
    </>
  );
}
