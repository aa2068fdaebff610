import { useId } from 'react';
import type { TryItBody, TryItField } from '../../shared/try-it.js';
import type { FormState } from './form-state.js';
import { ValueField } from './ParameterFields.js';
import { invalidProps, Problems } from './Problems.js';
import type { Problem } from './request.js';
import { t } from '../i18n.js';

function FileInput({
  label,
  accept,
  required,
  problems,
  onFile,
}: {
  label: string;
  accept: string | undefined;
  required: boolean;
  problems: readonly Problem[];
  onFile: (file: File | undefined) => void;
}) {
  const id = useId();
  const errorId = `${id}-erro`;
  return (
    <div className="try-it__field">
      <label htmlFor={id}>
        <code>{label}</code>
      </label>{' '}
      <span className="try-it__type">
        {t('tryIt.body.fileType')}
        {accept ? ` (${accept})` : ''}
      </span>
      {required ? <span className="try-it__required">{t('tryIt.params.required')}</span> : null}
      <input
        id={id}
        type="file"
        accept={accept}
        required={required}
        onChange={(e) => onFile(e.target.files?.[0])}
        {...invalidProps(errorId, problems.length)}
      />
      <Problems id={errorId} messages={problems} />
    </div>
  );
}

function TextField({
  field,
  value,
  problems,
  onChange,
}: {
  field: TryItField;
  value: string;
  problems: readonly Problem[];
  onChange: (value: string) => void;
}) {
  return (
    <ValueField
      name={field.name}
      type={field.type}
      kind={field.kind}
      options={field.enum}
      required={field.required}
      placeholder={undefined}
      value={value}
      problems={problems}
      onChange={onChange}
    />
  );
}

/**
 * The request body: the media type (when there are several), then a JSON or text editor
 * prefilled with the example, multipart and URL-encoded fields (a file picker for binary ones),
 * or one file.
 */
export function BodyEditor({
  body,
  form,
  problems,
  onMedia,
  onText,
  onField,
  onFile,
  onReset,
}: {
  body: TryItBody;
  form: FormState;
  problems: readonly Problem[];
  onMedia: (index: number) => void;
  onText: (text: string) => void;
  onField: (name: string, value: string) => void;
  onFile: (name: string, file: File | undefined) => void;
  onReset: () => void;
}) {
  const id = useId();
  const errorId = `${id}-erro`;
  const media = body.media[form.media] ?? body.media[0]!;
  const own = problems.filter((p) => p.key === 'body');
  const at = (name: string) => problems.filter((p) => p.key === `field:${name}`);
  return (
    <fieldset className="try-it__group">
      <legend>
        {t('tryIt.body.legend')}{' '}
        {body.required ? (
          <span className="try-it__required">{t('tryIt.params.required')}</span>
        ) : null}
      </legend>
      {body.media.length > 1 ? (
        <div className="try-it__field">
          <label htmlFor={`${id}-tipo`}>{t('tryIt.body.mediaType')}</label>
          <select
            id={`${id}-tipo`}
            value={form.media}
            onChange={(e) => onMedia(Number(e.target.value))}
          >
            {body.media.map((m, i) => (
              <option key={m.type} value={i}>
                {m.type}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {media.kind === 'json' || media.kind === 'text' ? (
        <div className="try-it__field">
          <label htmlFor={id}>
            {t('tryIt.body.editorStart')}
            {media.type})
          </label>
          <textarea
            id={id}
            className="try-it__editor"
            value={form.bodyText}
            spellCheck={false}
            autoComplete="off"
            rows={Math.min(18, Math.max(4, form.bodyText.split('\n').length + 1))}
            onChange={(e) => onText(e.target.value)}
            {...invalidProps(errorId, own.length)}
          />
          <Problems id={errorId} messages={own} />
          {media.example && form.bodyText !== media.example ? (
            <button
              type="button"
              className="try-it__button try-it__button--small"
              onClick={onReset}
            >
              {t('tryIt.body.reset')}
            </button>
          ) : null}
        </div>
      ) : media.kind === 'binary' ? (
        <FileInput
          label={t('tryIt.body.file')}
          accept={media.type}
          required={body.required}
          problems={at('')}
          onFile={(file) => onFile('', file)}
        />
      ) : (
        <>
          <p className="try-it__muted">{media.type}</p>
          {media.fields.map((f) =>
            f.file ? (
              <FileInput
                key={f.name}
                label={f.name}
                accept={f.accept}
                required={f.required}
                problems={at(f.name)}
                onFile={(file) => onFile(f.name, file)}
              />
            ) : (
              <TextField
                key={f.name}
                field={f}
                value={form.fields[f.name] ?? ''}
                problems={at(f.name)}
                onChange={(v) => onField(f.name, v)}
              />
            ),
          )}
          <Problems id={errorId} messages={own} />
        </>
      )}
    </fieldset>
  );
}
