import { randomUUID } from 'node:crypto';
import type { Node as EstreeNode, Pattern, Program } from 'estree';
import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { find, html } from 'property-information';
import type { VFile } from 'vfile';
import { codes } from '../../diagnostics/codes.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { visit } from '../plugins/visit.js';
import { componentFile, resolveImport, type ThemePart } from './imports.js';
import { loadPageModule } from './page-module.js';
import { bundleIslands, isIslandFile, type Island } from './island-bundle.js';
import { withBase } from '../../../shared/urls.js';
import { SLOT_PROPERTY, slotId, type MdxSlot } from './slots.js';
import { themeNodes, type JsxElement } from './theme.js';

type Expression = MdxFlowExpression | MdxTextExpression;

/** What a name used as a JSX tag stands for. */
type Binding = { kind: 'theme'; part: ThemePart } | { kind: 'script'; island?: Island };

/** What to do with one JSX element or expression once the page's module has run. */
type Job =
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

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const isIntrinsic = (name: string) => /^[a-z]/.test(name) || name.includes('-');

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

/**
 * A paragraph of nothing but JSX and expressions (`<Admonition>…</Admonition>` on one line) is
 * those, at the level of blocks, as @mdx-js/mdx's own compiler does: no `<p>` around a `<div>`.
 */
function unravel(tree: Root): void {
  visit(tree, 'paragraph', (node: Paragraph, index, parent) => {
    if (!parent || index === undefined) return undefined;
    let jsx = false;
    for (const child of node.children) {
      if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') jsx = true;
      else if (child.type !== 'text' || child.value.trim() !== '') return undefined;
    }
    if (!jsx) return undefined;
    const blocks = node.children.flatMap((child): RootContent[] =>
      child.type === 'mdxJsxTextElement'
        ? [{ ...child, type: 'mdxJsxFlowElement' } as RootContent]
        : child.type === 'mdxTextExpression'
          ? [{ ...child, type: 'mdxFlowExpression' }]
          : [],
    );
    parent.children.splice(index, 1, ...(blocks as Parent['children']));
    return index + blocks.length;
  });
}

/** A prop's value as a hast property of an HTML element, or undefined to leave it out. */
function htmlProperties(props: Record<string, unknown>): Record<string, string | string[] | true> {
  const properties: Record<string, string | string[] | true> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === false || value === null || value === undefined) continue;
    const property = name === 'class' ? 'className' : find(html, name).property;
    if (property === 'className' && typeof value === 'string')
      properties.className = value.split(/\s+/).filter(Boolean);
    else if (value === true) properties[property] = true;
    else if (typeof value === 'string' || typeof value === 'number')
      properties[property] = String(value);
    // Objects (a `style`) and functions (handlers) have no place in a static page.
  }
  return properties;
}

/**
 * An MDX page's JSX and JavaScript, made into the Markdown tree docgen's plugins work on:
 * - `import`/`export`: checked (an import docgen cannot resolve is an error at its line and
 *   column), run as the page's module (page-module.ts), and left out of the page and its `.md`
 *   copy;
 * - HTML elements (`<div className>`) become elements, sanitized later like raw HTML in Markdown;
 * - Docusaurus's theme parts become docgen's own (theme.ts);
 * - the site's components (imported, or from `componentsDir`) and expressions whose value is markup
 *   leave a placeholder that rehype-mdx-render fills once the Markdown inside them is HTML; a
 *   string or number an expression gives is text of the page.
 */
