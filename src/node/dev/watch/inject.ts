import { devPaths } from '../../../shared/dev-protocol.js';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Adds the dev client to a served page, before `</body>`. Only the dev server calls this, on the
 * way out: the built files, and so `dist/`, never contain it.
 */
export function injectDevClient(html: Buffer, page: { file: string; build: number }): Buffer {
  const tag = Buffer.from(
    `<script type="module" src="${devPaths.client}" data-docgen-dev ` +
      `data-file="${escapeAttr(page.file)}" data-build="${page.build}"></script>`,
  );
  // In the bytes, never decoded: a reference page is megabytes, and a page is asked for again and
  // again while a writer saves.
  const at = html.lastIndexOf('</body>');
  return at === -1
    ? Buffer.concat([html, tag])
    : Buffer.concat([html.subarray(0, at), tag, html.subarray(at)]);
}

/** What the dev server serves before any build has succeeded: an empty page the overlay fills. */
export function waitingPage(): string {
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>docgen: aguardando uma compilação sem erros</title></head>' +
    '<body><main><h1>Aguardando uma compilação sem erros</h1>' +
    '<p>Corrija o erro mostrado no terminal; esta página recarrega sozinha.</p>' +
    '</main></body></html>'
  );
}
