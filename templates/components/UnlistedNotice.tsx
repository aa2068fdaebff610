/**
 * Atop an unlisted doc (`unlisted: true`), as Docusaurus shows one: the page is reachable by its
 * link alone. Laid out as a warning admonition.
 */
export function UnlistedNotice() {
  return (
    <aside className="admonition admonition--warning" role="note" aria-label="Página não listada">
      <p className="admonition__title">Página não listada</p>
      <div className="admonition__content">
        <p>
          Esta página fica fora da navegação, da busca e dos buscadores: só quem tem o link chega a
          ela.
        </p>
      </div>
    </aside>
  );
}
