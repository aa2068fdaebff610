import { useStrings } from '../strings.js';
import { Message } from './Message.js';

/**
 * Shown by the inline head script when the page's path does not start with the configured baseUrl
 * (the usual deploy mistake). It must read well unstyled: in that case the stylesheet's URL is
 * wrong too.
 */
export function BaseUrlBanner({ baseUrl }: { baseUrl: string }) {
  const { frame } = useStrings();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a div with role=region is that landmark
    <div
      className="base-url-banner"
      id="base-url-banner"
      role="region"
      aria-label={frame.baseUrlNotice}
      data-base-url-banner
      hidden
    >
      <p>
        <strong>{frame.baseUrlTitle}</strong>{' '}
        <Message
          text={frame.baseUrlText}
          values={{
            baseUrl: <code>{baseUrl}</code>,
            option: <code>baseUrl</code>,
            configFile: <code>docgen.config.ts</code>,
          }}
        />
      </p>
    </div>
  );
}
