/**
 * Where a JSON pointer sits in the text of a JSON document, found by scanning the text (values on
 * the way are skipped, not parsed): a diagnostic of a 20 MB spec gets its line and column in tens
 * of milliseconds, and a spec without problems never pays for positions at all.
 */

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

class Scanner {
  i = 0;
  constructor(private readonly text: string) {}

  skipWhitespace(): void {
    while (WHITESPACE.has(this.text[this.i]!)) this.i++;
  }

  /** Skips a string starting at the opening quote; returns its raw text (quotes included). */
  string(): string {
    const start = this.i++;
    while (this.i < this.text.length) {
      const c = this.text[this.i++];
      if (c === '\\') this.i++;
      else if (c === '"') break;
    }
    return this.text.slice(start, this.i);
  }

  /** Skips one value (string, object, array, number, literal). */
  value(): void {
    const c = this.text[this.i];
    if (c === '"') {
      this.string();
      return;
    }
    if (c === '{' || c === '[') {
      let depth = 0;
      while (this.i < this.text.length) {
        const d = this.text[this.i];
        if (d === '"') {
          this.string();
          continue;
        }
        this.i++;
        if (d === '{' || d === '[') depth++;
        else if ((d === '}' || d === ']') && --depth === 0) return;
      }
      return;
    }
    while (this.i < this.text.length && !/[,}\]\s]/.test(this.text[this.i]!)) this.i++;
  }
}

/** The key's name of a raw JSON string, or undefined if it is not valid JSON. */
function keyOf(raw: string): string | undefined {
  try {
    return JSON.parse(raw) as string;
  } catch {
    return undefined;
  }
}

/**
 * The offset of the node at `path` in JSON `text`: an object member's key, an array item; where the
 * path leaves the document, the closest existing parent's.
 */
export function locateInJson(text: string, path: readonly (string | number)[]): number {
  const s = new Scanner(text);
  s.skipWhitespace();
  let found = s.i;
  for (const step of path) {
    const open = text[s.i];
    if (open === '{') {
      s.i++;
      let hit = false;
      for (;;) {
        s.skipWhitespace();
        if (text[s.i] !== '"') break;
        const keyAt = s.i;
        const key = keyOf(s.string());
        s.skipWhitespace();
        s.i++; // ':'
        s.skipWhitespace();
        if (key === String(step)) {
          found = keyAt;
          hit = true;
          break;
        }
        s.value();
        s.skipWhitespace();
        if (text[s.i] !== ',') break;
        s.i++;
      }
      if (!hit) return found;
    } else if (open === '[') {
      s.i++;
      const index = Number(step);
      let at = 0;
      s.skipWhitespace();
      while (at < index && text[s.i] !== ']' && s.i < text.length) {
        s.value();
        s.skipWhitespace();
        if (text[s.i] !== ',') break;
        s.i++;
        s.skipWhitespace();
        at++;
      }
      if (at !== index || text[s.i] === ']') return found;
      found = s.i;
    } else return found;
  }
  return found;
}

/** 1-based line and column of an offset. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
