import { useId } from 'react';
import type { TryItParameter } from '../../shared/try-it.js';
import { paramKey } from './form-state.js';
import { invalidProps, Problems } from './Problems.js';
import type { Problem } from './request.js';
import { t } from '../i18n.js';

const GROUPS = [
  { in: 'path', label: t('tryIt.params.path') },
  { in: 'query', label: t('tryIt.params.query') },
  { in: 'header', label: t('tryIt.params.header') },
  { in: 'cookie', label: t('tryIt.params.cookie') },
] as const;

/** A value field: a select for enums and booleans, else text (lists comma-separated). */
export function ValueInput({
  id,
  kind,
  options,
  required,
  value,
  placeholder,
  invalid,
  onChange,
}: {
  id: string;
  kind: TryItParameter['kind'];
  options: string[] | undefined;
  required: boolean;
  value: string;
  placeholder: string | undefined;
  /** `invalidProps`, or what else describes the field (`aria-describedby`). */
  invalid: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  onChange: (value: string) => void;
}) {
  const choices = options ?? (kind === 'boolean' ? ['true', 'false'] : undefined);
  if (choices)
    return (
      <select
        id={id}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        {...invalid}
      >
        <option value="">{t('tryIt.params.noValue')}</option>
        {choices.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    );
  return (
    <input
      id={id}
      type="text"
      value={value}
      spellCheck={false}
      autoComplete="off"
      inputMode={kind === 'integer' ? 'numeric' : kind === 'number' ? 'decimal' : undefined}
      placeholder={placeholder}
      required={required}
      onChange={(e) => onChange(e.target.value)}
      {...invalid}
    />
  );
}

/**
 * One labelled value: the name, its type, the required mark, the input and its problems (a
 * parameter here, a form field of the body in BodyEditor.tsx).
 */
export function ValueField({
  name,
  type,
  kind,
  options,
  required,
  placeholder,
  value,
  problems,
  onChange,
}: {
  name: string;
  type: string;
  kind: TryItParameter['kind'];
  options: TryItParameter['enum'];
  required: boolean;
  placeholder: string | undefined;
  value: string;
  problems: readonly Problem[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-erro`;
  return (
    <div className="try-it__field">
      <label htmlFor={id}>
        <code>{name}</code>
      </label>{' '}
      <span className="try-it__type">{type}</span>
      {required ? <span className="try-it__required">{t('tryIt.params.required')}</span> : null}
      <ValueInput
        id={id}
        kind={kind}
        options={options}
        required={required}
        value={value}
        placeholder={placeholder}
        invalid={invalidProps(errorId, problems.length)}
        onChange={onChange}
      />
      <Problems id={errorId} messages={problems} />
    </div>
  );
}

function Parameter({
  p,
  value,
  problems,
  onChange,
}: {
  p: TryItParameter;
  value: string;
  problems: readonly Problem[];
  onChange: (value: string) => void;
}) {
  return (
    <ValueField
      name={p.name}
      type={p.kind === 'array' ? t('tryIt.params.list', { type: p.type }) : p.type}
      kind={p.kind}
      options={p.enum}
      required={p.required}
      placeholder={p.example ? t('tryIt.params.example', { example: p.example }) : undefined}
      value={value}
      problems={problems}
      onChange={onChange}
    />
  );
}

/** The operation's parameters, grouped as the reference groups them. */
export function ParameterFields({
  parameters,
  values,
  problems,
  onChange,
}: {
  parameters: readonly TryItParameter[];
  values: Readonly<Record<string, string>>;
  problems: readonly Problem[];
  onChange: (key: string, value: string) => void;
}) {
  return (
    <>
      {GROUPS.map((g) => {
        const list = parameters.filter((p) => p.in === g.in);
        if (list.length === 0) return null;
        return (
          <fieldset className="try-it__group" key={g.in}>
            <legend>{g.label}</legend>
            {list.map((p) => {
              const key = paramKey(p);
              return (
                <Parameter
                  key={key}
                  p={p}
                  value={values[key] ?? ''}
                  problems={problems.filter((x) => x.key === `param:${key}`)}
                  onChange={(v) => onChange(key, v)}
                />
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}
