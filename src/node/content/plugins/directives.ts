import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, visit } from './visit.js';
import type { VFile } from 'vfile';
import { codes } from '../../diagnostics/codes.js';
import { said } from '../../diagnostics/diagnostic.js';
import { textOf } from '../plain-text.js';

/** Container directives docgen knows; everything else is put back as the text the writer typed. */
export const containerNames = new Set([
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'tabs',
  'tab',
]);

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** `:::note[Título]` → its label text, and the children without the label paragraph. */
function splitLabel(node: ContainerDirective): {
  title: string | undefined;
  children: ContainerDirective['children'];
} {
  const [first, ...rest] = node.children;
  if (
    first?.type === 'paragraph' &&
    first.data &&
    'directiveLabel' in first.data &&
    first.data.directiveLabel
  ) {
    return { title: textOf(first.children).trim() || undefined, children: rest };
  }
  return { title: undefined, children: node.children };
}

/** What a writer typed for a directive docgen does not know (`veja:exemplo`, `::x`), as text. */
function asText(node: TextDirective | LeafDirective): PhrasingContent[] {
  const colons = node.type === 'textDirective' ? ':' : '::';
  const label =
    node.children.length > 0
      ? [
          { type: 'text', value: '[' } as const,
          ...node.children,
          { type: 'text', value: ']' } as const,
        ]
      : [];
  return [{ type: 'text', value: colons + node.name }, ...label];
}

/**
 * Turns the container directives docgen knows (admonitions, tabs) into marked `<div>`s that survive
 * sanitizing; the admonitions and tabs plugins build the final markup from them after it.
 */
export default function remarkDirectives() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (
        node.type !== 'containerDirective' &&
        node.type !== 'leafDirective' &&
        node.type !== 'textDirective'
      )
        return;
      const directive = node as Directive;
      if (directive.type !== 'containerDirective') {
        if (!parent || index === undefined) return;
        const text = asText(directive);
        const replacement: RootContent[] =
          directive.type === 'leafDirective'
            ? [{ type: 'paragraph', children: text } satisfies Paragraph]
            : text;
        parent.children.splice(index, 1, ...(replacement as typeof parent.children));
        return [SKIP, index + replacement.length];
      }
      if (!containerNames.has(directive.name)) {
        (file.data.diagnostics ??= []).push({
          code: codes.unknownDirective,
          severity: 'warning',
          ...said('unknownDirective', {
            name: directive.name,
            known: [...containerNames].join(', '),
          }),
          file: file.path,
          line: directive.position?.start.line,
          column: directive.position?.start.column,
        });
      }
      const { title, children } = splitLabel(directive);
      directive.children = children;
      const group = directive.attributes?.groupId ?? directive.attributes?.group;
      directive.data = {
        hName: 'div',
        hProperties: {
          dataDirective: directive.name,
          ...(title ? { dataDirectiveTitle: title } : {}),
          ...(group ? { dataDirectiveGroup: group } : {}),
        },
      };
      return undefined;
    });
  };
}

const TITLE_AFTER_NAME =
  /^(\s*:{3,})(note|tip|info|warning|danger|caution)[ \t]+([^\s[{].*?)[ \t]*$/gm;

/** A line opening fenced code: its fence (a backtick fence's info string holds no backtick). */
const FENCE_OPENING = /^\s*(`{3,}(?=[^`]*$)|~{3,})/;

/**
 * Docusaurus also accepts `:::note Título`; rewrites it to `:::note[Título]` (lines stay where they
 * were). Fenced code is left as written: a page that shows the syntax shows it as typed.
 */
export function normalizeDirectiveTitles(markdown: string): string {
  if (markdown.search(TITLE_AFTER_NAME) === -1) return markdown;
  const lines = markdown.split('\n');
  /** The line that closes the fenced code this line is in. */
  let closing: RegExp | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (closing) {
      if (closing.test(line)) closing = undefined;
      continue;
    }
    const fence = FENCE_OPENING.exec(line)?.[1];
    if (fence) closing = new RegExp(`^\\s*\\${fence[0]}{${fence.length},}\\s*$`);
    else
      lines[i] = line.replace(
        TITLE_AFTER_NAME,
        (_all, opening: string, name: string, title: string) =>
          `${opening}${name}[${title.replace(/[[\]\\]/g, '\\$&')}]`,
      );
  }
  return lines.join('\n');
}
