import { useId } from 'react';
import type { TryItServer } from '../../shared/try-it.js';
import { invalidProps, Problems } from './Problems.js';

/**
 * "Servidor": the base URL requests go to. It takes any URL (a sandbox, a local mock); the
 * servers the documentation offers are one click away.
 */
export function ServerField({
  value,
  servers,
  problems,
  onChange,
}: {
  value: string;
  servers: readonly TryItServer[];
  problems: readonly { message: string }[];
  onChange: (url: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-erro`;
  return (
    <div className="try-it__field">
      <label htmlFor={id}>Servidor</label>
      <input
        id={id}
        type="url"
        value={value}
        spellCheck={false}
        autoComplete="off"
        placeholder="https://api.exemplo.com.br"
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(errorId, problems.length)}
      />
      <Problems id={errorId} messages={problems} />
      {servers.length > 0 ? (
        <ul className="try-it__servers" aria-label="Servidores da documentação">
          {servers.map((s) => (
            <li key={s.url}>
              <button
                type="button"
                className="try-it__chip"
                aria-pressed={value === s.url}
                onClick={() => onChange(s.url)}
              >
                {s.url}
              </button>
              {s.description ? <span className="try-it__muted"> {s.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
