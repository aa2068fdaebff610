import { describe, expect, it } from 'vitest';
import { codeFrame } from '../../../src/node/diagnostics/frame.js';
import { formatDiagnostics } from '../../../src/node/diagnostics/reporter.js';

describe('reporter', () => {
  it('prints location, severity, code and message, grouped by file, with a summary', () => {
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
        'content/a.md:3:2  error  DG2003  ruim',
        '    hint: conserte',
        'content/a.md:9:1  warning  DG4001  link',
        '',
        'docgen.config.ts#/navbar  error  DG1003  chave',
        '',
        '2 errors, 1 warning',
      ].join('\n'),
    );
  });

  it('names the JSON pointer of a located spec finding, and frames its source', () => {
    const text = formatDiagnostics(
      [
        {
          code: 'DG4001',
          severity: 'error',
          message: 'sem lugar',
        },
        {
          code: 'DG3007',
          severity: 'error',
          message: 'exemplo inválido',
          file: '/p/spec/openapi.yaml',
          line: 2,
          column: 3,
          pointer: '/paths/~1v1/get',
          frame: '> 2 | x',
        },
      ],
      { cwd: '/p', color: false },
    );
    expect(text.split('\n')).toEqual([
      'spec/openapi.yaml:2:3  error  DG3007  exemplo inválido  #/paths/~1v1/get',
      '    > 2 | x',
      '',
      'error  DG4001  sem lugar',
      '',
      '2 errors, 0 warnings',
    ]);
  });

  it('frames the source around a position', () => {
    expect(codeFrame('a\nbb\nccc\n', 2, 2, 1)).toBe(
      ['  1 | a', '> 2 | bb', '    |  ^', '  3 | ccc'].join('\n'),
    );
  });
});
