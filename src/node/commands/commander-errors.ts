import { fill } from '../../shared/i18n/message.js';
import type { CliStrings } from '../cli-strings/index.js';

type Errors = CliStrings['help']['errors'];

/** Commander's usage errors (commander 14's wording), each with the message that says it. */
const known: readonly [RegExp, (e: Errors, m: RegExpExecArray) => string][] = [
  [/^unknown option '([^']*)'/, (e, m) => fill(e.unknownOption, { name: m[1]! })],
  [/^unknown command '([^']*)'/, (e, m) => fill(e.unknownCommand, { name: m[1]! })],
  [/^missing required argument '([^']*)'/, (e, m) => fill(e.missingArgument, { name: m[1]! })],
  [/^option '([^']*)' argument missing/, (e, m) => fill(e.optionArgumentMissing, { name: m[1]! })],
  [
    /^option '([^']*)' argument '([^']*)' is invalid\./,
    (e, m) => fill(e.optionInvalid, { name: m[1]!, value: m[2]! }),
  ],
  [/^too many arguments\b[^.]*\.?/, (e) => e.tooManyArguments],
  [/^Allowed choices are (.*)\./, (e, m) => fill(e.allowedChoices, { values: m[1]! })],
  [/^\(Did you mean (.*)\?\)/, (e, m) => fill(e.didYouMean, { name: m[1]! })],
];

/**
 * A usage error of commander's in the CLI's language: each part it knows said in `errors`, the
 * rest (a value's own message, from the option's parser) as commander wrote it.
 */
export function commanderError(text: string, errors: Errors): string {
  return text
    .split('\n')
    .map((line) => {
      const error = /^error: /.test(line);
      let rest = line.replace(/^error: /, '');
      const said: string[] = [];
      for (let progress = true; progress && rest.length > 0; ) {
        progress = false;
        for (const [pattern, say] of known) {
          const match = pattern.exec(rest);
          if (!match) continue;
          said.push(say(errors, match));
          rest = rest.slice(match[0].length).trimStart();
          progress = true;
          break;
        }
      }
      const out = [...said, rest].filter(Boolean).join(' ');
      return error ? fill(errors.error, { message: out }) : out;
    })
    .join('\n');
}
