import GithubSlugger from 'github-slugger';

/** Folds accents so pt-BR headings give ASCII slugs: "Autenticação" → "autenticacao". */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/** A slugger per page: stable, accent-folded, duplicates numbered (`erros`, `erros-1`). */
export function createSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(foldAccents(text)) || 'secao';
}
