import type { LinkView } from '../../src/shared/api-view-models.js';
import { useStrings } from '../strings.js';

/** A link from the spec, or its text alone when its URL is not one a page may link to. */
export function SpecLink({ link }: { link: LinkView }) {
  return link.href ? <a href={link.href}>{link.text}</a> : link.text;
}

/** A tag's or an operation's `externalDocs`. */
export function ExternalDocs({ link }: { link: LinkView | undefined }) {
  const { reference } = useStrings();
  if (!link) return null;
  return (
    <p className="api-external-docs">
      {`${reference.page.externalDocs} `}
      <SpecLink link={link} />
    </p>
  );
}
