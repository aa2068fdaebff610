import path from 'node:path';
import type { Output } from '../diagnostics/exit.js';
import { packageName } from '../package-root.js';
import { askInit, mayPrompt } from '../init/prompt.js';
import { planScaffold, writeScaffold, type ScaffoldPlan } from '../init/scaffold.js';

export interface InitFlags {
  title?: string;
  spec?: string;
  yes?: boolean;
}

const DEFAULT_TITLE = 'Documentação da API';

/**
 * `docgen init [dir]`: a working docs project in `dir` (default: here). Asks for the title and the
 * spec on a terminal; with flags, `--yes`, in CI or without a terminal it asks nothing.
 */
export async function runInit(dir: string | undefined, flags: InitFlags, out: Output) {
  const given = {
    ...(flags.title !== undefined ? { title: flags.title } : {}),
    ...(flags.spec !== undefined ? { spec: flags.spec } : {}),
  };
  const answers = mayPrompt(flags.yes === true)
    ? await askInit({ title: DEFAULT_TITLE, spec: '' }, given)
    : { title: given.title ?? DEFAULT_TITLE, spec: given.spec ?? '' };
  const target = path.resolve(out.cwd, dir ?? '.');
  const plan = await planScaffold({
    dir: target,
    title: answers.title.trim() || DEFAULT_TITLE,
    spec: answers.spec ? path.resolve(out.cwd, answers.spec) : undefined,
  });
  await writeScaffold(plan);
  if (!out.quiet) process.stdout.write(summary(plan, path.relative(out.cwd, target)));
}

/** What was made, and what to run next, in the order a newcomer runs it. */
function summary(plan: ScaffoldPlan, relDir: string): string {
  const made = [
    ...plan.create.map((f) => f.file),
    `package.json (${plan.packageJson.existed ? 'scripts acrescentados' : 'criado'})`,
    ...(plan.gitignore.length > 0 ? ['.gitignore (entradas do docgen)'] : []),
  ];
  const steps = [
    ...(relDir ? [[`cd ${relDir}`, '']] : []),
    ...(plan.hasOtherDocgen
      ? [['npm uninstall docgen', 'remove o pacote "docgen" do npm, que é outro projeto']]
      : []),
    ...(plan.hasDocgen
      ? []
      : [[`npm install --save-dev ${packageName}`, 'instala o docgen no projeto']]),
    ['npm run docs:watch', 'o site em http://127.0.0.1:3000/, refeito a cada arquivo salvo'],
    ['npm run docs:check', 'links, exemplos e o OpenAPI verificados (o passo da CI)'],
    ['npm run docs:build', 'o site estático em dist/, pronto para publicar'],
  ];
  const width = Math.max(...steps.map(([command]) => command!.length));
  return [
    `Projeto de documentação criado em ${relDir || '.'}:`,
    ...made.map((file) => `  ${file}`),
    '',
    'Próximos passos:',
    ...steps.map(([command, what]) => `  ${what ? `${command!.padEnd(width)}  ${what}` : command}`),
    '',
    'Escreva em content/docs/, troque spec/ pelo OpenAPI da sua API e ajuste o docgen.config.ts.',
    `Guia completo: node_modules/${packageName}/docs/usar-o-docgen.md`,
    '',
  ].join('\n');
}