export default function remarkMdxPage() {
  return async (tree: Root, file: VFile) => {
    const context = file.data.mdxContext;
    if (!context) return;
    const source = String(file.value);
    const diagnostics = (file.data.diagnostics ??= []);
    const report = (
      code: string,
      message: string,
      hint: string,
      at: { line?: number | undefined; column?: number | undefined } | undefined,
      where: Partial<Pick<Diagnostic, 'file' | 'line' | 'column'>> = {},
    ) =>
      diagnostics.push({
        code,
        severity: 'error',
        message,
        file: file.path,
        line: at?.line,
        column: at?.column,
        hint,
        ...where,
      });

    // The page's own module: its imports (each resolved) and exports.
    const statements: string[] = [];
    const bindings = new Map<string, Binding>();
    const cuts: { start: number; end: number }[] = [];
    visit(tree, 'mdxjsEsm', (node: MdxjsEsm, index, parent) => {
      const program = node.data?.estree as Program | undefined;
      for (const statement of program?.body ?? []) {
        const [start, end] = statement.range ?? [0, 0];
        if (statement.type === 'ImportDeclaration') {
          const target = resolveImport(String(statement.source.value), file.path, context.root);
          if (target.kind === 'missing') {
            report(
              codes.mdxImport,
              `Import que o docgen não resolve: ${target.why}`,
              target.hint,
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
            const exportName =
              specifier.type === 'ImportDefaultSpecifier'
                ? 'default'
                : specifier.type === 'ImportSpecifier'
                  ? String(
                      specifier.imported.type === 'Identifier'
                        ? specifier.imported.name
                        : specifier.imported.value,
                    )
                  : undefined;
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

    unravel(tree);

    // Each element and expression, with the code the module must run for it.
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
        const found = componentFile(context.componentsDir, name);
        if (!found) {
          report(
            codes.mdxImport,
            `Componente desconhecido <${name}>: não foi importado nem está em componentsDir`,
            `Importe-o (\`import ${name} from './${name}'\`) ou ponha ${name}.tsx na pasta ` +
              '`componentsDir` da configuração.',
            element.position?.start,
          );
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

    // The module, run once; each thunk is then run on its own.
    let values: (() => unknown)[] = [];
    if (thunks.length > 0 || statements.length > 0) {
      const loaded = await loadPageModule({
        pageFile: file.path,
        root: context.root,
        statements,
        components,
        thunks,
      });
      if (loaded.ok) {
        values = loaded.thunks;
        (file.data.imageFiles ??= []).push(...loaded.files);
      } else {
        const { message, ...where } = loaded;
        report(
          codes.mdxRender,
          `O JavaScript da página MDX não roda: ${message}`,
          'Corrija o erro no arquivo e na linha indicados.',
          { line: 1, column: 1 },
          where,
        );
      }
    }
    const run = (index: number, at: { line?: number; column?: number } | undefined) => {
      const value = values[index];
      if (!value) return undefined;
      try {
        return value();
      } catch (error) {
        report(
          codes.mdxRender,
          `Erro ao avaliar a expressão: ${errorMessage(error)}`,
          'Corrija a expressão entre chaves, ou o que ela usa.',
          at,
        );
        return undefined;
      }
    };

    // Each island component once, in the page's island script, by the order first met.
    const islands: Island[] = [];
    const islandIndex = (island: Island) => {
      const at = islands.findIndex(
        (i) => i.file === island.file && i.exportName === island.exportName,
      );
      return at >= 0 ? at : islands.push(island) - 1;
    };

    const nonce = randomUUID().slice(0, 8);
    const slots: MdxSlot[] = [];
    const placeholder = (node: JsxElement | Expression, slot: MdxSlot): RootContent => {
      const flow = node.type === 'mdxFlowExpression' || node.type === 'mdxJsxFlowElement';
      return {
        type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
        name: null,
        attributes: [],
        children: 'children' in node ? node.children : [],
        data: {
          hName: flow ? 'div' : 'span',
          hProperties: { [SLOT_PROPERTY]: slotId(nonce, slots.push(slot) - 1) },
        },
      } as RootContent;
    };

    const apply = (node: RootContent, job: Job): RootContent[] => {
      const at = node.position?.start;
      const where = { line: at?.line, column: at?.column };
      switch (job.kind) {
        case 'drop':
          return [];
        case 'unwrap':
          return (node as JsxElement).children as RootContent[];
        case 'value': {
          const value = run(job.thunk, at);
          if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
            return [{ type: 'text', value: String(value) }];
          if (value === null || value === undefined || typeof value === 'boolean') return [];
          return [placeholder(node as Expression, { value, ...where })];
        }
        case 'element':
        case 'component': {
          const element = node as JsxElement;
          const evaluated = job.thunk === undefined ? job.props : run(job.thunk, at);
          const props =
            evaluated && typeof evaluated === 'object'
              ? (evaluated as Record<string, unknown>)
              : {};
          if (job.kind === 'component') {
            const component = run(job.component, at);
            if (component === undefined) return element.children as RootContent[];
            const island = job.island && { ...job.island, index: islandIndex(job.island) };
            return [
              placeholder(element, { component, props, ...where, ...(island ? { island } : {}) }),
            ];
          }
          if (job.tag !== 'intrinsic') return themeNodes(job.tag, element, props);
          element.data = { hName: element.name!, hProperties: htmlProperties(props) };
          return [element];
        }
      }
    };

    // Children first: a <Tabs> finds its <TabItem>s made tabs already.
    const transform = (parent: Parent) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i]!;
        if ('children' in node) transform(node);
        const job = jobs.get(node);
        if (!job) continue;
        const replacement = apply(node, job);
        parent.children.splice(i, 1, ...(replacement as Parent['children']));
        i += replacement.length - 1;
      }
    };
    transform(tree);
    let script: string | undefined;
    if (islands.length > 0) {
      try {
        const bundle = await bundleIslands(islands, context.root);
        (file.data.images ??= []).push(bundle);
        script = withBase(file.data.linkContext?.baseUrl ?? '/', `/${bundle.file}`);
      } catch (error) {
        report(
          codes.mdxRender,
          `O script das ilhas da página não compila: ${errorMessage(error)}`,
          'Corrija o componente: ele roda no navegador do leitor.',
          { line: 1, column: 1 },
        );
      }
    }
    if (slots.length > 0)
      file.data.mdxSlots = { nonce, list: slots, ...(script ? { script } : {}) };
  };
}
