import { describe, expect, it } from 'vitest';
import { countMessage } from '../../../src/node/site/counts.js';

const forms = { one: '{count} página.', other: '{count} páginas.' };

describe('countMessage', () => {
  it('chooses the plural form by the locale’s rules, zero plural', () => {
    expect(countMessage('pt-BR', 1, forms)).toBe('1 página.');
    expect(countMessage('pt-BR', 2, forms)).toBe('2 páginas.');
    expect(countMessage('pt-BR', 0, forms)).toBe('0 páginas.');
    expect(countMessage('en', 1, { one: 'One doc', other: '{count} docs' })).toBe('One doc');
    expect(countMessage('en', 0, { one: 'One doc', other: '{count} docs' })).toBe('0 docs');
  });

  it('writes the count as the locale writes numbers', () => {
    expect(countMessage('pt-BR', 1234, forms)).toBe('1.234 páginas.');
    expect(countMessage('en', 1234, { one: '{count} page', other: '{count} pages' })).toBe(
      '1,234 pages',
    );
  });
});
