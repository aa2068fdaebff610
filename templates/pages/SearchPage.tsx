import type { SearchPageModel } from '../../src/shared/view-models.js';
import { SearchIcon } from '../components/SearchBox.js';

/**
 * `/buscar/`: how to search, and the whole site map, so the search box leads somewhere without
 * JavaScript.
 */
export function SearchPage({ model }: { model: SearchPageModel }) {
  return (
    <main id="conteudo" className="page search-page" tabIndex={-1}>
      <h1>Buscar na documentação</h1>
      <p>
        Com JavaScript ativado, a caixa <strong>Buscar</strong> no topo de cada página (atalhos{' '}
        <kbd>Ctrl</kbd> + <kbd>K</kbd>, <kbd>⌘</kbd> + <kbd>K</kbd> ou <kbd>/</kbd>) procura em
        todos os guias e na referência da API enquanto você digita, sem acentos nem plural exatos:
        «autenticacao» encontra «Autenticação».
      </p>
      <p>
        Sem JavaScript, use a lista abaixo: ela traz todas as páginas da documentação e todas as
        operações da API. A busca do navegador (<kbd>Ctrl</kbd> + <kbd>F</kbd>) encontra um termo
        nesta página.
      </p>
      <nav aria-labelledby="search-page-map" className="search-page__map">
        <h2 id="search-page-map">
          <SearchIcon /> Mapa do site
        </h2>
        {model.groups.map((group) => (
          <section key={group.title} className="search-page__group" aria-label={group.title}>
            <h3>{group.href ? <a href={group.href}>{group.title}</a> : group.title}</h3>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                  {link.detail ? <code className="search-page__detail">{link.detail}</code> : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </main>
  );
}
