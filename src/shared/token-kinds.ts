/**
 * The kinds of token the samples' highlighter finds (tokenize.ts): string, JSON key, keyword,
 * number, comment. Apart from the lexer, so that a page registers its highlights before the lexer
 * (a chunk loaded with the first sample in view) is there.
 */
export const TOKEN_KINDS = ['s', 'a', 'k', 'n', 'c'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
