import type { Element } from 'hast';
import type { HighlighterCore } from 'shiki/core';

/** Themes of the two colour modes; one markup carries both as CSS variables. */
export const codeThemes = { light: 'github-light-default', dark: 'github-dark-default' } as const;

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

const alias = new Map<string, string>(Object.entries(LANGS).flatMap(([lang, names]) => [[lang, lang] as const, ...names.map((n) => [n, lang] as const)]));

/** Highlights one code block into a `<pre>` element whose colours follow `[data-theme]`. */
export interface CodeHighlighter {
  /** `lang` as written in the fence; unknown ones give plain text. */
  highlight(code: string, lang: string | undefined): Element;
  /** The language a fence name maps to, or undefined when it is not highlighted. */
  languageOf(lang: string | undefined): string | undefined;
}

/**
 * Creates shiki once per build, with only the languages above and the JavaScript regex engine
 * (no WebAssembly to instantiate), so a build pays the start-up cost once and no page pays it again.
 */
export async function loadHighlighter(): Promise<CodeHighlighter> {
  const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([import('shiki/core'), import('shiki/engine/javascript')]);
  const shiki: HighlighterCore = await createHighlighterCore({
    themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
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
    engine: createJavaScriptRegexEngine(),
  });
  const languageOf = (lang: string | undefined) => (lang ? alias.get(lang.toLowerCase()) : undefined);
  return {
    languageOf,
    highlight(code, lang) {
      const root = shiki.codeToHast(code, { lang: languageOf(lang) ?? 'text', themes: codeThemes, defaultColor: false });
      const pre = root.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
      if (!pre) throw new Error('shiki returned no <pre>');
      return pre;
    },
  };
}
