/** A field's problems, under it; the field points here with aria-describedby. */
export function Problems({
  id,
  messages,
}: {
  id: string;
  messages: readonly { path?: string | undefined; message: string }[];
}) {
  if (messages.length === 0) return null;
  return (
    <ul className="try-it__problems" id={id}>
      {messages.map((m, i) => (
        <li key={i}>
          {m.path ? (
            <>
              <code>{m.path}</code>:{' '}
            </>
          ) : null}
          {m.message}
        </li>
      ))}
    </ul>
  );
}

/** The props that mark a field invalid and tie it to its problems. */
export const invalidProps = (id: string, count: number) =>
  count > 0 ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
