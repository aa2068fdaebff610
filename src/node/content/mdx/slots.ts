/**
 * What an MDX page leaves for rendering once its Markdown is HTML: each of its own components and
 * each expression whose value is markup, behind a placeholder element (`data-docgen-mdx`) whose
 * children are the element's Markdown children, processed like the rest of the page.
 */
export interface MdxSlot {
  /** A component to render with `props` (and the placeholder's children); else `value` is shown. */
  component?: unknown;
  props?: Record<string, unknown>;
  value?: unknown;
  /** A component that runs in the reader's browser too: its index in the page's island script. */
  island?: { file: string; exportName: string; index: number };
  /** Where the element or expression is written, for an error in rendering it. */
  line: number | undefined;
  column: number | undefined;
}

export interface MdxSlots {
  /** Names this page's placeholders: no other element of the page can stand for one. */
  nonce: string;
  list: MdxSlot[];
  /** The URL of the page's island script, when it has islands. */
  script?: string;
}

/** The placeholder's attribute (a hast property name) and its value for slot `index`. */
export const SLOT_PROPERTY = 'dataDocgenMdx';
export const slotId = (nonce: string, index: number) => `${nonce}-${index}`;
