/** What JSON.parse finds wrong in `text`, at its line and column; undefined when it is JSON. */
export function jsonError(
  text: string,
): { message: string; line: number; column: number } | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    const message = (error as Error).message;
    const at = /at position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : text.length;
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    return {
      message: message.replace(/ in JSON at position \d+.*$/, ''),
      line,
      column: offset - before.lastIndexOf('\n'),
    };
  }
}
