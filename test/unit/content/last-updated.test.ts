import { describe, expect, it } from 'vitest';
import { formatDate, parseLog } from '../../../src/node/content/last-updated.js';

describe('parseLog', () => {
  it('keeps each file’s newest commit date (git log lists the newest first)', () => {
    const log =
      '\x1e2026-11-23T10:00:00-03:00\0\ndocs/a.md\0' +
      '\x1e2026-01-10T12:00:00+00:00\0\ndocs/a.md\0docs/ção b.md\0';
    expect(parseLog(log)).toEqual({
      'docs/a.md': '2026-11-23T10:00:00-03:00',
      'docs/ção b.md': '2026-01-10T12:00:00+00:00',
    });
    expect(parseLog('')).toEqual({});
  });
});

describe('formatDate', () => {
  it('writes the committer’s calendar date in pt-BR, whatever the machine’s time zone', () => {
    expect(formatDate('2026-11-23T23:30:00-03:00', 'pt-BR')).toEqual({
      iso: '2026-11-23',
      text: '23 de novembro de 2026',
    });
    expect(formatDate('2026-01-01T00:10:00+09:00', 'pt-BR').text).toBe('1 de janeiro de 2026');
  });

  it('writes it in the page’s language', () => {
    expect(formatDate('2026-11-23T23:30:00-03:00', 'en').text).toBe('November 23, 2026');
    expect(formatDate('2026-11-23T23:30:00-03:00', 'es').text).toBe('23 de noviembre de 2026');
  });
});
