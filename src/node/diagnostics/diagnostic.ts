/**
 * Diagnostics are data: every stage reports problems as values with a location, and the
 * command decides once, at the end, whether they fail the run.
 */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  /** Stable code, documented in docs/errors.md (e.g. `DG2001`). */
  code: string;
  severity: Severity;
  /** One-line cause. */
  message: string;
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
