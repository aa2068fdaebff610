import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
// Commands are imported when they run, so `docgen build` never loads the dev server, and `--help`
// loads nothing.
import type { BuildFlags } from './commands/build.js';
import type { CheckFlags } from './commands/check.js';
import type { ServeFlags } from './commands/serve.js';
import type { WatchFlags } from './commands/watch.js';
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
  .description(
    'build the site into the output folder (atomically: a failed build leaves it intact)',
  )
  .option('-c, --config <file>', 'config file (default: ./docgen.config.ts)')
  .option('-o, --out <dir>', 'output folder (default: dist)')
  .option('--base-url <path>', 'path the site is served under, e.g. /docs-site/')
  .option('--spec <file>', 'OpenAPI document (default: spec/openapi.yaml)')
  .option('--content <dir>', 'Markdown folder (default: content)')
  .option('--no-cache', 'transform every page again instead of reusing node_modules/.cache/docgen')
  .addOption(quiet())
  .addOption(verbose())
  .action(async (flags: BuildFlags & Common) => {
    const out = outputFrom(flags);
    try {
      const { runBuild } = await import('./commands/build.js');
      await runBuild(flags, out);
    } catch (error) {
      process.exitCode = reportFailure(error, out);
    }
  });

const port = () =>
  new Option('-p, --port <number>', 'port to listen on (0 picks a free one)')
    .default(3000)
    .argParser((value: string) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 65535)
        throw new InvalidArgumentError('expected a port number from 0 to 65535');
      return n;
    });
const host = () =>
  new Option(
    '--host <address>',
    'address to bind; other machines can connect only if you say so',
  ).default('127.0.0.1');

program
  .command('watch')
  .description('build in memory, serve the site and rebuild on every change, with live reload')
  .option('-c, --config <file>', 'config file (default: ./docgen.config.ts)')
  .addOption(port())
  .addOption(host())
  .option('--open', 'open the site in the browser')
  .option('--base-url <path>', 'path the site is served under, e.g. /docs-site/')
  .option('--spec <file>', 'OpenAPI document (default: spec/openapi.yaml)')
  .option('--content <dir>', 'Markdown folder (default: content)')
  .option(
    '--no-cache',
    'transform every page at start instead of reusing node_modules/.cache/docgen',
  )
  .addOption(quiet())
  .addOption(verbose())
  .action(async (flags: WatchFlags & Common) => {
    const out = outputFrom(flags);
    try {
      const { runWatch } = await import('./commands/watch.js');
      await runWatch(flags, out);
    } catch (error) {
      process.exitCode = reportFailure(error, out);
    }
  });

program
  .command('serve')
  .description('serve the built site as production would (compression, cache headers, 404 page)')
  .argument('[dir]', 'folder to serve (default: the output folder of the config)')
  .option('-c, --config <file>', 'config file (default: ./docgen.config.ts)')
  .addOption(port())
  .addOption(host())
  .option('--base-url <path>', 'path the site is served under, e.g. /docs-site/')
  .addOption(quiet())
  .addOption(verbose())
  .action(async (dir: string | undefined, flags: ServeFlags & Common) => {
    const out = outputFrom(flags);
    try {
      const { runServe } = await import('./commands/serve.js');
      await runServe(dir, flags, out);
    } catch (error) {
      process.exitCode = reportFailure(error, out);
    }
  });

program
  .command('check')
  .description(
    'lint the spec, validate every example, check every link and anchor, front matter and ' +
      'alt text, without writing; exit 1 on errors',
  )
  .option('-c, --config <file>', 'config file (default: ./docgen.config.ts)')
  .addOption(
    new Option(
      '--format <format>',
      'report format: text, or json for CI annotations (shape in the README)',
    )
      .choices(['text', 'json'])
      .default('text'),
  )
  .option('--strict', 'fail on warnings too')
  .option(
    '--no-cache',
    'transform, lint and compile everything again instead of reusing node_modules/.cache/docgen',
  )
  .addOption(quiet())
  .addOption(verbose())
  .action(async (flags: CheckFlags & Common) => {
    const out = outputFrom(flags);
    try {
      const { runCheckCommand } = await import('./commands/check.js');
      process.exitCode = await runCheckCommand(flags, out);
    } catch (error) {
      process.exitCode = reportFailure(error, out);
    }
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    const ok =
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help';
    process.exitCode = ok ? 0 : 2;
  } else {
    process.exitCode = reportFailure(
      error,
      outputFrom({ verbose: process.argv.includes('--verbose') }),
    );
  }
}
