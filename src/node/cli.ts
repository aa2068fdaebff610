import {
  type Argument,
  Command,
  CommanderError,
  Help,
  InvalidArgumentError,
  Option,
} from 'commander';
import { fill } from '../shared/i18n/message.js';
// Commands are imported when they run, so `docgen build` never loads the dev server, and `--help`
// loads nothing.
import type { BuildFlags } from './commands/build.js';
import type { CheckFlags } from './commands/check.js';
import type { DiffFlags } from './commands/diff.js';
import type { InitFlags } from './commands/init.js';
import type { ServeFlags } from './commands/serve.js';
import type { VersionFlags } from './commands/version.js';
import type { WatchFlags } from './commands/watch.js';
import { cliStrings } from './cli-strings/index.js';
import { commanderError } from './commands/commander-errors.js';
import { askedLanguage, cliLanguage } from './commands/language.js';
import { isLocaleTag } from './init/starter.js';
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

/**
 * The language of everything the CLI prints, its help included, so it is known before commander
 * parses: `--lang`, `DOCGEN_LANG`, the site's locale, English outside a project (language.ts).
 */
const language = cliLanguage(args, process.cwd());
const h = cliStrings(language).help;

/** What commander writes after a description: the default and the choices, in `language`. */
function extraInfo(item: Option | Argument): string[] {
  const extra: string[] = [];
  if (item.argChoices)
    extra.push(
      fill(h.extra.choices, { values: item.argChoices.map((c) => JSON.stringify(c)).join(', ') }),
    );
  const shown =
    !(item instanceof Option) ||
    item.required ||
    item.optional ||
    (item.isBoolean() && typeof item.defaultValue === 'boolean');
  if (item.defaultValue !== undefined && shown) {
    const value = item.defaultValueDescription || JSON.stringify(item.defaultValue);
    extra.push(fill(h.extra.default, { value }));
  }
  return extra;
}
const described = (description: string, extra: string[]) =>
  extra.length === 0 ? description : `${description} (${extra.join(', ')})`.trimStart();

/** A usage line with commander's `[options]` and `[command]` in `language`. */
const usageWords = (usage: string) =>
  usage.replace('[options]', h.usage.options).replace('[command]', h.usage.command);
const commanderHelp = new Help();

/** Commander's help in the CLI's language: its headings and the words after each description. */
const helpInLanguage: Partial<Help> = {
  showGlobalOptions: true,
  styleTitle: (title: string) =>
    ({
      'Usage:': h.headings.usage,
      'Arguments:': h.headings.arguments,
      'Options:': h.headings.options,
      'Global Options:': h.headings.globalOptions,
      'Commands:': h.headings.commands,
    })[title] ?? title,
  commandUsage: (cmd: Command) => usageWords(commanderHelp.commandUsage(cmd)),
  subcommandTerm: (cmd: Command) => usageWords(commanderHelp.subcommandTerm(cmd)),
  optionDescription: (option: Option) => described(option.description, extraInfo(option)),
  argumentDescription: (argument: Argument) => described(argument.description, extraInfo(argument)),
};

