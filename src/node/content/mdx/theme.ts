import type { Code, Paragraph, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { textOf } from '../plain-text.js';
import type { ThemePart } from './imports.js';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Props = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** A directive's label, as remark-directive leaves `:::tip[Título]`'s (directives.ts reads it). */
const label = (value: string): Paragraph => ({
  type: 'paragraph',
  data: { directiveLabel: true },
  children: [{ type: 'text', value }],
});

/** A JSX element's children as a directive's, under its label when it has one. */
const labelled = (title: string | undefined, node: JsxElement): ContainerDirective['children'] => [
  ...(title ? [label(title)] : []),
  ...(node.children as ContainerDirective['children']),
];

const hasLabel = (node: ContainerDirective) => {
  const first = node.children[0];
  return first?.type === 'paragraph' && Boolean(first.data && 'directiveLabel' in first.data);
};

/** `<TabItem value label>` → `:::tab[label]`, its value kept for the `values` of its `<Tabs>`. */
function tabItem(node: JsxElement, props: Props): ContainerDirective {
  const value = text(props.value);
  const title = text(props.label) ?? value;
  return {
    type: 'containerDirective',
    name: 'tab',
    attributes: value === undefined ? {} : { value },
    children: labelled(title, node),
  };
}

/** `<Tabs groupId values>` → `::::tabs{groupId}`; a tab without a label takes it from `values`. */
function tabs(node: JsxElement, props: Props): ContainerDirective {
  const labels = new Map<string, string>();
  if (Array.isArray(props.values))
    for (const entry of props.values as unknown[]) {
      const { value, label: title } = (entry ?? {}) as Props;
      if (text(value) !== undefined && text(title) !== undefined)
        labels.set(text(value)!, text(title)!);
    }
  const items = node.children.filter(
    (child): child is ContainerDirective =>
      child.type === 'containerDirective' && child.name === 'tab',
  );
  for (const item of items) {
    const title = labels.get(item.attributes?.value ?? '');
    if (hasLabel(item) && !title) continue;
    if (hasLabel(item)) item.children.shift();
    const fallback = title ?? item.attributes?.value;
    if (fallback) item.children.unshift(label(fallback));
  }
  const group = text(props.groupId);
  return {
    type: 'containerDirective',
    name: 'tabs',
    attributes: group ? { groupId: group } : {},
    children: items,
  };
}

/** `<Admonition type title>` → `:::type[title]`. */
function admonition(node: JsxElement, props: Props): ContainerDirective {
  const title = text(props.title);
  return {
    type: 'containerDirective',
    name: text(props.type) ?? 'note',
    attributes: {},
    children: labelled(title, node),
  };
}

/** `<Details summary>` → `<details>` with a `<summary>` (or the `<summary>` element it holds). */
function details(node: JsxElement, props: Props): RootContent {
  const summary = text(props.summary);
  return {
    ...node,
    data: { hName: 'details', hProperties: {} },
    children: [
      ...(summary
        ? [
            {
              type: 'paragraph',
              data: { hName: 'summary' },
              children: [{ type: 'text', value: summary }],
            },
          ]
        : []),
      ...node.children,
    ],
  } as RootContent;
}

/** `<CodeBlock language title showLineNumbers>{`…`}</CodeBlock>` → a fenced code block. */
function codeBlock(node: JsxElement, props: Props): Code {
  const className = text(props.className) ?? '';
  const lang = text(props.language) ?? /(?:^|\s)language-(\S+)/.exec(className)?.[1];
  const lines = props.showLineNumbers;
  const meta = [
    text(props.title) !== undefined ? `title=${JSON.stringify(text(props.title))}` : '',
    lines === true ? 'showLineNumbers' : text(lines) ? `showLineNumbers=${text(lines)}` : '',
    text(props.metastring) ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const code = typeof props.children === 'string' ? props.children : textOf(node.children);
  return { type: 'code', lang: lang ?? null, meta: meta || null, value: code.replace(/\n$/, '') };
}

/** `<Link to>` → a link, which docgen resolves and checks like a Markdown one. */
function link(node: JsxElement, props: Props): RootContent {
  const href = text(props.to) ?? text(props.href) ?? '';
  return { ...node, data: { hName: 'a', hProperties: { href } } } as RootContent;
}

/** A Docusaurus theme part as the Markdown docgen already knows for it (directives, code, HTML). */
export function themeNodes(part: ThemePart, node: JsxElement, props: Props): RootContent[] {
  switch (part) {
    case 'Tabs':
      return [tabs(node, props)];
    case 'TabItem':
      return [tabItem(node, props)];
    case 'Admonition':
      return [admonition(node, props)];
    case 'Details':
      return [details(node, props)];
    case 'CodeBlock':
      return [codeBlock(node, props)];
    case 'Link':
      return [link(node, props)];
  }
}
