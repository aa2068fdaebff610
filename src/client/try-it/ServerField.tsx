import { useId, useState } from 'react';
import type { TryItServer, TryItServerVariable } from '../../shared/try-it.js';
import { ValueInput } from './ParameterFields.js';
import { Allowed, refusedOrigin } from './policy.js';
import { invalidProps, Problems } from './Problems.js';
import { fillServer, serverValues } from './server-template.js';
import { t } from '../i18n.js';

/**
 * "Servidor": the base URL requests go to. It takes any URL (a sandbox, a local mock); the
 * servers the documentation offers are one click away, and the variables of the one in use
 * (`https://{region}.exemplo.com`) have fields of their own.
 */
export function ServerField({
  value,
  servers,
  connect,
  problems,
  onChange,
}: {
  value: string;
  servers: readonly TryItServer[];
  /** The `connect-src` sources of the site's policy (besides 'self'). */
  connect: readonly string[];
  problems: readonly { message: string }[];
  onChange: (url: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-erro`;
  const policyId = `${id}-politica`;
  const refused = refusedOrigin(value, connect);
  // The server the reader last clicked, which the URL may also be of another's (a template's).
  const [picked, setPicked] = useState<number>();
  const matches = servers.map((server) => serverValues(server, value));
  const inUse =
    picked !== undefined && matches[picked] ? picked : matches.findIndex((m) => m !== undefined);
  const server = servers[inUse];
  const values = matches[inUse];
  return (
    <div className="try-it__field">
      <label htmlFor={id}>{t('tryIt.server.label')}</label>
      <input
        id={id}
        type="url"
        value={value}
        spellCheck={false}
        autoComplete="off"
        placeholder={t('tryIt.server.placeholder')}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(errorId, problems.length)}
        {...(refused && problems.length === 0 ? { 'aria-describedby': policyId } : {})}
      />
      <Problems id={errorId} messages={problems} />
      {refused ? (
        <p className="try-it__warning" id={policyId}>
          {t('tryIt.server.refusedStart')}
          <code>{refused}</code>
          {t('tryIt.server.refusedEnd')} <Allowed connect={connect} />
        </p>
      ) : null}
      {servers.length > 0 ? (
        <ul className="try-it__servers" aria-label={t('tryIt.server.servers')}>
          {servers.map((s, i) => (
            <li key={s.template}>
              <button
                type="button"
                className="try-it__chip"
                aria-pressed={i === inUse}
                onClick={() => {
                  setPicked(i);
                  onChange(fillServer(s, matches[i] ?? {}));
                }}
              >
                {s.template}
              </button>
              {s.description ? <span className="try-it__muted"> {s.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {server && values && server.variables.length > 0 ? (
        <fieldset className="try-it__variables">
          <legend>{t('tryIt.server.variables')}</legend>
          {server.variables.map((variable) => (
            <VariableField
              key={variable.name}
              variable={variable}
              value={values[variable.name] ?? variable.defaultValue}
              onChange={(v) => onChange(fillServer(server, { ...values, [variable.name]: v }))}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/** A server variable: a select of the values it takes, else text. */
function VariableField({
  variable,
  value,
  onChange,
}: {
  variable: TryItServerVariable;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-descricao`;
  const hint = variable.description ? { 'aria-describedby': hintId } : {};
  return (
    <div className="try-it__field">
      <label htmlFor={id}>
        <code>{variable.name}</code>
      </label>
      {variable.values.length > 0 && variable.values.includes(value) ? (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} {...hint}>
          {variable.values.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      ) : (
        <ValueInput
          id={id}
          kind="string"
          options={undefined}
          required
          value={value}
          placeholder={variable.defaultValue}
          invalid={hint}
          onChange={onChange}
        />
      )}
      {variable.description ? (
        <p id={hintId} className="try-it__muted try-it__hint">
          {variable.description}
        </p>
      ) : null}
    </div>
  );
}
