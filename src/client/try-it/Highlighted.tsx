import type { ReactNode } from 'react';
import { tokens } from '../../shared/tokenize.js';

/** Above this many characters a body is shown in one colour: thousands of spans cost more. */
const MAX_HIGHLIGHTED = 100_000;

/**
 * Code coloured by the reference's lexer (src/shared/tokenize.ts), as spans with a class per
 * token kind (the stylesheet colours them; no inline style); `text` stays in one colour.
 * Focusable, as it may scroll.
 */
export function Highlighted({ code, lang }: { code: string; lang: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  if (lang !== 'text' && code.length <= MAX_HIGHLIGHTED)
    for (const t of tokens(code, lang)) {
      if (t.start > last) parts.push(code.slice(last, t.start));
      parts.push(
        <span key={t.start} className={`try-it-tk-${t.kind}`}>
          {code.slice(t.start, t.end)}
        </span>,
      );
      last = t.end;
    }
  parts.push(code.slice(last));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it may scroll, so the keyboard must reach it
    <pre className="try-it__code" tabIndex={0}>
      <code>{parts}</code>
    </pre>
  );
}
