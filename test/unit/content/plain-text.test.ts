import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/node/content/plain-text.js';

describe('plainText: a Markdown description as one line of text', () => {
  it('keeps the words and drops the syntax', () => {
    expect(plainText('Troque `api.exemplo` pelo **host** [real](https://x.y) ~~velho~~.')).toBe(
      'Troque api.exemplo pelo host real velho.',
    );
  });

  it('joins paragraphs and lines with a space, and leaves raw HTML out', () => {
    expect(plainText('Primeiro  parágrafo\ncontinua.\n\nSegundo <b>x</b> ![logo](a.png)')).toBe(
      'Primeiro parágrafo continua. Segundo x logo',
    );
  });

  it('keeps text without Markdown as it is', () => {
    expect(plainText('Produção')).toBe('Produção');
    expect(plainText('')).toBe('');
  });
});
