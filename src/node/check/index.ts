/** `docgen check`: the CI gate. The JSON report's shape is documented in the README. */
export { runCheck, type CheckOptions, type CheckResult } from './run.js';
export { formatJson, summarize, type JsonFinding, type JsonReport } from './format.js';
export {
  checkSpecExamples,
  collectSpecExamples,
  createSpecAjv,
  exampleValidator,
  type SpecExample,
} from './spec-examples.js';
