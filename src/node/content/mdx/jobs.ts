import type { Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import { codes } from '../../diagnostics/codes.js';
import { said } from '../../diagnostics/diagnostic.js';
import { visit } from '../plugins/visit.js';
import { componentFile, type ThemePart } from './imports.js';
import { isIslandFile, type Island } from './island-bundle.js';
import type { Binding } from './page-esm.js';
import type { Report } from './report.js';
import type { JsxElement } from './theme.js';

export type Expression = MdxFlowExpression | MdxTextExpression;

/** What to do with one JSX element or expression once the page's module has run. */
export type Job =
  | { kind: 'value'; thunk: number }
  | { kind: 'drop' }
  | { kind: 'unwrap' }
  | {
      kind: 'element';
      tag: 'intrinsic' | ThemePart;
      props: Record<string, unknown>;
      thunk?: number;
    }
  | {
      kind: 'component';
      component: number;
      props: Record<string, unknown>;
      thunk?: number;
      island?: Island;
    };

const isIntrinsic = (name: string) => /^[a-z]/.test(name) || name.includes('-');

/**
 * What each JSX element and expression of an MDX page is, and the code the page's module must run
 * for it (`thunks`, each `() => (…)`): an expression's value, an element's props when one is not a
 * literal, a component. A tag that is no HTML element, theme part, import or component of
 * `componentsDir` is an error at its place, and its children are kept.
 */
export function planJobs(
  tree: Root,
  bindings: ReadonlyMap<string, Binding>,
  componentsDir: string | undefined,
  report: Report,
): { jobs: Map<RootContent, Job>; thunks: string[]; components: Map<string, string> } {
  const thunks: string[] = [];
  const components = new Map<string, string>();
  const jobs = new Map<RootContent, Job>();
  const thunk = (code: string) => thunks.push(`() => (${code})`) - 1;
  visit(tree, (node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const expression = node as Expression;
      const program = expression.data?.estree as Program | undefined;
      jobs.set(
        expression,
        program && program.body.length === 0
          ? { kind: 'drop' }
          : { kind: 'value', thunk: thunk(expression.value) },
      );
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const element = node as JsxElement;
    if (element.name === null) {
      jobs.set(element, { kind: 'unwrap' });
      return;
    }
    const literal: Record<string, unknown> = {};
    let dynamic = false;
    const parts = element.attributes.map((attribute) => {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        dynamic = true;
        return attribute.value;
      }
      const { name, value } = attribute;
      if (value === null || value === undefined) literal[name] = true;
      else if (typeof value === 'string') literal[name] = value;
      else dynamic = true;
      const code =
        value === null || value === undefined
          ? 'true'
          : typeof value === 'string'
            ? JSON.stringify(value)
            : `(${value.value})`;
      return `${JSON.stringify(name)}: ${code}`;
    });
    const props = dynamic ? { thunk: thunk(`{ ${parts.join(', ')} }`) } : {};
    const name = element.name;
    if (isIntrinsic(name)) {
      jobs.set(element, { kind: 'element', tag: 'intrinsic', props: literal, ...props });
      return;
    }
    const binding = bindings.get(name.split('.')[0]!);
    if (binding?.kind === 'theme') {
      jobs.set(element, { kind: 'element', tag: binding.part, props: literal, ...props });
      return;
    }
    let island = binding?.kind === 'script' && !name.includes('.') ? binding.island : undefined;
    if (!binding) {
      const found = components.get(name) ?? componentFile(componentsDir, name);
      if (!found) {
        report(codes.mdxImport, said('mdxUnknownComponent', { name }), element.position?.start);
        jobs.set(element, { kind: 'unwrap' });
        return;
      }
      components.set(name, found);
      if (isIslandFile(found)) island = { file: found, exportName: 'default' };
    }
    jobs.set(element, {
      kind: 'component',
      component: thunk(name),
      props: literal,
      ...props,
      ...(island ? { island } : {}),
    });
  });

  return { jobs, thunks, components };
}
