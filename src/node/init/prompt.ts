import { createInterface } from 'node:readline/promises';

/** What `docgen init` asks for: the title and the OpenAPI file. */
export interface InitAnswers {
  title: string;
  /** Empty: the example spec. */
  spec: string;
}

/**
 * Whether init may ask: only on a terminal (both ends), never in CI (`CI` set, as GitHub Actions,
 * GitLab and most others do) and never with `--yes`.
 */
export function mayPrompt(yes: boolean): boolean {
  const ci = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';
  return !yes && !ci && process.stdin.isTTY === true && process.stdout.isTTY === true;
}

/** Asks for what the flags did not give; Enter keeps the default shown in parentheses. */
export async function askInit(defaults: InitAnswers, given: Partial<InitAnswers>) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const title =
      given.title ??
      ((await rl.question(`Título do site (${defaults.title}): `)).trim() || defaults.title);
    const spec =
      given.spec ??
      (await rl.question('Arquivo OpenAPI da sua API (Enter para um exemplo): ')).trim();
    return { title, spec };
  } finally {
    rl.close();
  }
}
