import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
// Commands are imported when they run, so `docgen build` never loads the dev server, and `--help`
// loads nothing.
import type { BuildFlags } from './commands/build.js';
import type { CheckFlags } from './commands/check.js';
import type { DiffFlags } from './commands/diff.js';
import type { InitFlags } from './commands/init.js';
import type { ServeFlags } from './commands/serve.js';
import type { VersionFlags } from './commands/version.js';
import type { WatchFlags } from './commands/watch.js';
import { type Output, outputFrom, reportFailure } from './diagnostics/exit.js';
import { packageVersion } from './package-root.js';
import { stopServices } from './services.js';
import { optimiseLater } from './v8-tiering.js';

optimiseLater();

type Common = { quiet?: boolean; verbose?: boolean };

/**
 * `docgen check --format json`: a CI reads the JSON report whatever happened, a mistyped option
 * too (the report is printed below, in place of commander's line).
 */
const args = process.argv.slice(2);
const jsonCheck =
  args[0] === 'check' &&
  args.some((a, i) => a === '--format=json' || (a === '--format' && args[i + 1] === 'json'));

const program = new Command('docgen')
  .description('Builds a static pt-BR documentation site from Markdown and an OpenAPI document.')
  .version(packageVersion(), '-v, --version')
  .exitOverride()
  .configureOutput({
    writeErr: (s) => process.stderr.write(s),
    outputError: (s, write) => (jsonCheck ? undefined : write(s)),
  });

/** How long a finished command waits for what user code left running (a config's timer). */
const LINGER_MS = 1_000;

/**
 * Runs a command: its output options from the flags, a user error as located diagnostics and an
 * internal one as such (exit code 1), and every service it started stopped before it returns. A
 * command that ends (`ends`: build, check, init) ends then, even if user code it ran (the config)
 * left a timer or a socket open.
 */
function handle<F extends Common>(run: (flags: F, out: Output) => Promise<unknown>, ends = true) {
  return async (flags: F) => {
    const out = outputFrom(flags);
    try {
      const code = await run(flags, out);
      if (typeof code === 'number') process.exitCode = code;
    } catch (error) {
      process.exitCode = reportFailure(error, out);
    } finally {
      await stopServices();
      if (ends) setTimeout(() => process.exit(), LINGER_MS).unref();
    }
  };
}

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
    'address to bind; other machines connect only if you say so',
  ).default('127.0.0.1');

/** A command with the options every command shares (config, base URL, quiet, verbose). */
function command(name: string, description: string): Command {
  return program
    .command(name)
    .description(description)
    .option('-c, --config <file>', 'config file (default: ./docgen.config.ts)')
    .option('--base-url <path>', 'path the site is served under, e.g. /docs-site/')
    .option('-q, --quiet', 'print only errors')
    .option('--verbose', 'print stage timings and stacks of internal errors');
}

/** A command that compiles the site: it also takes the spec, the content and --no-cache. */
function siteCommand(name: string, description: string): Command {
  return command(name, description)
    .option('--spec <file>', 'OpenAPI document (default: spec/openapi.yaml)')
    .option('--content <dir>', 'Markdown folder (default: content)')
    .option('--no-cache', 'redo every stage instead of reusing node_modules/.cache/docgen');
}

siteCommand(
  'build',
  'build the site into the output folder (atomically: a failed build leaves it intact)',
)
  .option('-o, --out <dir>', 'output folder (default: dist)')
  .action(
    handle<BuildFlags & Common>(async (flags, out) =>
      (await import('./commands/build.js')).runBuild(flags, out),
    ),
  );

siteCommand(
  'watch',
  'build in memory, serve the site and rebuild on every change, with live reload',
)
  .addOption(port())
  .addOption(host())
  .option('--open', 'open the site in the browser')
  .action(
    handle<WatchFlags & Common>(
      async (flags, out) => (await import('./commands/watch.js')).runWatch(flags, out),
      false,
    ),
  );

command('serve', 'serve the built site as production would (compression, cache headers, 404 page)')
  .argument('[dir]', 'folder to serve (default: the output folder of the config)')
  .addOption(port())
  .addOption(host())
  .action((dir: string | undefined, flags: ServeFlags & Common) =>
    handle<ServeFlags & Common>(
      async (f, out) => (await import('./commands/serve.js')).runServe(dir, f, out),
      false,
    )(flags),
  );

siteCommand(
  'check',
  'lint the spec, validate every example, check every link and anchor, front matter and ' +
    'alt text, without writing; exit 1 on errors',
)
  .addOption(
    new Option('--format <format>', 'report format: text, or json for CI annotations (README)')
      .choices(['text', 'json'])
      .default('text'),
  )
  .option('--strict', 'fail on warnings too')
  .action(
    handle<CheckFlags & Common>(async (flags, out) =>
      (await import('./commands/check.js')).runCheckCommand(flags, out),
    ),
  );

program
  .command('diff')
  .description(
    'list every change between two versions of an OpenAPI document, each breaking, non-breaking ' +
      'or documentation-only (docs/alteracoes-da-api.md)',
  )
  .argument('<old>', 'the older spec file')
  .argument('<new>', 'the newer spec file')
  .addOption(
    new Option('--fail-on <level>', 'exit 1 when a change of this level (or worse) is found')
      .choices(['breaking', 'non-breaking', 'none'])
      .default('none'),
  )
  .addOption(
    new Option('--format <format>', 'report format')
      .choices(['text', 'json', 'markdown'])
      .default('text'),
  )
  .option('-q, --quiet', 'print only the report and errors')
  .option('--verbose', 'print stacks of internal errors')
  .action((oldFile: string, newFile: string, flags: DiffFlags & Common) =>
    handle<DiffFlags & Common>(async (f, out) =>
      (await import('./commands/diff.js')).runDiff(oldFile, newFile, f, out),
    )(flags),
  );

program
  .command('version')
  .description(
    'release the docs and the spec being edited as a version: versioned_docs/, ' +
      'versioned_specs/, versions.json (never overwrites)',
  )
  .argument('<name>', 'the version, e.g. 2.0 (served at /docs/ and /api/ as the last one)')
  .option('-c, --config <file>', 'config file (default: ./docgen.config.ts)')
  .option('-q, --quiet', 'print only errors')
  .option('--verbose', 'print stacks of internal errors')
  .action((name: string, flags: VersionFlags & Common) =>
    handle<VersionFlags & Common>(async (f, out) =>
      (await import('./commands/version.js')).runVersion(name, f, out),
    )(flags),
  );

program
  .command('init')
  .description(
    'create a docs project: docgen.config.ts, content/, spec/, package.json scripts, .gitignore ' +
      '(asks on a terminal; never overwrites a file)',
  )
  .argument('[dir]', 'project folder (default: the current folder; made if missing)')
  .option('--title <title>', 'site title')
  .option('--spec <file>', 'OpenAPI document to copy into spec/ (default: a small example)')
  .option('-y, --yes', 'ask nothing: the flags, else the defaults')
  .option('-q, --quiet', 'print only errors')
  .option('--verbose', 'print stacks of internal errors')
  .action((dir: string | undefined, flags: InitFlags & Common) =>
    handle<InitFlags & Common>(async (f, out) =>
      (await import('./commands/init.js')).runInit(dir, f, out),
    )(flags),
  );

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    const ok =
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help';
    process.exitCode = ok ? 0 : 2;
    if (!ok && jsonCheck)
      process.stdout.write(`${(await import('./commands/check.js')).usageReport(error.message)}\n`);
  } else {
    process.exitCode = reportFailure(
      error,
      outputFrom({ verbose: process.argv.includes('--verbose') }),
    );
  }
}
