import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { createElement, Fragment, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { VFile } from 'vfile';
import { codes } from '../../diagnostics/codes.js';
import { errorMessage, said } from '../../diagnostics/diagnostic.js';
import { sanitizeSchema } from '../sanitize-schema.js';
import { SLOT_PROPERTY, slotId, type MdxSlot } from './slots.js';

/** Where a component puts its children: replaced by the children's HTML, made by docgen. */
const CHILDREN_TAG = 'docgen-mdx-children';

/**
 * Elements a component may make that raw HTML in Markdown has no use for: of structure, and the
 * controls an island (a component live in the browser) works with.
 */
const COMPONENT_TAGS = [
  ...['aside', 'section', 'article', 'header', 'footer', 'figure', 'figcaption', 'mark'],
  ...['button', 'output', 'label', 'input', 'select', 'option', 'textarea', 'progress', 'meter'],
  ...['fieldset', 'legend', 'form'],
];

/**
 * What a component's own markup may hold: what raw HTML in Markdown may (GitHub's schema), plus
 * the elements above, classes (the site's own styles), roles, ARIA states and the attributes of
 * controls on every element, and the place of its children.
 */
const componentSchema: Schema = {
  ...sanitizeSchema,
  tagNames: [...(sanitizeSchema.tagNames ?? []), ...COMPONENT_TAGS, CHILDREN_TAG],
  attributes: {
    // GitHub's schema allows only its own classes on some elements (`task-list-item`): any here.
    ...Object.fromEntries(
      Object.entries(sanitizeSchema.attributes ?? {}).map(([tag, allowed]) => [
        tag,
        allowed.filter((a) => !(Array.isArray(a) && a[0] === 'className')),
      ]),
    ),
    '*': [
      ...(sanitizeSchema.attributes?.['*'] ?? []),
      'className',
      'role',
      'ariaLabel',
      'ariaLabelledBy',
      'ariaDescribedBy',
      'ariaHidden',
      'ariaLive',
      'ariaPressed',
      'ariaExpanded',
      'ariaControls',
      'type',
      'disabled',
      'placeholder',
      'min',
      'max',
      'step',
      'htmlFor',
    ],
    // A form's action would send the reader elsewhere: an island handles its own submit.
    form: [],
  },
};

/** Whether a value is JSON data (what an island's props travel to the browser as). */
function isJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as object).every(isJson);
}

/**
 * An island: rendered on the server like any component, in an element that names its component in
 * the page's island script and carries its props, from which the script makes it live.
 */
function islandOf(placeholder: Element, slot: MdxSlot, index: number): Element {
  if (placeholder.children.length > 0)
    throw new Error(
      'uma ilha (.island.tsx) não recebe conteúdo entre suas tags; passe-o por props',
    );
  const props = slot.props ?? {};
  if (!isJson(props))
    throw new Error(
      'as props de uma ilha (.island.tsx) vão ao navegador como JSON: só texto, números, ' +
        'booleanos, null, listas e objetos simples',
    );
  return {
    type: 'element',
    tagName: placeholder.tagName,
    properties: { dataMdxIsland: String(index), dataMdxProps: JSON.stringify(props) },
    children: renderSlot(slot, []),
  };
}

/** The slot's markup, rendered by React and sanitized, with its children put where it puts them. */
function renderSlot(slot: MdxSlot, children: ElementContent[]): ElementContent[] {
  const inner = children.length > 0 ? createElement(CHILDREN_TAG) : undefined;
  const element =
    slot.component === undefined
      ? createElement(Fragment, null, slot.value as never)
      : createElement(slot.component as ComponentType, slot.props, inner);
  const markup = renderToStaticMarkup(element);
  const clean = sanitize(fromHtml(markup, { fragment: true }), componentSchema) as Root;
  const fill = (nodes: RootContent[]): ElementContent[] =>
    nodes.flatMap((node): ElementContent[] => {
      if (node.type === 'element' && node.tagName === CHILDREN_TAG)
        return structuredClone(children);
      if (node.type === 'element') node.children = fill(node.children);
      return node.type === 'doctype' ? [] : [node as ElementContent];
    });
  return fill(clean.children);
}

/**
 * Fills an MDX page's placeholders (remark-mdx-page.ts), innermost first, once everything inside
 * them is HTML: a component of the site is rendered by React with its props and that HTML as its
 * children, and what it makes is sanitized like raw HTML, so no component can put script in the
 * page. A component that throws is an error at its line, and its children stay in the page.
 */
export default function rehypeMdxRender() {
  return (tree: Root, file: VFile) => {
    const slots = file.data.mdxSlots ?? { nonce: '', list: [] };
    /** The slot a placeholder stands for; an element that only looks like one loses the look. */
    const slotOf = (element: Element): MdxSlot | undefined => {
      const id = element.properties[SLOT_PROPERTY];
      if (id === undefined) return undefined;
      const index = Number(String(id).slice(slots.nonce.length + 1));
      const slot = id === slotId(slots.nonce, index) ? slots.list[index] : undefined;
      if (!slot) delete element.properties[SLOT_PROPERTY];
      return slot;
    };
    const fill = (nodes: ElementContent[]): ElementContent[] =>
      nodes.flatMap((element): ElementContent[] => {
        if (element.type !== 'element') return [element];
        element.children = fill(element.children);
        const slot = slotOf(element);
        if (!slot) return [element];
        try {
          if (!slot.island) return renderSlot(slot, element.children);
          return [islandOf(element, slot, slot.island.index)];
        } catch (error) {
          (file.data.diagnostics ??= []).push({
            code: codes.mdxRender,
            severity: 'error',
            ...said('mdxRender', { reason: errorMessage(error) }),
            file: file.path,
            line: slot.line,
            column: slot.column,
          });
          return element.children;
        }
      });
    // A page's tree holds no doctype: its children are an element's.
    tree.children = fill(tree.children as ElementContent[]);
    if (slots.script)
      tree.children.push({
        type: 'element',
        tagName: 'script',
        properties: { type: 'module', src: slots.script },
        children: [],
      });
  };
}
