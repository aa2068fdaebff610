import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue message whose `{name}` placeholders are markup (`<code>`, `<strong>`, a link): the
 * text between them as text, each placeholder as its node. One without a value is left as written,
 * as `fill` leaves it.
 */
export function Message({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/g);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i % 2 === 0 ? part : Object.hasOwn(values, part) ? values[part] : `{${part}}`}
        </Fragment>
      ))}
    </>
  );
}
