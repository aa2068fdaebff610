import { describe, expect, it } from 'vitest';
import { codeFrame, FRAME_WIDTH } from '../../../src/node/diagnostics/frame.js';
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

  it('frames CRLF sources and positions past the last line', () => {
    expect(codeFrame('a\r\nbb\r\n', 1, 1, 1)).toBe(['> 1 | a', '    | ^', '  2 | bb'].join('\n'));
    expect(codeFrame('a\nb', 5, 1, 1)).toBe('');
  });

  it('shows a window of a long line around the column, so a minified spec stays readable', () => {
    // A one-line JSON document of 300,000 characters, the error at column 200,001.
    const line = `${'a'.repeat(200_000)}X${'b'.repeat(99_999)}`;
    const frame = codeFrame(line, 1, 200_001);
    const [source, caret] = frame.split('\n');
    expect(frame.length).toBeLessThan(2 * (FRAME_WIDTH + 20));
    expect(source).toBe(`> 1 | …${'a'.repeat(40)}X${'b'.repeat(FRAME_WIDTH - 41)}…`);
    // The caret is under the X.
    expect(caret!.indexOf('^')).toBe(source!.indexOf('X'));
  });

  it('cuts the lines around a long one at the same columns, and keeps short lines whole', () => {
    const long = 'x'.repeat(500);
    const frame = codeFrame(`{\n${long}\n${'y'.repeat(300)}\n}`, 2, 451, 1);
    const lines = frame.split('\n');
    expect(lines[0]).toBe('  1 | …');
    expect(lines[1]).toBe(`> 2 | …${'x'.repeat(FRAME_WIDTH)}`);
    expect(lines[2]!.indexOf('^')).toBe('> 2 | …'.length + 50);
    expect(lines[3]).toBe('  3 | …');
    // At the start of a long line, the window starts at its first character.
    expect(codeFrame(long, 1, 3).split('\n')[0]).toBe(`> 1 | ${'x'.repeat(FRAME_WIDTH)}…`);
  });

  it('does not cut a character made of two UTF-16 units', () => {
    const line = `${'😀'.repeat(200)}`;
    const [source] = codeFrame(line, 1, 102).split('\n');
    expect(source!.slice('> 1 | …'.length, -1)).toMatch(/^(😀)+$/u);
  });
});
