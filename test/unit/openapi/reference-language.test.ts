import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { operationEntries, schemaEntries } from '../../../src/node/publish/search/api-entries.js';
import { renderPage } from '../../../src/node/render/render-page.js';
import { bundledTemplates } from '../../../src/node/render/templates.js';
import { constraintsOf } from '../../../src/node/openapi/schema-labels.js';
import { referenceSettings } from '../../../src/node/openapi/stages.js';
import { statusText } from '../../../src/node/openapi/status-text.js';
import { referenceStrings } from '../../../src/node/openapi/strings.js';
import { catalogues } from '../../../src/shared/i18n/catalogue.js';
import { keysOf, lookup } from '../../../src/shared/i18n/message.js';
import { utf8Text } from '../../../src/node/util/utf8.js';
import { referencePages, specsDir } from './helpers.js';

const en = referenceStrings({ locale: 'en', strings: undefined });

/** What a reader sees of the reference (its navigation and main column), labels included. */
function referenceText(html: string): string {
  const start = html.indexOf('<div class="api"');
  const part = html.slice(start, html.indexOf('</main>', start));
  const labels = [...part.matchAll(/\s(?:aria-label|data-tabs-name)="([^"]*)"/g)].map((m) => m[1]);
  const text = part
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [text, ...labels].join(' ');
}

/**
 * The words of the reference's pt-BR strings that its English ones do not have (`obrigatório`,
 * `Parâmetros`), 4 letters or more, placeholders left out.
 */
function portugueseWords(): string[] {
  const words = (strings: object) =>
    new Set(
      keysOf(strings).flatMap(
        (key) =>
          (lookup(strings, key) ?? '').replace(/\{\w+\}/g, ' ').match(/[A-Za-zÀ-ú]{4,}/g) ?? [],
      ),
    );
  const english = words(catalogues.en.reference);
  return [...words(catalogues['pt-BR'].reference)].filter((w) => !english.has(w));
}

async function renderedText(spec: string, threshold: number, locale: string): Promise<string> {
  const pages = await referencePages(spec, threshold, locale);
  const templates = await bundledTemplates.load();
  return pages
    .map((page) => referenceText(utf8Text(renderPage(page, templates).output.contents)))
    .join(' ');
}

describe('the API reference in the site’s language', () => {
  const specs = [
    'hard-cases.yaml',
    'about.yaml',
    'discriminator.yaml',
    'read-write-only.yaml',
    'servers.yaml',
    'no-tags.yaml',
    'no-servers.yaml',
    'tuple.yaml',
    'links.yaml',
  ];
  for (const [layout, threshold] of [
    ['one page', 1000],
    ['split by tag', 0],
  ] as const) {
    it(`has no word of the pt-BR strings in English (${layout})`, async () => {
      const pt = portugueseWords();
      expect(pt).toContain('obrigatório');
      for (const spec of specs) {
        const text = await renderedText(spec, threshold, 'en');
        // The fixture specs are written in Portuguese: their own words are theirs to show.
        const own = readFileSync(path.join(specsDir, spec), 'utf8');
        const found = pt.filter(
          (w) => !own.includes(w) && new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'u').test(text),
        );
        expect(found, spec).toEqual([]);
      }
    });
  }

  it('writes the labels, the notes and the status texts in English', async () => {
    const text = await renderedText('hard-cases.yaml', 1000, 'en');
    for (const phrase of [
      'Request body',
      'Responses',
      'required',
      'Path parameters',
      'Unprocessable Content',
      'Request sample',
      'Response samples',
      'Security schemes',
      'Download the OpenAPI specification:',
      'Circular reference:',
      'Back to top',
      'Direct link to Servers',
    ])
      expect(text, phrase).toContain(phrase);
  });

  it('titles a split reference’s pages in English, and names its overview', async () => {
    const pages = await referencePages('hard-cases.yaml', 0, 'en');
    expect(pages[0]!.head.title).toContain('API reference');
    expect(pages[0]!.api.pageLinks[0]!.label).toBe('Overview');
    expect(pages.some((p) => p.api.pageLinks.some((l) => l.label === 'Schemas'))).toBe(true);
  });

  it('writes the search entries’ words in the pages’ language', async () => {
    const pages = await referencePages('hard-cases.yaml', 1000, 'en');
    const entries = [...operationEntries(pages), ...schemaEntries(pages)];
    expect(entries.some((e) => e.context?.startsWith('Property of '))).toBe(true);
    expect(entries.filter((e) => /Propriedade|operações/.test(e.context ?? ''))).toEqual([]);
  });

  it('speaks Spanish too', async () => {
    const text = await renderedText('hard-cases.yaml', 1000, 'es');
    expect(text).toContain('Cuerpo de la solicitud');
    expect(text).toContain('obligatorio');
  });
});

describe('the reference’s words', () => {
  it('say constraints with the language’s singular and plural', () => {
    expect(constraintsOf({ minLength: 1, maxLength: 1 }, en.schema)).toEqual([
      'exactly 1 character',
    ]);
    expect(constraintsOf({ minLength: 8, maxLength: 64 }, en.schema)).toEqual([
      '8 to 64 characters',
    ]);
    expect(constraintsOf({ minItems: 2, uniqueItems: true }, en.schema)).toEqual([
      'at least 2 items',
      'unique items',
    ]);
    expect(constraintsOf({ maxProperties: 1 })).toEqual(['até 1 propriedade']);
  });

  it('give a status its text, a range’s for an unknown code, none for an unknown range', () => {
    expect(statusText('404', en.status)).toBe('Not Found');
    expect(statusText('418', en.status)).toBe('Client error');
    expect(statusText('4XX', en.status)).toBe('Client error');
    expect(statusText('default', en.status)).toBe('Any other response');
    expect(statusText('x', en.status)).toBe('');
    expect(statusText('418', referenceStrings().status)).toBe('Erro do cliente');
  });

  it('follow the config’s `strings`', () => {
    const words = referenceStrings({
      locale: 'en',
      strings: { 'reference.operation.requestBody': 'Payload' },
    });
    expect(words.operation.requestBody).toBe('Payload');
  });

  it('are in the reference stages’ input: a change of language makes the reference again', () => {
    const config = (locale: string, strings?: Record<string, string>) =>
      resolveConfig({ title: 'T', locale, ...(strings ? { strings } : {}) }, '/tmp/s', undefined);
    expect(referenceSettings(config('en')).language).toEqual({ locale: 'en', strings: undefined });
    expect(referenceSettings(config('pt-BR', { 'reference.page.title': 'API' })).language).toEqual({
      locale: 'pt-BR',
      strings: { 'reference.page.title': 'API' },
    });
  });
});
