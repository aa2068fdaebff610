import { randomUUID } from 'node:crypto';
import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import { find, html } from 'property-information';
import type { VFile } from 'vfile';
import { withBase } from '../../../shared/urls.js';
import { codes } from '../../diagnostics/codes.js';
import { errorMessage, said } from '../../diagnostics/diagnostic.js';
import { visit } from '../plugins/visit.js';
import { bundleIslands, type Island } from './island-bundle.js';
import { planJobs, type Expression, type Job } from './jobs.js';
import { readPageEsm } from './page-esm.js';
import { loadPageModule } from './page-module.js';
import { reporter } from './report.js';
import { SLOT_PROPERTY, slotId, type MdxSlot } from './slots.js';
import { themeNodes, type JsxElement } from './theme.js';

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
    const report = reporter(file);
    const { statements, bindings } = readPageEsm(tree, file, context.root, report);

    unravel(tree);

    const { jobs, thunks, components } = planJobs(tree, bindings, context.componentsDir, report);

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
          said('mdxPageScript', { reason: message }),
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
        report(codes.mdxRender, said('mdxExpression', { reason: errorMessage(error) }), at);
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
        report(codes.mdxRender, said('mdxIslands', { reason: errorMessage(error) }), {
          line: 1,
          column: 1,
        });
      }
    }
    if (slots.length > 0)
      file.data.mdxSlots = { nonce, list: slots, ...(script ? { script } : {}) };
  };
}
