import type { Strings } from '../message.js';

/**
 * The frame around every page: navbar, sidebar, table of contents, footer, banners, breadcrumbs,
 * pagination, and what the Markdown of a page gets from docgen (admonition titles, heading links,
 * tabs, diagrams, footnotes).
 */
export const ptBR = {
  /** The language's name in itself, as the language menu shows it. */
  languageName: 'Português (Brasil)',
  /** The language menu's accessible name. */
  language: 'Idioma: {language}',
  skipToContent: 'Pular para o conteúdo',
  mainNav: 'Principal',
  mainNavDrawer: 'Principal (menu)',
  openMenu: 'Abrir menu de navegação',
  closeMenu: 'Fechar menu de navegação',
  drawer: 'Menu de navegação',
  docsSidebar: 'Menu da documentação',
  docsSidebarDrawer: 'Menu da documentação (gaveta)',
  /** A category with its own page: the button beside its link. */
  toggleCategory: 'Mostrar ou ocultar {category}',
  /** After an external link's text, for screen readers. */
  opensInNewTab: '(abre em nova aba)',
  search: 'Buscar',
  themeToggle: 'Alternar entre modo claro e escuro',
  announcement: 'Aviso',
  closeAnnouncement: 'Fechar aviso',
  onThisPage: 'Nesta página',
  /** The first breadcrumb, the docs overview's title and the site map's group of loose docs. */
  docs: 'Documentação',
  breadcrumbs: 'Trilha de navegação',
  pagination: 'Páginas da documentação',
  previous: 'Anterior',
  next: 'Próxima',
  viewMarkdown: 'Ver como Markdown',
  copyMarkdown: 'Copiar como Markdown',
  editPage: 'Editar esta página',
  /** `{date}` is the date, written out in the page's language (Intl). */
  lastUpdated: 'Atualizado em {date}',
  tags: 'Marcadores',
  tagsIntro: 'Marcadores:',
  unlistedTitle: 'Página não listada',
  unlistedText:
    'Esta página fica fora da navegação, da busca e dos buscadores: só quem tem o link chega a ' +
    'ela.',
  version: 'Versão: {version}',
  /** The working tree's version when the config names it not (`versions.current.label`). */
  nextVersion: 'Próxima versão',
  apiChanges: 'Alterações da API',
  versionNotice: 'Aviso de versão',
  versionUnreleased: 'Esta documentação é de uma versão ainda não lançada: {version}.',
  versionUnmaintained: 'Esta documentação é da versão {version}, que não é mais mantida.',
  /** `{link}` is `versionLatest`, a link. */
  versionSeeLatest: 'Veja esta página na {link}.',
  versionLatest: 'versão mais recente ({version})',
  baseUrlNotice: 'Erro de configuração',
  baseUrlTitle: 'Este site parece estar mal configurado.',
  /** `{baseUrl}`, `{option}` and `{configFile}` are shown as code. */
  baseUrlText:
    'Ele foi gerado com a URL base {baseUrl}, mas esta página está sendo servida em outro ' +
    'caminho, por isso estilos e scripts não carregam. Publique o site em {baseUrl} ou ajuste ' +
    '{option} em {configFile} e gere o site novamente.',
  admonition: {
    note: 'Nota',
    tip: 'Dica',
    info: 'Informação',
    warning: 'Atenção',
    caution: 'Atenção',
    danger: 'Perigo',
  },
  headingLink: 'Link direto para {heading}',
  /** A tab written without a label. */
  tab: 'Aba {number}',
  diagram: 'Diagrama',
  diagramScroll: 'Role para o lado para ver o diagrama inteiro.',
  diagramOpen: 'Ampliar diagrama',
  footnotes: 'Notas de rodapé',
  /** `{reference}`: the reference's number (`1`, or `1-2` for the second use of note 1). */
  footnoteBack: 'Voltar à referência {reference}',
};

