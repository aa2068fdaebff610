/**
 * What changed between two versions of an API, as `docgen diff` prints it and the changelog page
 * shows it (docs/alteracoes-da-api.md gives the rules).
 */

/**
 * `breaking`: a client made for the old version can fail on the new one; `non-breaking`: it keeps
 * working; `documentation`: only what the reference says changed (descriptions, summaries).
 */
export type ChangeLevel = 'breaking' | 'non-breaking' | 'documentation';

export const CHANGE_LEVELS: readonly ChangeLevel[] = ['breaking', 'non-breaking', 'documentation'];

/** One change, said in one pt-BR sentence. */
export interface ApiChange {
  level: ChangeLevel;
  /** What kind of change it is, for programs (`operation-removed`, `property-required`…). */
  kind: string;
  /** The change in one pt-BR sentence; names in `code` form. */
  message: string;
  /** Where it is, as a JSON pointer into the dereferenced old and new documents. */
  old?: string;
  new?: string;
}

/** The changes of one operation (or webhook), which the page and the report group them by. */
export interface OperationChanges {
  /** `GET /envelopes`, or `webhook envelopeSigned POST`. */
  key: string;
  method: string;
  /** The path, or the webhook's name. */
  path: string;
  webhook: boolean;
  /** Its operationId in the old and the new version, where it has one (the reference's anchor). */
  operationId: { old?: string; new?: string };
  /** Its summary (the new one, else the old one). */
  summary?: string;
  changes: ApiChange[];
}

export interface SpecDiff {
  operations: OperationChanges[];
  /** How many changes of each level. */
  counts: Record<ChangeLevel, number>;
}
