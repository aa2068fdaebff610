/**
 * The highlighter's key (src/shared/tokenize.ts) of a language as specs name it in `x-codeSamples`
 * (`cURL`, `Shell`, `JavaScript`, `C#`, `Golang`…): a sample in any of them is coloured like the
 * generated ones; another language is shown as plain text.
 */
const KEYS: Record<string, string> = {
  curl: 'curl',
  shell: 'curl',
  bash: 'curl',
  sh: 'curl',
  javascript: 'javascript',
  js: 'javascript',
  typescript: 'javascript',
  ts: 'javascript',
  node: 'node',
  nodejs: 'node',
  'node.js': 'node',
  python: 'python',
  py: 'python',
  python3: 'python',
  php: 'php',
  java: 'java',
  kotlin: 'java',
  'c#': 'csharp',
  csharp: 'csharp',
  cs: 'csharp',
  go: 'go',
  golang: 'go',
  json: 'json',
};

export function highlightKey(lang: string): string {
  return KEYS[lang.trim().toLowerCase()] ?? 'text';
}
