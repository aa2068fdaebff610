import type { TryItOperation, TryItParameter } from '../../shared/try-it.js';

/** What the reader typed and picked in one console. */
export interface FormState {
  /** The base URL requests go to (the "Servidor" field). */
  server: string;
  /** By `paramKey`. */
  params: Record<string, string>;
  /** Which of the body's media types (the "Tipo do corpo" select). */
  media: number;
  /** The JSON or text editor's content. */
  bodyText: string;
  /** Multipart and URL-encoded fields that are not files, by name. */
  fields: Record<string, string>;
  /** Chosen files, by field name ('' for a body that is one file). */
  files: Record<string, File | undefined>;
}

export const paramKey = (p: Pick<TryItParameter, 'in' | 'name'>) => `${p.in}:${p.name}`;

/** The form as it opens: defaults and sample values, the first media type's example. */
export function initialForm(op: TryItOperation, server: string): FormState {
  const first = op.body?.media[0];
  return {
    server,
    params: Object.fromEntries(op.parameters.map((p) => [paramKey(p), p.initial])),
    media: 0,
    bodyText: first?.example ?? '',
    fields: Object.fromEntries((first?.fields ?? []).map((f) => [f.name, f.initial])),
    files: {},
  };
}

/** The form after the reader picks another media type: that type's example and fields. */
export function withMedia(op: TryItOperation, form: FormState, index: number): FormState {
  const media = op.body?.media[index];
  return {
    ...form,
    media: index,
    bodyText: media?.example ?? '',
    fields: Object.fromEntries((media?.fields ?? []).map((f) => [f.name, f.initial])),
    files: {},
  };
}
