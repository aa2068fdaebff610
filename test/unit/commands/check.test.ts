import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocgenError } from '../../../src/node/diagnostics/diagnostic.js';

const runCheck = vi.fn();
vi.mock('../../../src/node/check/run.js', () => ({ runCheck }));
const { runCheckCommand } = await import('../../../src/node/commands/check.js');

const out = { color: false, quiet: false, verbose: false, cwd: '/projeto' };

/** What the command writes on stdout while it runs, and its exit code. */
async function run(format: 'text' | 'json') {
  let stdout = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  try {
    const code = await runCheckCommand({ format }, out);
    return { code, stdout };
  } finally {
    write.mockRestore();
  }
}

afterEach(() => runCheck.mockReset());

describe('docgen check --format json', () => {
  it('prints JSON for an internal error too, as one DG9001 finding', async () => {
    runCheck.mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'x')"));
    const { code, stdout } = await run('json');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      version: 1,
      summary: { errors: 1, warnings: 0 },
      findings: [
        {
          file: null,
          line: null,
          column: null,
          pointer: null,
          severity: 'error',
          rule: 'internal',
          code: 'DG9001',
          message: "Internal error: Cannot read properties of undefined (reading 'x')",
          hint: 'Run with --verbose for the stack, and report it: this is a bug of docgen.',
        },
      ],
    });
  });

  it("prints a user error's diagnostics as findings", async () => {
    runCheck.mockRejectedValue(
      new DocgenError({
        code: 'DG1001',
        severity: 'error',
        message: 'Config file not found',
        file: '/projeto/docgen.config.ts',
      }),
    );
    const { code, stdout } = await run('json');
    expect(code).toBe(1);
    expect(JSON.parse(stdout).findings).toMatchObject([
      { file: 'docgen.config.ts', code: 'DG1001', rule: 'config', severity: 'error' },
    ]);
  });

  it('leaves an internal error in text to the command runner, which prints it', async () => {
    runCheck.mockRejectedValue(new Error('falhou'));
    await expect(run('text')).rejects.toThrow('falhou');
  });
});
