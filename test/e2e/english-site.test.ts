import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/shared/i18n/catalogue.js';
import { keysOf, lookup } from '../../src/shared/i18n/message.js';
import { searchKinds } from '../../src/shared/search.js';
import { axeViolations } from '../helpers/browser.js';
import { copyFixture, repoRoot } from '../helpers/cli.js';
import { openInTheme, siteInBrowser } from './chrome-support.js';
import { startDocgen } from './watch-harness.js';

/**
 * test/fixtures/english-site: a site in English with every part docgen writes strings for (docs
 * with admonitions, a code block, tags, a category index, a diagram, pagination, the reference
 * with its console, the search page, the 404 page, an announcement). Whatever a reader sees of
 * docgen's must come from the English catalogue: a literal left outside the catalogue fails here.
 */
const fixture = path.join(repoRoot, 'test/fixtures/english-site');

/**
 * Words of the pt-BR catalogue that are English (or code) too: `role` (pt "scroll") is an HTML
 * attribute, `data` (pt "date") a `data-*` one, `tokens` the fixture's own English.
 */
const ENGLISH_TOO = new Set(['role', 'data', 'tokens']);

/**
 * The search index's kinds of result (`searchKinds`, src/shared/search.ts): identifiers the pt-BR
 * index holds, which the dialog maps to the catalogue's labels and never shows.
 */
const IDENTIFIERS = new Set(Object.values(searchKinds).map((kind) => kind.toLowerCase()));

/** Every word of four letters or more of the pt-BR catalogue that no English message has. */
function portugueseWords(): string[] {
  const words = (language: 'pt-BR' | 'en') =>
    keysOf(catalogues[language]).flatMap(
      (key) => lookup(catalogues[language], key)!.match(/\p{L}{4,}/gu) ?? [],
    );
  const english = new Set(words('en').map((w) => w.toLowerCase()));
  return [...new Set(words('pt-BR').map((w) => w.toLowerCase()))].filter(
    (w) => !english.has(w) && !ENGLISH_TOO.has(w) && !IDENTIFIERS.has(w),
  );
}

/** The words of `list` that `text` holds, as whole words, in any case. */
function found(text: string, list: readonly string[]): string[] {
  const seen = new Set((text.toLowerCase().match(/\p{L}+/gu) ?? []) as string[]);
  return list.filter((word) => seen.has(word));
}

/**
 * A page as a reader meets it: its text, the attributes that are shown or read out (`aria-label`,
 * `title`, `alt`, `placeholder`, `content`) and its inline scripts' strings; not the ids, classes,
 * links and data attributes that name things for the code (a heading's id keeps its pt-BR slug,
 * as links to it must keep working).
 */
function readerFacing(html: string): string {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ');
  const attributes = [
    ...markup.matchAll(
      /\s(?:aria-label|aria-description|title|alt|placeholder|content)="([^"]*)"/g,
    ),
  ].map((m) => m[1]!);
  return [markup.replace(/<[^>]*>/g, ' '), ...attributes, ...scripts.map(stringsOf)].join('\n');
}

/**
 * The string literals of a script (its messages), not its code's names, nor the kebab-case ids it
 * makes (`${id}-erro`: the console's element ids keep their pt-BR names, which this site's script
 * has).
 */
function stringsOf(code: string): string {
  return [...code.matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)]
    .map((m) => m[0].replace(/[\w}]-\p{L}+/gu, ''))
    .join('\n');
}

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => ext.test(f));
}

describe('a site in English', () => {
  const site = siteInBrowser(fixture, 'english');
  const words = portugueseWords();

  it('has words to look for (the catalogue’s pt-BR ones)', () => {
    expect(words.length).toBeGreaterThan(100);
  });

  it('has no pt-BR word of the catalogue in any page', () => {
    const pages = filesUnder(site.dist, /\.html$/);
    expect(pages).toContain('404.html');
    expect(pages.some((f) => f.startsWith('api'))).toBe(true);
    const leaks = pages.flatMap((file) =>
      found(readerFacing(readFileSync(path.join(site.dist, file), 'utf8')), words).map(
        (w) => `${file}: ${w}`,
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('has no pt-BR word of the catalogue in its scripts (search, console, islands)', () => {
    const scripts = filesUnder(path.join(site.dist, 'assets'), /\.js$/);
    expect(scripts.some((f) => f.includes('try-it'))).toBe(true);
    const leaks = scripts.flatMap((file) =>
      found(stringsOf(readFileSync(path.join(site.dist, 'assets', file), 'utf8')), words).map(
        (w) => `${file}: ${w}`,
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('has no axe violation, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const)
      for (const route of ['/docs/intro/', '/docs/guide/', '/api/', '/404.html']) {
        const page = await openInTheme(site, route, { width: 1280, theme });
        expect(await axeViolations(page), `${route} ${theme}`).toEqual([]);
      }
  });
});

describe('docgen watch on a site in English', () => {
  it('serves its dev client (the build error overlay) in English', async () => {
    const site = copyFixture('english-site');
    const dev = await startDocgen(['watch', '--port', '0'], site);
    try {
      const script = await (await fetch(`${dev.url}__docgen/client.js`)).text();
      expect(script).toContain('Build error');
      expect(script).not.toContain('Erro de compilação');
    } finally {
      await dev.stop();
    }
  });
});
