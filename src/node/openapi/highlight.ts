import { tokenize } from './tokenize.js';
import type { ApiReference, OperationView } from './types.js';

function highlightOperation(op: OperationView): void {
  for (const s of op.samples) s.html = tokenize(s.code, s.lang);
  for (const e of op.responseExamples) e.html = tokenize(e.code, e.lang);
  for (const cb of op.callbacks) for (const c of cb.operations) highlightOperation(c);
}

/** Fills the `html` (the tokens inside `<code>`) of every request sample and response example, at build time. */
export function highlightReference(reference: ApiReference): void {
  for (const tag of reference.tags) for (const op of tag.operations) highlightOperation(op);
  for (const op of reference.webhooks) highlightOperation(op);
}
