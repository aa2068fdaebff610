import { type CliStrings, type MessageKey, cliCatalogues } from '../cli-strings/index.js';
import { fill, type MessageValues } from '../../shared/i18n/message.js';

/**
 * Diagnostics are data: every stage reports problems as values with a location, and the
 * command decides once, at the end, whether they fail the run.
 */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  /** Stable code, documented in docs/errors.md (e.g. `DG2001`). */
  code: string;
  severity: Severity;
  /** One-line cause (in English where `text` gives it). */
  message: string;
  /**
   * The message (and hint) as a key of the CLI's catalogue and its values: the reporter says it
   * in the CLI's language when it prints (a diagnostic is made deep in a stage, and may come from
   * the cache, long before anyone knows who reads it).
   */
  text?: DiagnosticText;
  /** Absolute or project-relative path of the file at fault. */
  file?: string;
  /** 1-based line and column inside `file`. */
  line?: number;
  column?: number;
  /** JSON pointer inside a spec or config, when the location is structural. */
  pointer?: string;
  /** How to fix it. */
  hint?: string;
  /** A few lines of source around the location, already formatted. */
  frame?: string;
  /**
   * The check rule that found it (`docgen check`): a Redocly rule id, `spec-example`, `links`, …
   */
  rule?: string;
}

/**
 * A diagnostic's message as data: a key of the CLI catalogue's `messages`, its values, and the
 * messages said inside it (`parts`, each the value of its placeholder: a broken link's reason).
 */
export interface DiagnosticText {
  key: MessageKey;
  values?: MessageValues;
  parts?: Readonly<Record<string, DiagnosticText>>;
}

/** A message of the catalogue and its hint, said in `strings` with the text's values and parts. */
export function sayText(
  text: DiagnosticText,
  strings: CliStrings,
): { message: string; hint?: string } {
  const entry: { message: string; hint?: string } = strings.messages[text.key];
  const values = { ...text.values };
  for (const [name, part] of Object.entries(text.parts ?? {}))
    values[name] = sayText(part, strings).message;
  return {
    message: fill(entry.message, values),
    ...(entry.hint !== undefined ? { hint: fill(entry.hint, values) } : {}),
  };
}

/**
 * A diagnostic's words from the catalogue: `text` for the reporter, and `message` (and `hint`,
 * where the catalogue has one) in English for whatever reads the diagnostic itself (an Error's
 * message, the API, the watch overlay). Spread it into the diagnostic:
 * `{ code, severity, ...said('specUnreadable', { reason }), file }`.
 */
export function said(
  key: MessageKey,
  values: MessageValues = {},
  parts?: Readonly<Record<string, DiagnosticText>>,
): { message: string; hint?: string; text: DiagnosticText } {
  const text: DiagnosticText = {
    key,
    ...(Object.keys(values).length > 0 ? { values } : {}),
    ...(parts ? { parts } : {}),
  };
  return { ...sayText(text, cliCatalogues.en), text };
}

/** A user-facing failure carrying one or more diagnostics. */
export class DocgenError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic | Diagnostic[]) {
    const list = Array.isArray(diagnostics) ? diagnostics : [diagnostics];
    super(list.map((d) => `${d.code} ${d.message}`).join('\n'));
    this.name = 'DocgenError';
    this.diagnostics = list;
  }
}

export function isDocgenError(value: unknown): value is DocgenError {
  return value instanceof DocgenError;
}

/** Throws a DocgenError if any diagnostic in the list is an error. */
export function failOnErrors(diagnostics: readonly Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new DocgenError(errors);
}

/** What a thrown value says: an Error's message, else the value as text. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** What a failed file operation says in a message: its errno code (ENOENT…), else its message. */
export function errnoText(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}
