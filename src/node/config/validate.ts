import { codes } from '../diagnostics/codes.js';
import { said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { codeFrame } from '../diagnostics/frame.js';
import { configLocator } from './locate.js';
import { configProblems, dotted, segments, type Problem } from './problems.js';
// The definition's schema compiled by Ajv ahead of time (scripts/config-validator.mjs, run by
// `npm run compile`).
import compiled from './validate-config.generated.js';

/** What a problem's message is put in: a config's, a sidebars file's, a version's sidebars'. */
const saying = {
  config: ['invalidConfig', 'invalidConfigSeeDocs'],
  sidebars: ['invalidSidebarsFile', 'invalidSidebarsFileSeeDocs'],
  versionSidebars: ['invalidVersionSidebars', 'invalidVersionSidebarsSeeDocs'],
} as const;

/**
 * Validates a user config: every mistake at once, each naming the key path, what is expected and,
 * for a misspelt key or value, what was meant. With the config file's source, each is placed at
 * the line and column of its key, where the file writes it.
 */
export function validateConfig(
  value: unknown,
  file: string | undefined,
  source?: () => string | undefined,
  of: keyof typeof saying = 'config',
): Diagnostic[] {
  if (compiled(value)) return [];
  const problems = configProblems(compiled.errors ?? [], value);
  return located(codes.configInvalid, problems, file, source, of);
}

/**
 * Diagnostics of problems found in a config (each once, `Invalid config: ` before its message, or
 * what `of` says: a sidebars file's), placed at the line and column of their key when the config
 * file's source is given. A problem without a hint of its own points to the fields' docs.
 */
export function located(
  code: string,
  problems: readonly Problem[],
  file: string | undefined,
  source?: () => string | undefined,
  of: keyof typeof saying = 'config',
): Diagnostic[] {
  const text = file ? source?.() : undefined;
  const locate = text === undefined ? undefined : configLocator(text);
  const seen = new Set<string>();
  return problems.flatMap((problem) => {
    const pointer = problem.path.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    const id = `${pointer.join('')} ${problem.message}`;
    if (seen.has(id)) return [];
    seen.add(id);
    const at = locate?.(problem.at);
    // A sidebars file has no place in docs/configuracao.md: its own hint says how to write it.
    const toDocs = of === 'sidebars' && problem.hint?.includes('configuracao.md');
    const hint = toDocs ? undefined : problem.hint;
    return [
      {
        code,
        severity: 'error',
        ...(hint !== undefined
          ? { ...said(saying[of][0], { problem: problem.message }), hint }
          : said(saying[of][1], { problem: problem.message })),
        ...(file ? { file } : {}),
        ...(at && text !== undefined
          ? { line: at.line, column: at.column, frame: codeFrame(text, at.line, at.column) }
          : {}),
        ...(pointer.length > 0 ? { pointer: pointer.join('') } : {}),
      } satisfies Diagnostic,
    ];
  });
}

/** `/navbar/items/0/label` → `navbar.items[0].label` */
export function keyPath(instancePath: string, extra?: string): string {
  return dotted([...segments(instancePath), ...(extra === undefined ? [] : [extra])]);
}
