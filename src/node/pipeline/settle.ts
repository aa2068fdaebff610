/**
 * A part of the site declared ahead of the parts that read it: a failure is reported where it is
 * awaited, and never also as an unhandled rejection when an earlier part failed first.
 */
export function settle<T>(part: Promise<T>): Promise<T> {
  part.catch(() => undefined);
  return part;
}
