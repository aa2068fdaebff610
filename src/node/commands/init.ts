import path from 'node:path';
import { languageOf, type Language } from '../../shared/i18n/languages.js';
import { fill } from '../../shared/i18n/message.js';
import { cliStrings } from '../cli-strings/index.js';
import type { Output } from '../diagnostics/exit.js';
import { packageName } from '../package-root.js';
import { askInit, mayPrompt } from '../init/prompt.js';
import { planScaffold, writeScaffold, type ScaffoldPlan } from '../init/scaffold.js';
import { starters } from '../init/starter.js';

export interface InitFlags {
  title?: string;
  locale?: string;
  spec?: string;
  yes?: boolean;
}

/** The site's locale when neither `--locale` nor an answer gives one: the config's default. */
const DEFAULT_LOCALE = 'pt-BR';

const titleIn = (locale: string) => starters[languageOf(locale)].title;

/**
 * `docgen init [dir]`: a working docs project in `dir` (default: here), in the site's language.
 * Asks for the language, the title and the spec on a terminal; with flags, `--yes`, in CI or
 * without a terminal it asks nothing (`--locale`, else pt-BR). Once the language is known, the
 * command speaks it (its errors, its summary), unless `--lang` (`asked`) says otherwise.
 */
export async function runInit(
  dir: string | undefined,
  flags: InitFlags,
  out: Output,
  asked: Language | undefined,
) {
  const given = {
    ...(flags.locale !== undefined ? { locale: flags.locale } : {}),
    ...(flags.title !== undefined ? { title: flags.title } : {}),
    ...(flags.spec !== undefined ? { spec: flags.spec } : {}),
  };
  const answers = mayPrompt(flags.yes === true)
    ? await askInit(
        { locale: DEFAULT_LOCALE, title: titleIn },
        given,
        out.language ?? 'en',
        (locale) => asked ?? languageOf(locale),
      )
    : {
        locale: given.locale ?? DEFAULT_LOCALE,
        title: given.title ?? titleIn(given.locale ?? DEFAULT_LOCALE),
        spec: given.spec ?? '',
      };
  const locale = answers.locale.trim() || DEFAULT_LOCALE;
  // `out` is the one the command's failures are reported with, too.
  out.language = asked ?? languageOf(locale);
  const target = path.resolve(out.cwd, dir ?? '.');
  const plan = await planScaffold({
    dir: target,
    title: answers.title.trim() || titleIn(locale),
    locale,
    spec: answers.spec ? path.resolve(out.cwd, answers.spec) : undefined,
  });
  await writeScaffold(plan);
  if (!out.quiet) process.stdout.write(summary(plan, path.relative(out.cwd, target), out.language));
}

/** What was made, and what to run next, in the order a newcomer runs it. */
function summary(plan: ScaffoldPlan, relDir: string, language: Language): string {
  const s = cliStrings(language).run.init;
  const made = [
    ...plan.create.map((f) => f.file),
    plan.packageJson.existed ? s.packageJsonAdded : s.packageJsonMade,
    ...(plan.gitignore.length > 0 ? [s.gitignore] : []),
  ];
  const steps = [
    ...(relDir ? [[`cd ${relDir}`, '']] : []),
    ...(plan.hasOtherDocgen ? [['npm uninstall docgen', s.uninstall]] : []),
    ...(plan.hasDocgen ? [] : [[`npm install --save-dev ${packageName}`, s.install]]),
    ['npm run docs:watch', s.watch],
    ['npm run docs:check', s.check],
    ['npm run docs:build', s.build],
  ];
  const width = Math.max(...steps.map(([command]) => command!.length));
  return [
    fill(s.made, { dir: relDir || '.' }),
    ...made.map((file) => `  ${file}`),
    '',
    s.nextSteps,
    ...steps.map(([command, what]) => `  ${what ? `${command!.padEnd(width)}  ${what}` : command}`),
    '',
    s.write,
    fill(s.guide, { file: `node_modules/${packageName}/docs/usar-o-docgen.md` }),
    '',
  ].join('\n');
}
