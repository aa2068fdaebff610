import type { ReferenceStrings } from './strings.js';

/**
 * `404` → `Não encontrado`; `418` and `4XX` → `Erro do cliente`; `default` → `Qualquer outra
 * resposta`, in the reference's language (the console's: shared/status-text.ts).
 */
export function statusText(status: string, texts: ReferenceStrings['status']): string {
  const table: Readonly<Record<string, string>> = texts;
  if (Object.hasOwn(table, status)) return table[status]!;
  const range = `${status[0] ?? ''}XX`;
  return Object.hasOwn(table, range) ? table[range]! : '';
}