const program = new Command('docgen')
  .description(h.program)
  .version(packageVersion(), '-v, --version', h.version)
  .helpOption('-h, --help', h.help)
  .helpCommand('help [command]', h.helpCommand)
  .configureHelp(helpInLanguage)
  .option('--lang <language>', h.lang)
  .exitOverride()
  .configureOutput({
    writeErr: (s) => process.stderr.write(s),
    outputError: (s, write) => (jsonCheck ? undefined : write(commanderError(s, h.errors))),
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
    const out = outputFrom(flags, language);
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
  new Option('-p, --port <number>', h.options.port).default(3000).argParser((value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 65535)
      throw new InvalidArgumentError(h.options.portInvalid);
    return n;
  });
const host = () => new Option('--host <address>', h.options.host).default('127.0.0.1');

/** A command with the options every command shares (config, base URL, quiet, verbose). */
function command(name: string, description: string): Command {
  return program
    .command(name)
    .description(description)
    .option('-c, --config <file>', h.options.config)
    .option('--base-url <path>', h.options.baseUrl)
    .option('-q, --quiet', h.options.quiet)
    .option('--verbose', h.options.verbose);
}

/** A command that compiles the site: it also takes the spec, the content and --no-cache. */
function siteCommand(name: string, description: string): Command {
  return command(name, description)
    .option('--spec <file>', h.options.spec)
    .option('--content <dir>', h.options.content)
    .option('--no-cache', h.options.noCache);
}

siteCommand('build', h.build.description)
  .option('-o, --out <dir>', h.build.out)
  .action(
    handle<BuildFlags & Common>(async (flags, out) =>
      (await import('./commands/build.js')).runBuild(flags, out),
    ),
  );

siteCommand('watch', h.watch.description)
  .addOption(port())
  .addOption(host())
  .option('--open', h.watch.open)
  .action(
    handle<WatchFlags & Common>(
      async (flags, out) => (await import('./commands/watch.js')).runWatch(flags, out),
      false,
    ),
  );

command('serve', h.serve.description)
  .argument('[dir]', h.serve.dir)
  .addOption(port())
  .addOption(host())
  .action((dir: string | undefined, flags: ServeFlags & Common) =>
    handle<ServeFlags & Common>(
      async (f, out) => (await import('./commands/serve.js')).runServe(dir, f, out),
      false,
    )(flags),
  );

siteCommand('check', h.check.description)
  .addOption(
    new Option('--format <format>', h.check.format).choices(['text', 'json']).default('text'),
  )
  .option('--strict', h.check.strict)
  .action(
    handle<CheckFlags & Common>(async (flags, out) =>
      (await import('./commands/check.js')).runCheckCommand(flags, out),
    ),
  );

program
  .command('diff')
  .description(h.diff.description)
  .argument('<old>', h.diff.old)
  .argument('<new>', h.diff.new)
  .addOption(
    new Option('--fail-on <level>', h.diff.failOn)
      .choices(['breaking', 'non-breaking', 'none'])
      .default('none'),
  )
  .addOption(
    new Option('--format <format>', h.diff.format)
      .choices(['text', 'json', 'markdown'])
      .default('text'),
  )
  .option('-q, --quiet', h.diff.quiet)
  .option('--verbose', h.options.verboseStacks)
  .action((oldFile: string, newFile: string, flags: DiffFlags & Common) =>
    handle<DiffFlags & Common>(async (f, out) =>
      (await import('./commands/diff.js')).runDiff(oldFile, newFile, f, out),
    )(flags),
  );

program
  .command('version')
  .description(h.versionCommand.description)
  .argument('<name>', h.versionCommand.name)
  .option('-c, --config <file>', h.options.config)
  .option('-q, --quiet', h.options.quiet)
  .option('--verbose', h.options.verboseStacks)
  .action((name: string, flags: VersionFlags & Common) =>
    handle<VersionFlags & Common>(async (f, out) =>
      (await import('./commands/version.js')).runVersion(name, f, out),
    )(flags),
  );

program
  .command('init')
  .description(h.init.description)
  .argument('[dir]', h.init.dir)
  .option('--title <title>', h.init.title)
  .addOption(
    new Option('--locale <tag>', h.init.locale).argParser((tag: string) => {
      if (!isLocaleTag(tag)) throw new InvalidArgumentError(h.init.localeInvalid);
      return tag;
    }),
  )
  .option('--spec <file>', h.init.spec)
  .option('-y, --yes', h.init.yes)
  .option('-q, --quiet', h.options.quiet)
  .option('--verbose', h.options.verboseStacks)
  .action((dir: string | undefined, flags: InitFlags & Common) =>
    handle<InitFlags & Common>(async (f, out) =>
      (await import('./commands/init.js')).runInit(dir, f, out, askedLanguage(args)),
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
      process.stdout.write(
        `${(await import('./commands/check.js')).usageReport(error.message, language)}\n`,
      );
  } else {
    process.exitCode = reportFailure(
      error,
      outputFrom({ verbose: process.argv.includes('--verbose') }, language),
    );
  }
}
