import { tokenize } from './tokenize.js';
import type { ApiReference, OperationView } from './types.js';

function highlightOperation(op: OperationView): void {
  for (const s of op.samples) s.html = `<pre class="api-code" tabindex="0"><code data-lang="${s.lang}">${tokenize(s.code, s.lang)}</code></pre>`;
  for (const e of op.responseExamples) {
    const lang = e.mediaType.includes('json') ? 'json' : 'text';
    e.html = `<pre class="api-code" tabindex="0"><code data-lang="${lang}">${tokenize(e.code, lang)}</code></pre>`;
  }
  for (const cb of op.callbacks) for (const c of cb.operations) highlightOperation(c);
}

/** Fills the `html` of every request sample and response example, at build time. */
export function highlightReference(reference: ApiReference): void {
  for (const tag of reference.tags) for (const op of tag.operations) highlightOperation(op);
  for (const op of reference.webhooks) highlightOperation(op);
}
