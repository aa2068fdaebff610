import type { ReactNode } from 'react';

/** The `#` link every heading of the reference carries, so any section can be deep-linked. */
export function Anchor({ id, label }: { id: string; label: string }) {
  return (
    <a className="hash-link" href={`#${id}`} aria-label={`Link direto para ${label}`}>
      #
    </a>
  );
}

/** A section heading inside an operation or scheme, with its own deep link (`operation/<id>/respostas`). */
export function SectionHeading({ id, label, children }: { id: string; label: string; children?: ReactNode }) {
  return (
    <h4 id={id}>
      {children ?? label} <Anchor id={id} label={label} />
    </h4>
  );
}

export function Html({ html, className }: { html: string; className?: string }) {
  return html ? <div className={className ?? 'api-md markdown'} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method--${method}`}>{method === 'delete' ? 'DEL' : method.toUpperCase()}</span>;
}
