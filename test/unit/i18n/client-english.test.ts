import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleClient } from '../../../src/node/publish/client-bundle.js';
import { clientStrings } from '../../../src/node/publish/client-strings.js';
import { catalogues } from '../../../src/shared/i18n/catalogue.js';
import { keysOf, lookup } from '../../../src/shared/i18n/message.js';
import type { JsonSchema } from '../../../src/shared/try-it.js';

const root = path.resolve(import.meta.dirname, '../../..');
const decoder = new TextDecoder();

/**
 * The pt-BR text of the client's areas that an English script must not hold: each message's
 * pieces between placeholders (and quotes, which a script may escape), of six characters or more,
 * that the English message does not have too ('Copiar cURL' and 'Copy cURL' share "cURL").
 */
function portuguesePieces(): { key: string; piece: string }[] {
  const en = catalogues.en as unknown as object;
  const ptBR = catalogues['pt-BR'] as unknown as object;
  const areas = { client: ptBR['client' as keyof object], tryIt: ptBR['tryIt' as keyof object] };
  return keysOf(areas).flatMap((key) => {
    const pt = lookup(ptBR, key) ?? '';
    const english = lookup(en, key) ?? '';
    if (pt === english) return [];
    return pt
      .split(/\{\w+\}|"/)
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 6 && !english.includes(piece))
      .map((piece) => ({ key, piece }));
  });
}

/** One module of the client (and what it imports), bundled with the English messages. */
async function english(entry: string): Promise<string> {
  const bundled = await esbuild.build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [clientStrings(catalogues.en, (file) => readFile(file))],
  });
  return bundled.outputFiles[0]?.text ?? '';
}

/** Whether `text` has `piece` as words of its own ("expira", not React's "expirationTime"). */
function wordIn(piece: string, text: string): boolean {
  const escaped = piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(text);
}

describe('the client bundled in English', () => {
  let scripts: { file: string; text: string }[];

  beforeAll(async () => {
    const { files } = await bundleClient(root, esbuild, catalogues.en);
    // The dev overlay of `docgen watch` is bundled on its own (node/dev/watch/dev-client.ts).
    scripts = [
      ...files.map((f) => ({ file: f.file, text: decoder.decode(f.contents) })),
      { file: 'dev-client.js', text: await english('src/client/dev/client.ts') },
    ];
  }, 60_000);

  it('holds no pt-BR message of the client’s areas of the catalogue', () => {
    const pieces = portuguesePieces();
    // The list is the catalogue's, not empty by mistake.
    expect(pieces.length).toBeGreaterThan(150);
    const found = scripts.flatMap(({ file, text }) =>
      pieces
        .filter(({ piece }) => wordIn(piece, text))
        .map((p) => `${file}: ${p.key} «${p.piece}»`),
    );
    expect(found).toEqual([]);
  });

  it('says what the client says in English', () => {
    const all = scripts.map((s) => s.text).join('\n');
    for (const message of [
      'Search the documentation',
      'Type to search the guides and the API reference.',
      'Copy code',
      'Fit to window',
      'This part of the page could not be loaded.',
      'Try it',
      'Credentials stored in this tab',
      'must have at least',
      'Build error',
    ])
      expect(all).toContain(message);
  });
});

describe('the console’s validation in English', () => {
  type Validate = typeof import('../../../src/client/try-it/validate.js').validate;
  let validate: Validate;

  beforeAll(async () => {
    const code = await english('src/client/try-it/validate.ts');
    ({ validate } = (await import(
      `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
    )) as { validate: Validate });
  });

  it('puts counts, nouns and lists in English order', () => {
    const messages = (value: unknown, schema: JsonSchema) =>
      validate(value, schema, { defs: {} }).map((e) => e.message);
    expect(messages('ab', { type: 'string', minLength: 3 })).toEqual([
      'must have at least 3 characters',
    ]);
    expect(messages([1, 2], { type: 'array', maxItems: 1 })).toEqual(['must have at most 1 item']);
    expect(messages(1.5, { type: ['integer', 'string'] })).toEqual([
      'must be an integer or a string',
    ]);
    expect(messages('x', { type: 'string', format: 'email' })).toEqual([
      'must be a valid email address',
    ]);
    expect(messages(3, { type: 'integer', minimum: 5 })).toEqual([
      'must be greater than or equal to 5',
    ]);
  });
});
