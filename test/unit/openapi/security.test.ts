import { describe, expect, it } from 'vitest';
import { openAccessNote } from '../../../src/node/openapi/security.js';
import { referenceStrings } from '../../../src/node/openapi/strings.js';
import { operation, referenceHtml, referenceOf } from './helpers.js';

const pt = referenceStrings();

const withSchemes = (...types: string[]) => ({
  components: { securitySchemes: Object.fromEntries(types.map((type, i) => [`s${i}`, { type }])) },
});

describe('an operation without security requirements', () => {
  it('needs no OAuth where every scheme is OAuth, no authentication where others are', () => {
    expect(openAccessNote(withSchemes('oauth2', 'openIdConnect'), pt)).toBe(
      'Sem autenticação OAuth.',
    );
    expect(openAccessNote(withSchemes('oauth2', 'apiKey'), pt)).toBe('Sem autenticação.');
  });

  it('says the spec declares none, not that it needs none, when there are no schemes', async () => {
    // GitHub's and Microsoft Graph's specs declare no schemes, though their calls need a token.
    expect(openAccessNote({}, pt)).toBe('A especificação não declara autenticação.');
    const op = operation(await referenceOf('about.yaml'), 'listar');
    expect(op.openAccessNote).toBe('A especificação não declara autenticação.');
    expect(await referenceHtml('about.yaml')).toContain(
      '<p class="api-security">A especificação não declara autenticação.</p>',
    );
  });
});
