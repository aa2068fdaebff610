// The worker of highlighter.ts, compiled to lib/highlight-worker.js: each code block it is sent,
// highlighted by shiki (loaded with the first).
import { serve } from '../workers/serve.js';
import { type CodeToHighlight, loadHighlighter } from './highlighter.js';

const loaded = loadHighlighter();

serve(async ({ code, lang }: CodeToHighlight) => (await loaded).highlight(code, lang));
