// `docgen check --format json` on every broken input the build reports (helpers/broken-inputs.ts):
// its output is JSON whatever happens, and it holds the build's first error, at the same place.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { badInputCases, buildErrorCases } from '../helpers/broken-inputs.js';
import { copyFixture, runCli } from '../helpers/cli.js';

interface Located {
  file: string | null;
  line: number | null;
  column: number | null;
  pointer: string | null;
  code: string;
}

/**
 * The first error line of a text report: `file:line:col  error  DGxxxx  message` (a spec's finding
 * ends with `  #/pointer`), `file#/pointer  error  DGxxxx`, `file  error  DGxxxx` or `error
 * DGxxxx`.
 */
function firstError(report: string): Located {
  const line = report.split('\n').find((l) => /(^|\S {2})error {2}DG\d{4} /.test(l));
  const match =
    line && /^(?:(\S+?)(?::(\d+):(\d+))?(?:#(\/\S*))? {2})?error {2}(DG\d{4}) /.exec(line);
  if (!match) throw new Error(`no error in:\n${report}`);
  const [, file, at, column, pointer, code] = match;
  const after = at ? / {2}#(\S*)$/.exec(line)?.[1] : undefined;
  return {
    file: file ?? null,
    line: at ? Number(at) : null,
    column: column ? Number(column) : null,
    pointer: pointer ?? after ?? null,
    code: code!,
  };
}

// What only a build meets: where it writes.
const inputs = [...badInputCases, ...buildErrorCases].filter((c) => !c.args?.includes('--out'));

describe('docgen check --format json on every broken input of the build', () => {
  it.each(inputs)('$name: JSON, with the error build reports, where it reports it', async (c) => {
    const site = copyFixture('basic-site');
    c.breakIt(site);
    const args = c.args ?? [];
    const build = await runCli(['build', ...args], site);
    const check = await runCli(['check', '--format', 'json', ...args], site);
    const expected = firstError(build.stderr);
    const report = JSON.parse(check.stdout) as { findings: (Located & { severity: string })[] };
    const errors = report.findings.filter((f) => f.severity === 'error');
    // The text layout gives a config key's line and column without its pointer, which the JSON
    // gives beside them: compared where the text shows one.
    const shown = (pointer: string | null) =>
      expected.line !== null && expected.pointer === null ? null : pointer;
    expect(
      errors.map(({ file, line, column, pointer, code }) => ({
        file,
        line,
        column,
        pointer: shown(pointer),
        code,
      })),
    ).toContainEqual(expected);
    expect(check.code).toBe(1);
    expect(check.stdout).not.toMatch(/DG9001|Internal error/);
    expect(path.isAbsolute(expected.file ?? '')).toBe(false);
  });
});
