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

const VIA: Record<string, string> = {
  pkce: 'authorization code com PKCE',
  'client-credentials': 'client credentials',
  password: 'senha',
  manual: 'token informado',
};

const PLACE: Record<string, string> = {
  header: 'cabeçalho',
  query: 'parâmetro de consulta',
  cookie: 'cookie',
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
  if (cred.token) parts.push(`token por ${VIA[cred.via ?? 'manual'] ?? cred.via}`);
  if (cred.scopes && cred.scopes.length > 0) parts.push(`escopos: ${cred.scopes.join(', ')}`);
  if (cred.expiresAt) {
    const time = new Date(cred.expiresAt).toLocaleTimeString('pt-BR', {
      hour: '2-digit',
      minute: '2-digit',
    });
    parts.push(`${cred.expiresAt < Date.now() ? 'expirou' : 'expira'} às ${time}`);
  }
  return (
    <div className="try-it__connected">
      <p>
        <strong>Credenciais guardadas nesta aba</strong>
        {parts.length > 0 ? ` (${parts.join('; ')})` : ''}.
      </p>
      <button type="button" className="try-it__button" onClick={() => credentials.forget(scheme)}>
        Sair
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
      <legend>Escopos</legend>
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
        text: 'Não foi possível iniciar o login: confira o servidor escolhido.',
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
        <Field label="ID do cliente" value={clientId} onChange={changeClientId} />
      ) : null}
      {code ? (
        <div className="try-it__flow">
          <button
            type="button"
            className="try-it__button"
            disabled={busy || !clientId}
            onClick={() => void pkce(code)}
          >
            Entrar com PKCE
          </button>
          <span className="try-it__muted"> Aplicativos de chave pública (authorization code).</span>
          {checking ? (
            <p className="try-it__muted" role="status">
              Verificando se o servidor de autorização responde…
            </p>
          ) : (
            <FlowNotice notice={notice} flow="pkce" />
          )}
        </div>
      ) : null}
      {client ? (
        <div className="try-it__flow">
          <Field
            label="Segredo do cliente"
            type="password"
            value={secret}
            onChange={setSecret}
            describedBy={warningId}
          />
          <p className="try-it__warning" id={warningId}>
            O segredo do cliente pertence a um backend, nunca a um navegador: use aqui apenas
            credenciais de teste. O segredo não é guardado.
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
            Obter token (client credentials)
          </button>
          <FlowNotice notice={notice} flow="client-credentials" />
        </div>
      ) : null}
      {owner ? (
        <div className="try-it__flow">
          <Field label="Usuário" value={username} onChange={setUsername} />
          <Field label="Senha" type="password" value={password} onChange={setPassword} />
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
            Obter token (senha)
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
      label="Token de acesso"
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
          label={`Chave de API (${scheme.name}, ${PLACE[scheme.in]})`}
          value={cred?.apiKey ?? ''}
          onChange={(apiKey) => credentials.update(schemeKey, { apiKey })}
        />
      );
    case 'http':
      return scheme.scheme === 'basic' ? (
        <>
          <Field
            label="Usuário"
            value={cred?.username ?? ''}
            onChange={(username) => credentials.update(schemeKey, { username })}
          />
          <Field
            label="Senha"
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
  if (uses.size === 0)
    return (
      <p className="try-it__note">
        Operação sem autenticação: a requisição vai sem o cabeçalho Authorization.
      </p>
    );
  return (
    <>
      {[...uses].map(([key, scopes]) => {
        const scheme = doc.schemes[key];
        const notice = notices[key];
        return (
          <fieldset className="try-it__group" key={key}>
            <legend>Autenticação: {key}</legend>
            {op.security.some((r) => r.length === 0) ? (
              <p className="try-it__note">Opcional nesta operação.</p>
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
              <p className="try-it__note">O esquema {key} não está definido na especificação.</p>
            )}
          </fieldset>
        );
      })}
    </>
  );
}
