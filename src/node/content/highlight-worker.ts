// The worker of highlighter.ts, compiled to lib/highlight-worker.js: each code block it is sent,
// highlighted.
import { serve } from '../workers/serve.js';
import { loadHighlighter, type HighlightRequest } from './highlighter.js';

const loaded = loadHighlighter();

serve(async ({ code, lang }: HighlightRequest) => (await loaded).highlight(code, lang));
