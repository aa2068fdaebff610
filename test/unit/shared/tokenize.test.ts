import { describe, expect, it } from 'vitest';
import { tokens } from '../../../src/shared/tokenize.js';

/** The code with each token written as `[kind:text]`, to read the offsets at a glance. */
function marked(code: string, lang: string): string {
  let out = '';
  let last = 0;
  for (const t of tokens(code, lang)) {
    out += `${code.slice(last, t.start)}[${t.kind}:${code.slice(t.start, t.end)}]`;
    last = t.end;
  }
  return out + code.slice(last);
}

describe('tokens (the API samples highlighter)', () => {
  it('finds strings, JSON keys (without their colon), numbers, keywords and comments', () => {
    expect(marked('{"a<b>": 1, "c": "<x>", "d": true}', 'json')).toBe(
      '{[a:"a<b>"]: [n:1], [a:"c"]: [s:"<x>"], [a:"d"]: [k:true]}',
    );
    expect(marked("const url = 'x'; // fim", 'javascript')).toBe(
      "[k:const] url = [s:'x']; [c:// fim]",
    );
    expect(marked('print("a") # fim', 'python')).toBe('[k:print]([s:"a"]) [c:# fim]');
  });

  it('does not read a URL fragment in a shell sample as a comment', () => {
    expect(marked('curl https://x.com/a#b', 'curl')).toBe('[k:curl] https://x.com/a#b');
  });

  it(
    'marks no keyword of another language, ' +
      'and nothing in an unknown one but strings and numbers',
    () => {
      expect(marked('const x = nil', 'go')).toBe('const x = [k:nil]');
      expect(marked('const "a" 1', 'text')).toBe('const [s:"a"] [n:1]');
    },
  );
});
