import type { ResponseLinkView } from '../../src/shared/api-view-models.js';
import { useStrings } from '../strings.js';
import { Html } from './Anchor.js';

/** A response's links: each target operation, linked, and the values its parameters take. */
export function ResponseLinks({ links }: { links: ResponseLinkView[] }) {
  const { operation } = useStrings().reference;
  if (links.length === 0) return null;
  return (
    <div className="api-links">
      <p className="api-nested__label">{operation.links}</p>
      <ul className="api-props">
        {links.map((link) => (
          <li className="api-prop" key={link.name} data-link={link.name}>
            <code className="api-prop__name">{link.name}</code>
            {link.targetHtml ? (
              <>
                {' → '}
                <Html html={link.targetHtml} inline />
              </>
            ) : null}
            <Html html={link.descriptionHtml} />
            {link.parameters.length > 0 || link.requestBody !== undefined || link.server ? (
              <dl className="api-link-values">
                {link.parameters.map((p) => (
                  <div key={p.name}>
                    <dt>
                      <code>{p.name}</code>
                    </dt>
                    <dd>
                      <code>{p.value}</code>
                    </dd>
                  </div>
                ))}
                {link.requestBody !== undefined ? (
                  <div>
                    <dt>{operation.requestBody}</dt>
                    <dd>
                      <code>{link.requestBody}</code>
                    </dd>
                  </div>
                ) : null}
                {link.server ? (
                  <div>
                    <dt>{operation.linkServer}</dt>
                    <dd>
                      <code>{link.server}</code>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
