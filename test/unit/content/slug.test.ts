import { describe, expect, it } from 'vitest';
import { createSlugger, foldAccents } from '../../../src/node/content/slug.js';

describe('slugs', () => {
  it('fold pt-BR accents', () => {
    expect(foldAccents('Autenticação e Pré-requisitos')).toBe('Autenticacao e Pre-requisitos');
    const slug = createSlugger();
    expect(slug('Autenticação')).toBe('autenticacao');
    expect(slug('O cabeçalho X-Organization')).toBe('o-cabecalho-x-organization');
  });

  it('number duplicates per page', () => {
    const slug = createSlugger();
    expect([slug('Erros'), slug('Erros'), slug('Erros')]).toEqual(['erros', 'erros-1', 'erros-2']);
    expect(createSlugger()('Erros')).toBe('erros');
  });
});
