/** Which of the browser's stores: kept across visits, or for the tab's session. */
type Area = 'localStorage' | 'sessionStorage';

/**
 * A key's value, or null where there is none or storage is missing or blocked (private modes,
 * disabled storage, where even reading `localStorage` throws): then nothing is remembered.
 */
export function readKey(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

/**
 * Sets a key, or removes it when `value` is null. Returns false where storage is missing, blocked
 * or full: what was asked then holds on this page only.
 */
export function writeKey(area: Area, key: string, value: string | null): boolean {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
