/**
 * Checked HTTP examples: the contract is in docs/errors.md (DG7001–DG7007) and content writers'
 * guide.
 */
export {
  checkExamples,
  inspectExamples,
  type CheckExamplesInput,
  type PageExamples,
} from './check.js';
export type { ExamplePage } from './types.js';
