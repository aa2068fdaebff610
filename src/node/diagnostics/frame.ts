/** The most characters of a source line a frame shows; longer lines show a window of this width. */
export const FRAME_WIDTH = 100;
/** How many characters the window keeps before the caret's column. */
const BEFORE_CARET = 40;

/**
 * Formats a few lines of source around a 1-based line/column, with a caret under the column.
 * A line longer than FRAME_WIDTH (a minified JSON spec is one line of megabytes) shows the part of
 * it around the column, marked with … where it is cut; the lines around it show the same columns.
 */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const first = Math.max(1, line - context);
  const lines = linesOf(source, first, line + context);
  const last = first + lines.length - 1;
  const width = String(last).length;
  const caretLine = lines[line - first] ?? '';
  const start = windowStart(caretLine, column);
  const out: string[] = [];
  lines.forEach((text, i) => {
    const n = first + i;
    const shown = clip(text, start);
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${shown}`);
    if (n === line) {
      const offset = Math.max(0, column - 1 - start) + (start > 0 ? 1 : 0);
      out.push(`  ${' '.repeat(width)} | ${' '.repeat(offset)}^`);
    }
  });
  return out.join('\n');
}

/** Lines `from` to `to` (1-based, inclusive) of the source, without splitting all of it. */
function linesOf(source: string, from: number, to: number): string[] {
  const lines: string[] = [];
  let at = 0;
  for (let n = 1; n <= to && at <= source.length; n++) {
    const end = source.indexOf('\n', at);
    const stop = end === -1 ? source.length : end;
    if (n >= from) lines.push(source.slice(at, stop).replace(/\r$/, ''));
    if (end === -1) break;
    at = end + 1;
  }
  return lines;
}

/** Where the shown part of the caret's line starts: 0 unless the line is longer than the frame. */
function windowStart(text: string, column: number): number {
  if (text.length <= FRAME_WIDTH) return 0;
  const start = Math.min(Math.max(0, column - 1 - BEFORE_CARET), text.length - FRAME_WIDTH);
  // Never start on the second half of a surrogate pair.
  return isLowSurrogate(text.charCodeAt(start)) ? start + 1 : start;
}

/** The FRAME_WIDTH characters of a line from `start`, with … where the line goes on. */
function clip(text: string, start: number): string {
  if (start === 0 && text.length <= FRAME_WIDTH) return text;
  let end = Math.min(text.length, start + FRAME_WIDTH);
  if (isLowSurrogate(text.charCodeAt(end))) end -= 1;
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
