import type { Node as EstreeNode, ImportDeclaration, Pattern, Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { codes } from '../../diagnostics/codes.js';
import { said } from '../../diagnostics/diagnostic.js';
import { visit } from '../plugins/visit.js';
import { resolveImport, type ThemePart } from './imports.js';
import { isIslandFile, type Island } from './island-bundle.js';
import type { Report } from './report.js';

/** What a name used as a JSX tag stands for. */
export type Binding = { kind: 'theme'; part: ThemePart } | { kind: 'script'; island?: Island };

/** The names a declaration pattern binds (`const { a, b: [c] } = …` → a, c). */
function boundNames(pattern: Pattern | null | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) =>
        p.type === 'RestElement' ? boundNames(p.argument) : boundNames(p.value),
      );
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => boundNames(e));
    case 'RestElement':
      return boundNames(pattern.argument);
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    default:
      return [];
  }
}

/** Names an export statement declares in the page's module. */
function exportedNames(statement: EstreeNode): string[] {
  if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) return [];
  const declaration = statement.declaration;
  if (declaration.type === 'VariableDeclaration')
    return declaration.declarations.flatMap((d) => boundNames(d.id));
  return declaration.id ? [declaration.id.name] : [];
}

/** The name an import specifier takes from its module (`default`, a name; none for `* as`). */
function importedName(specifier: ImportDeclaration['specifiers'][number]): string | undefined {
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type !== 'ImportSpecifier') return undefined;
  const imported = specifier.imported;
  return imported.type === 'Identifier' ? imported.name : String(imported.value);
}

/**
 * An MDX page's `import` and `export` statements: each import resolved (one docgen cannot resolve
 * is an error at its line and column), the names they bind, and the statements of the page's
 * module (a theme part's import is docgen's, not the module's). They leave the tree, and their
 * lines the page's `.md` copy.
 */
export function readPageEsm(
  tree: Root,
  file: VFile,
  root: string,
  report: Report,
): { statements: string[]; bindings: Map<string, Binding> } {
  const source = String(file.value);
  const statements: string[] = [];
  const bindings = new Map<string, Binding>();
  const cuts: { start: number; end: number }[] = [];
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm, index, parent) => {
    const program = node.data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      const [start, end] = statement.range ?? [0, 0];
      if (statement.type === 'ImportDeclaration') {
        const target = resolveImport(String(statement.source.value), file.path, root);
        if (target.kind === 'missing') {
          report(
            codes.mdxImport,
            { ...said('mdxImportUnresolved', { why: target.why }), hint: target.hint },
            statement.loc
              ? {
                  line: statement.loc.start.line,
                  column: statement.loc.start.column + 1,
                }
              : undefined,
          );
          continue;
        }
        for (const specifier of statement.specifiers) {
          const exportName = importedName(specifier);
          const island =
            target.kind === 'file' && isIslandFile(target.file) && exportName
              ? { file: target.file, exportName }
              : undefined;
          bindings.set(
            specifier.local.name,
            target.kind === 'theme'
              ? { kind: 'theme', part: target.part }
              : { kind: 'script', ...(island ? { island } : {}) },
          );
        }
        if (target.kind !== 'theme') statements.push(source.slice(start, end));
        continue;
      }
      for (const name of exportedNames(statement)) bindings.set(name, { kind: 'script' });
      statements.push(source.slice(start, end));
    }
    const from = node.position?.start.offset;
    const to = node.position?.end.offset;
    if (from !== undefined && to !== undefined)
      cuts.push({ start: from, end: source[to] === '\n' ? to + 1 : to });
    if (parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    return undefined;
  });
  if (cuts.length > 0) file.data.codeCuts = cuts;

  return { statements, bindings };
}
