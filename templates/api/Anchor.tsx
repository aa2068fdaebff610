import type { ReactNode } from 'react';
import { fill } from '../../src/shared/i18n/message.js';
import { useStrings } from '../strings.js';

/** The `#` link every heading of the reference carries, so any section can be deep-linked. */
export function Anchor({ id, label }: { id: string; label: string }) {
  const { reference } = useStrings();
  return (
    <a className="hash-link" href={`#${id}`} aria-label={fill(reference.page.anchor, { label })}>
      #
    </a>
  );
}

/**
 * A section heading inside an operation or scheme, with its own deep link
 * (`operation/<id>/respostas`).
 */
export function SectionHeading({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children?: ReactNode;
}) {
  return (
    <h4 id={id}>
      {children ?? label} <Anchor id={id} label={label} />
    </h4>
  );
}

/**
 * One paragraph and nothing else (no nested `<p>`): most descriptions of a spec are one sentence.
 */
const ONE_PARAGRAPH = /^<p>((?:(?!<\/?p[\s>])[\s\S])*)<\/p>\s*$/;

/**
 * A description's HTML. A one-paragraph description is that `<p>` itself, with no wrapper: the
 * reference holds thousands of them, and every element is parsed and styled on the reader's phone.
 */
export function Html({
  html,
  className = 'api-md markdown',
  inline = false,
}: {
  html: string;
  className?: string;
  /** Phrasing HTML (a link, code) inside a line: a `<span>` of its own. */
  inline?: boolean;
}) {
  if (!html) return null;
  if (inline) return <span dangerouslySetInnerHTML={{ __html: html }} />;
  const paragraph = ONE_PARAGRAPH.exec(html)?.[1];
  return paragraph === undefined ? (
    <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p className={className} dangerouslySetInnerHTML={{ __html: paragraph }} />
  );
}

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`api-method api-method--${method}`}>
      {method === 'delete' ? 'DEL' : method.toUpperCase()}
    </span>
  );
}
