import { failOnErrors, type Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * What a stage does with its errors. A build throws at the first stage that has any (nothing is
 * written); `docgen check` keeps them and lets the pipeline go on wherever it can, so one run
 * reports every problem.
 */
export class StageErrors {
  readonly errors: Diagnostic[] = [];

  constructor(private readonly collect: boolean) {}

  /**
   * Throws (build) or keeps (check) the errors among a stage's diagnostics; returns the warnings.
   */
  take(diagnostics: readonly Diagnostic[]): Diagnostic[] {
    if (this.collect) this.errors.push(...diagnostics.filter((d) => d.severity === 'error'));
    else failOnErrors(diagnostics);
    return diagnostics.filter((d) => d.severity !== 'error');
  }
}
