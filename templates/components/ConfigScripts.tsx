import type { ScriptModel } from '../../src/shared/view-models.js';

/**
 * The config's scripts of one position: a file with its attributes, or inline code (its hash is in
 * the page's CSP, taken from the HTML as every inline script's).
 */
export function ConfigScripts({
  scripts,
  position,
}: {
  scripts: readonly ScriptModel[];
  position: ScriptModel['position'];
}) {
  return scripts
    .filter((s) => s.position === position)
    .map((s, i) => {
      const data = Object.fromEntries(s.attributes);
      return s.src !== undefined ? (
        <script
          key={i}
          src={s.src}
          async={s.async || undefined}
          defer={s.defer || undefined}
          {...data}
        />
      ) : (
        <script key={i} {...data} dangerouslySetInnerHTML={{ __html: s.code ?? '' }} />
      );
    });
}
