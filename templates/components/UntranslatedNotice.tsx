import type { UntranslatedModel } from '../../src/shared/view-models.js';
import { fill } from '../../src/shared/i18n/message.js';
import { useStrings } from '../strings.js';

/**
 * Atop a page of a language that has no translation of it: the page is shown in the default
 * language, linked. Laid out as an info admonition.
 */
export function UntranslatedNotice({ from }: { from: UntranslatedModel }) {
  const { languages } = useStrings();
  const [before, after] = languages.untranslatedText.split('{language}');
  return (
    <aside
      className="admonition admonition--info"
      role="note"
      aria-label={languages.untranslatedTitle}
    >
      <p className="admonition__title">{languages.untranslatedTitle}</p>
      <div className="admonition__content">
        <p>
          {after === undefined ? fill(languages.untranslatedText, {}) : before}
          {after === undefined ? null : (
            <a href={from.href} lang={from.lang} hrefLang={from.lang}>
              {from.language}
            </a>
          )}
          {after}
        </p>
      </div>
    </aside>
  );
}
