import { describe, expect, it } from 'vitest';
import { codeFrame } from '../../../src/node/diagnostics/frame.js';
import { formatDiagnostics } from '../../../src/node/diagnostics/reporter.js';

describe('reporter', () => {
  it('prints location, severity, message and code, grouped, with a summary', () => {
    const text = formatDiagnostics(
      [
        {
          code: 'DG2003',
          severity: 'error',
          message: 'ruim',
          file: '/p/content/a.md',
          line: 3,
          column: 2,
          hint: 'conserte',
        },
        {
          code: 'DG4001',
          severity: 'warning',
          message: 'link',
          file: '/p/content/a.md',
          line: 9,
          column: 1,
        },
        {
          code: 'DG1003',
          severity: 'error',
          message: 'chave',
          file: '/p/docgen.config.ts',
          pointer: '/navbar',
        },
      ],
      { cwd: '/p', color: false },
    );
    expect(text).toBe(
      [
        'content/a.md:3:2  error  ruim  DG2003',
        '    hint: conserte',
        'content/a.md:9:1  warning  link  DG4001',
        'docgen.config.ts#/navbar  error  chave  DG1003',
        '2 errors, 1 warning',
      ].join('\n'),
    );
  });

  it('frames the source around a position', () => {
    expect(codeFrame('a\nbb\nccc\n', 2, 2, 1)).toBe(
      ['  1 | a', '> 2 | bb', '    |  ^', '  3 | ccc'].join('\n'),
    );
  });
});
