import { describe, expect, it } from 'vitest';
import { metaMarkers, outlinePage } from '../../../src/node/examples/markdown.js';

describe('metaMarkers', () => {
  it('reads bare words and ignores attributes and highlights', () => {
    expect([...metaMarkers('partial title="Resposta invalid" {2,4}')]).toEqual(['partial']);
    expect([...metaMarkers('invalid nocheck')]).toEqual(['invalid', 'nocheck']);
    expect([...metaMarkers('title=nocheck')]).toEqual([]);
  });
});

describe('outlinePage', () => {
  it('gives code blocks with lang, meta and position, and the prerequisite scopes', () => {
    const outline = outlinePage(
      '# T\n\n## Pré-requisitos\n\n- `read-envelopes` e `send-envelopes`\n\n### Detalhe\n\n' +
        '`manage-envelopes`\n\n## Passo\n\n`read-profile`\n\n```HTTP partial\nHTTP/1.1 200 ' +
        'OK\n```\n\n[op](/api/#operation/getProfile)\n',
    );
    expect([...(outline.prerequisites ?? [])]).toEqual([
      'read-envelopes',
      'send-envelopes',
      'manage-envelopes',
    ]);
    expect(outline.blocks).toEqual([
      {
        lang: 'http',
        meta: 'partial',
        value: 'HTTP/1.1 200 OK',
        markers: new Set(['partial']),
        line: 15,
        column: 1,
      },
    ]);
    expect(outline.links.map((l) => l.url)).toEqual(['/api/#operation/getProfile']);
  });

  it(
    'has no prerequisites when the section is missing, ' +
      'and matches the heading without accents',
    () => {
      expect(outlinePage('## Passos\n\n`x`\n').prerequisites).toBeUndefined();
      expect([...(outlinePage('## Pre-requisitos\n\n`x`\n').prerequisites ?? [])]).toEqual(['x']);
    },
  );
});