export const en: Strings<typeof ptBR> = {
  languageName: 'English',
  language: 'Language: {language}',
  skipToContent: 'Skip to main content',
  mainNav: 'Main',
  mainNavDrawer: 'Main (menu)',
  openMenu: 'Open navigation menu',
  closeMenu: 'Close navigation menu',
  drawer: 'Navigation menu',
  docsSidebar: 'Docs sidebar',
  docsSidebarDrawer: 'Docs sidebar (drawer)',
  toggleCategory: "Toggle the collapsible sidebar category '{category}'",
  opensInNewTab: '(opens in a new tab)',
  search: 'Search',
  themeToggle: 'Switch between dark and light mode',
  announcement: 'Announcement',
  closeAnnouncement: 'Close announcement',
  onThisPage: 'On this page',
  docs: 'Documentation',
  breadcrumbs: 'Breadcrumbs',
  pagination: 'Docs pages',
  previous: 'Previous',
  next: 'Next',
  viewMarkdown: 'View as Markdown',
  copyMarkdown: 'Copy as Markdown',
  editPage: 'Edit this page',
  lastUpdated: 'Last updated on {date}',
  tags: 'Tags',
  tagsIntro: 'Tags:',
  unlistedTitle: 'Unlisted page',
  unlistedText:
    'This page is unlisted. Search engines will not index it, and only users having a direct ' +
    'link can access it.',
  version: 'Version: {version}',
  nextVersion: 'Next',
  apiChanges: 'API changes',
  versionNotice: 'Version notice',
  versionUnreleased: 'This is unreleased documentation for version {version}.',
  versionUnmaintained:
    'This is documentation for version {version}, which is no longer actively maintained.',
  versionSeeLatest: 'For up-to-date documentation, see the {link}.',
  versionLatest: 'latest version ({version})',
  baseUrlNotice: 'Configuration error',
  baseUrlTitle: 'This site seems to be misconfigured.',
  baseUrlText:
    'It was built with the base URL {baseUrl}, but this page is served at another path, so ' +
    'its styles and scripts do not load. Deploy the site at {baseUrl}, or change {option} in ' +
    '{configFile} and build the site again.',
  admonition: {
    note: 'Note',
    tip: 'Tip',
    info: 'Info',
    warning: 'Warning',
    caution: 'Warning',
    danger: 'Danger',
  },
  headingLink: 'Direct link to {heading}',
  tab: 'Tab {number}',
  diagram: 'Diagram',
  diagramScroll: 'Scroll sideways to see the whole diagram.',
  diagramOpen: 'Enlarge diagram',
  footnotes: 'Footnotes',
  footnoteBack: 'Back to reference {reference}',
};

export const es: Strings<typeof ptBR> = {
  languageName: 'Español',
  language: 'Idioma: {language}',
  skipToContent: 'Saltar al contenido principal',
  mainNav: 'Principal',
  mainNavDrawer: 'Principal (menú)',
  openMenu: 'Abrir el menú de navegación',
  closeMenu: 'Cerrar el menú de navegación',
  drawer: 'Menú de navegación',
  docsSidebar: 'Menú de la documentación',
  docsSidebarDrawer: 'Menú de la documentación (panel)',
  toggleCategory: 'Mostrar u ocultar {category}',
  opensInNewTab: '(se abre en una pestaña nueva)',
  search: 'Buscar',
  themeToggle: 'Cambiar entre modo oscuro y claro',
  announcement: 'Aviso',
  closeAnnouncement: 'Cerrar aviso',
  onThisPage: 'En esta página',
  docs: 'Documentación',
  breadcrumbs: 'Migas de pan',
  pagination: 'Páginas de la documentación',
  previous: 'Anterior',
  next: 'Siguiente',
  viewMarkdown: 'Ver como Markdown',
  copyMarkdown: 'Copiar como Markdown',
  editPage: 'Editar esta página',
  lastUpdated: 'Última actualización el {date}',
  tags: 'Etiquetas',
  tagsIntro: 'Etiquetas:',
  unlistedTitle: 'Página no listada',
  unlistedText:
    'Esta página no está listada. Los motores de búsqueda no la indexarán y solo quien tenga el ' +
    'enlace directo podrá acceder a ella.',
  version: 'Versión: {version}',
  nextVersion: 'Próxima versión',
  apiChanges: 'Cambios de la API',
  versionNotice: 'Aviso de versión',
  versionUnreleased: 'Esta es documentación sin publicar de la versión {version}.',
  versionUnmaintained:
    'Esta es documentación de la versión {version}, que ya no se mantiene activamente.',
  versionSeeLatest: 'Para la documentación actualizada, vea la {link}.',
  versionLatest: 'última versión ({version})',
  baseUrlNotice: 'Error de configuración',
  baseUrlTitle: 'Este sitio parece estar mal configurado.',
  baseUrlText:
    'Se generó con la URL base {baseUrl}, pero esta página se sirve en otra ruta, por lo que los ' +
    'estilos y los scripts no cargan. Publique el sitio en {baseUrl} o ajuste {option} en ' +
    '{configFile} y vuelva a generar el sitio.',
  admonition: {
    note: 'Nota',
    tip: 'Consejo',
    info: 'Información',
    warning: 'Advertencia',
    caution: 'Advertencia',
    danger: 'Peligro',
  },
  headingLink: 'Enlace directo a {heading}',
  tab: 'Pestaña {number}',
  diagram: 'Diagrama',
  diagramScroll: 'Desplácese hacia los lados para ver el diagrama completo.',
  diagramOpen: 'Ampliar diagrama',
  footnotes: 'Notas al pie',
  footnoteBack: 'Volver a la referencia {reference}',
};
