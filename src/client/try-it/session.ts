/**
 * sessionStorage as JSON, where storage may be missing or full (private modes, disabled storage):
 * then the console keeps nothing between pages, and says nothing about it.
 */

export function readSession<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

/** Writes `value`, or removes the key when it is undefined. */
export function writeSession(key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing is kept without storage.
  }
}

/** Reads and removes: for one-use records (a login under way, a console to reopen). */
export function takeSession<T>(key: string): T | undefined {
  const value = readSession<T>(key);
  writeSession(key, undefined);
  return value;
}
