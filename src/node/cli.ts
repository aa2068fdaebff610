import { Command, CommanderError, Option } from 'commander';
import { runBuild, type BuildFlags } from './commands/build.js';
import { outputFrom, reportFailure } from './diagnostics/exit.js';
import { packageVersion } from './package-root.js';

type Common = { quiet?: boolean; verbose?: boolean };

const program = new Command('docgen')
  .description('Builds a static pt-BR documentation site from Markdown and an OpenAPI document.')
  .version(packageVersion(), '-v, --version')
  .exitOverride()
  .configureOutput({ writeErr: (s) => process.stderr.write(s) });

const quiet = () => new Option('-q, --quiet', 'print only errors');
const verbose = () => new Option('--verbose', 'print stage timings and stacks of internal errors');

program
  .command('build')
  .description('build the site into the output folder (atomically: a failed build leaves it intact)')
  .option('-c, --config <file>', 'config file (default: ./docgen.config.ts)')
  .option('-o, --out <dir>', 'output folder (default: dist)')
  .option('--base-url <path>', 'path the site is served under, e.g. /docs-site/')
  .option('--spec <file>', 'OpenAPI document (default: spec/openapi.yaml)')
  .option('--content <dir>', 'Markdown folder (default: content)')
  .addOption(quiet())
  .addOption(verbose())
  .action(async (flags: BuildFlags & Common) => {
    const out = outputFrom(flags);
    try {
      await runBuild(flags, out);
    } catch (error) {
      process.exitCode = reportFailure(error, out);
    }
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    const ok = error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help';
    process.exitCode = ok ? 0 : 2;
  } else {
    process.exitCode = reportFailure(error, outputFrom({ verbose: process.argv.includes('--verbose') }));
  }
}
