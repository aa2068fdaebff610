import type { SearchEntry } from './entries.js';

/** What a variant of the site adds to each of its search entries (pipeline/variant.ts). */
export interface SearchTags {
  /**
   * On a site of several versions, the version's name (the dialog's filter) and, unless it is the
   * last version, its label, said after where an entry lives.
   */
  version?: { name: string; label?: string };
  /** Pagefind's language of the entries, on a site in another language than Portuguese. */
  language?: string;
}

/** The entries of each group with the variant's tags. */
export function taggedGroups(
  groups: readonly (readonly SearchEntry[])[],
  { version, language }: SearchTags,
): SearchEntry[][] {
  const versioned = (entry: SearchEntry): SearchEntry =>
    version
      ? {
          ...entry,
          version: version.name,
          ...(version.label === undefined
            ? {}
            : { context: `${entry.context} · ${version.label}` }),
        }
      : entry;
  const tagged = (entry: SearchEntry): SearchEntry =>
    language === undefined ? versioned(entry) : { ...versioned(entry), language };
  return groups.map((group) => group.map(tagged));
}
