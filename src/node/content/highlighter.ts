import type { Element, ElementContent } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { workerService } from '../workers/service.js';

/**
 * One theme whose colours are CSS variables (`--shiki-token-*`): the code is tokenised once, and
 * markdown.css gives the variables their light and dark values, so `[data-theme]` switches colours.
 */
const THEME = 'docgen';

/** Fence languages (and their aliases) highlighted; anything else is shown as plain text. */
const LANGS = {
  shellscript: ['bash', 'sh', 'shell', 'zsh', 'console', 'curl'],
  json: ['jsonc'],
  yaml: ['yml'],
  http: [],
  javascript: ['js', 'mjs', 'cjs', 'node'],
  typescript: ['ts'],
  python: ['py'],
  php: [],
  java: [],
  csharp: ['cs', 'c#', 'dotnet'],
  go: ['golang'],
  xml: ['html-xml', 'svg'],
} as const;

const alias = new Map<string, string>(
  Object.entries(LANGS).flatMap(([lang, names]) => [
    [lang, lang] as const,
    ...names.map((n) => [n, lang] as const),
  ]),
);
const languageOf = (lang: string | undefined) => (lang ? alias.get(lang.toLowerCase()) : undefined);

/** shiki, loaded on this thread: highlights one code block into a `<pre>` element. */
export interface LoadedHighlighter {
  /** `lang` as written in the fence; unknown ones give plain text. */
  highlight(code: string, lang: string | undefined): Element;
}

/**
 * A build's highlighter: a code block in, its `<pre>` element (colours following `[data-theme]`)
 * out, shiki loaded on the first block.
 */
export interface CodeHighlighter {
  /** `lang` as written in the fence; unknown ones give plain text. */
  highlight(code: string, lang: string | undefined): Promise<Element>;
  /** The language a fence name maps to, or undefined when it is not highlighted. */
  languageOf(lang: string | undefined): string | undefined;
  /**
   * Loads shiki now, with the grammars of these fence languages compiled, ahead of the pages that
   * use them (the highlighter in a worker; the others, and the one of the sources as tests run
   * them, load on the first block).
   */
  prepare?(langs: readonly string[]): void;
}

/**
 * Under a strict Content-Security-Policy inline `style` attributes are refused, so each token's
 * `color:var(--shiki-token-keyword)` becomes the class `tok-keyword` (and italic/bold become
 * classes).
 */
function stylesToClasses(node: ElementContent): void {
  if (node.type !== 'element') return;
  const style = node.properties.style;
  if (typeof style === 'string') {
    const classes = [...style.matchAll(/--shiki-token-([\w-]+)/g)].map((m) => `tok-${m[1]}`);
    if (/font-style:\s*italic/.test(style)) classes.push('tok-italic');
    if (/font-weight:\s*bold/.test(style)) classes.push('tok-bold');
    delete node.properties.style;
    if (classes.length > 0) node.properties.className = classes;
  }
  node.children.forEach(stylesToClasses);
}

/**
 * Creates shiki once per build, with only the languages above and the Oniguruma engine (its WASM
 * scanner is the fastest on these grammars: about half the time of the JavaScript engine here),
 * so a build pays the start-up cost once and no page pays it again.
 */
export async function loadHighlighter(): Promise<LoadedHighlighter> {
  const [{ createHighlighterCore, createCssVariablesTheme }, { createOnigurumaEngine }] =
    await Promise.all([import('shiki/core'), import('shiki/engine/oniguruma')]);
  const shiki: HighlighterCore = await createHighlighterCore({
    themes: [createCssVariablesTheme({ name: THEME, variablePrefix: '--shiki-', fontStyle: true })],
    langs: [
      import('shiki/langs/shellscript.mjs'),
      import('shiki/langs/json.mjs'),
      import('shiki/langs/yaml.mjs'),
      import('shiki/langs/http.mjs'),
      import('shiki/langs/javascript.mjs'),
      import('shiki/langs/typescript.mjs'),
      import('shiki/langs/python.mjs'),
      import('shiki/langs/php.mjs'),
      import('shiki/langs/java.mjs'),
      import('shiki/langs/csharp.mjs'),
      import('shiki/langs/go.mjs'),
      import('shiki/langs/xml.mjs'),
    ],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  return {
    highlight(code, lang) {
      const root = shiki.codeToHast(code, {
        lang: languageOf(lang) ?? 'text',
        theme: THEME,
        // shiki stops tokenizing a line after 500 ms by default and leaves the rest unstyled: on a
        // busy machine (the first use of a grammar compiles its patterns) the same page would
        // then come out differently from build to build.
        tokenizeTimeLimit: 0,
      });
      const pre = root.children.find(
        (c): c is Element => c.type === 'element' && c.tagName === 'pre',
      );
      if (!pre) throw new Error('shiki returned no <pre>');
      stylesToClasses(pre);
      return pre;
    },
  };
}

/** shiki on this thread, loaded on the first block it is asked to highlight. */
export function highlighterHere(): CodeHighlighter {
  let loaded: Promise<LoadedHighlighter> | undefined;
  return {
    languageOf,
    highlight: async (code, lang) => (await (loaded ??= loadHighlighter())).highlight(code, lang),
  };
}

/**
 * The highlighter of a build: shiki runs in a worker thread (lib/highlight-worker.js, from
 * highlight-worker.ts), started on the first block, so that loading it, compiling its grammars
 * and tokenising (about half a second of this site's cold build) overlap the pages' Markdown on
 * this thread. A build whose pages all come from the cache, or have no code, never starts it.
 * `prepare` starts it earlier, with a one-line block of each language, so that each grammar's
 * first use, which compiles patterns of it, is behind it too.
 */
export function createHighlighter(
  script = new URL('./highlight-worker.js', import.meta.url),
): CodeHighlighter {
  const highlight = workerService<HighlightRequest, Element>(script, () => {
    const here = highlighterHere();
    return ({ code, lang }) => here.highlight(code, lang);
  });
  return {
    languageOf,
    highlight: (code, lang) => highlight({ code, lang }),
    prepare(langs) {
      const languages = new Set(langs.map(languageOf).filter((lang) => lang !== undefined));
      highlight.start(...[...languages].map((lang) => ({ code: 'x', lang })));
    },
  };
}

/** What the highlighter's worker is sent for one block. */
export interface HighlightRequest {
  code: string;
  lang: string | undefined;
}
