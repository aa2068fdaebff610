import { defaultSchema } from 'rehype-sanitize';
import type { Options as SanitizeSchema } from 'rehype-sanitize';
import { SLOT_PROPERTY } from './mdx/slots.js';

/**
 * GitHub's schema plus exactly the markers docgen's remark plugins leave for its rehype plugins:
 * the fence meta of code blocks (title, highlighted lines) and the name and title of a directive.
 * Sanitizing runs before docgen's own rehype plugins, so the markup they build from these markers
 * (highlighted code, admonitions, tabs, diagrams) is never stripped, and a writer who types the
 * markers by hand gets nothing more than an admonition or a tab.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), 'dataMeta', 'dataHighlight'],
    div: [
      ...(defaultSchema.attributes?.div ?? []),
      'dataDirective',
      'dataDirectiveTitle',
      'dataDirectiveGroup',
    ],
  },
};

/**
 * An MDX page's: the placeholders of its components and markup-valued expressions (mdx/slots.ts)
 * also survive, to be filled after the plugins; their nonce keeps a writer from forging one.
 */
export const mdxSanitizeSchema: SanitizeSchema = {
  ...sanitizeSchema,
  attributes: {
    ...sanitizeSchema.attributes,
    div: [...(sanitizeSchema.attributes?.div ?? []), SLOT_PROPERTY],
    span: [...(sanitizeSchema.attributes?.span ?? []), SLOT_PROPERTY],
  },
};
