/**
 * Portuguese singular and plural forms that Pagefind's stemmer (Snowball Portuguese) does not fold
 * together: `notificação` and `notificações`, `item` and `itens`, `mensagem` and `mensagens` get
 * different stems, so a search in one number missed text written in the other. Each entry is also
 * indexed under the other number of its words (see record.ts): a search finds either form, and
 * its excerpt still shows the text as written.
 */

/** A rule: what a word ends with, what that ending becomes, and the shortest word it applies to. */
interface Rule {
  ending: string;
  other: string;
  minLength: number;
}

const RULES: readonly Rule[] = [
  // -ção/-ções, -são/-sões, and the other -ão/-ões (botão, versão); -ões is the usual plural.
  { ending: 'ões', other: 'ão', minLength: 4 },
  { ending: 'ão', other: 'ões', minLength: 3 },
  // -al/-ais: digital, digitais; "mal" and "mais" are too short to be this.
  { ending: 'ais', other: 'al', minLength: 5 },
  { ending: 'al', other: 'ais', minLength: 4 },
  // -m/-ns: item, itens; mensagem, mensagens; jardim, jardins; algum, alguns (verbs in -am left).
  ...['e', 'i', 'o', 'u'].flatMap((vowel) => [
    { ending: `${vowel}ns`, other: `${vowel}m`, minLength: 4 },
    { ending: `${vowel}m`, other: `${vowel}ns`, minLength: 4 },
  ]),
];

/** Words these rules would misread: not a number pair, or too common to be worth a form. */
const LEFT_ALONE = new Set([
  'demais',
  'jamais',
  'também',
  'porém',
  'além',
  'quem',
  'então',
  'não',
  'são',
]);

/** The word in its other number, or undefined when no rule reads it (a lowercase word). */
export function otherNumber(word: string): string | undefined {
  if (LEFT_ALONE.has(word)) return undefined;
  const rule = RULES.find((r) => word.length >= r.minLength && word.endsWith(r.ending));
  return rule ? word.slice(0, -rule.ending.length) + rule.other : undefined;
}

const WORD = /\p{L}+/gu;

/**
 * The other number of every word of `text` these rules read, each once, none that `text` already
 * has; space-separated, or '' when there is none.
 */
export function otherNumbers(text: string): string {
  const words = new Set(text.toLocaleLowerCase('pt-BR').match(WORD) ?? []);
  const others = new Set<string>();
  for (const word of words) {
    const other = otherNumber(word);
    if (other && !words.has(other)) others.add(other);
  }
  return [...others].join(' ');
}
