import { SEARCH_ROUTE } from '../../search.js';
import type { Strings } from '../message.js';

/**
 * The pages docgen makes itself: home, search, 404, tags, the docs overview, the crash notice, and
 * what llms.txt says around its links.
 */
export const ptBR = {
  /** The search page's route: where the navbar's search box leads without JavaScript. */
  searchRoute: SEARCH_ROUTE,
  searchTitle: 'Buscar na documentação',
  /** The search page's title in the browser's tab (and in search results). */
  searchHeadTitle: 'Buscar',
  searchDescription:
    'Como encontrar conteúdo: todas as páginas da documentação e operações da API.',
  /** `{box}` is `frame.search`, bold; the shortcuts are keys. */
  searchWithScript:
    'Com JavaScript ativado, a caixa {box} no topo de cada página (atalhos {ctrlK}, {cmdK} ou ' +
    '{slash}) procura em todos os guias e na referência da API enquanto você digita, sem acentos ' +
    'nem plural exatos: «autenticacao» encontra «Autenticação».',
  searchWithoutScript:
    'Sem JavaScript, use a lista abaixo: ela traz todas as páginas da documentação e todas as ' +
    'operações da API. A busca do navegador ({ctrlF}) encontra um termo nesta página.',
  siteMap: 'Mapa do site',
  /** A group of the site map: a tag of the reference. */
  siteMapApi: 'API: {tag}',
  siteMapWebhooks: 'API: Webhooks',
  notFoundTitle: 'Página não encontrada',
  notFoundDescription: 'A página procurada não foi encontrada.',
  notFoundText: 'Não encontramos o que você estava procurando.',
  notFoundHelp:
    'Entre em contato com o proprietário do site que trouxe você até aqui e informe que o link ' +
    'está quebrado.',
  notFoundHome: 'Voltar para o início',
  notFoundDocs: 'Ir para a documentação',
  homeCards: 'Por onde começar',
  homeStart: 'Começar',
  apiReference: 'Referência da API',
  apiReferenceCard: 'Todas as operações, com parâmetros, respostas, esquemas e exemplos prontos.',
  /** A home page card of a category: how many pages it holds. */
  pagesOne: '{count} página.',
  pagesOther: '{count} páginas.',
  /** A docs card of a category without a description: how many cards its own page has. */
  itemsOne: '{count} item',
  itemsOther: '{count} itens',
  docsDescription: 'Visão geral da documentação.',
  /** The docs overview's first run of docs outside a category, then any later one. */
  docsFirst: 'Comece por aqui',
  docsMore: 'Mais páginas',
  tagsTitle: 'Marcadores',
  tagsDescription: 'Todos os marcadores das páginas da documentação.',
  documentsOne: '{count} documento',
  documentsOther: '{count} documentos',
  /** `{documents}` is `documentsOne` or `documentsOther`. */
  taggedTitle: '{documents} com o marcador “{tag}”',
  /** The crash notice: the product description gives these in English. */
  crashTitle: 'This page crashed.',
  crashRetry: 'Try again',
  llmsIntro:
    'Cada página da documentação tem uma cópia em Markdown (os links abaixo). Todas juntas: {url}',
  /** llms.txt's section of the docs under `guides/`, and of those at the top of the docs. */
  llmsGuides: 'Guias',
  llmsDocs: 'Docs',
  llmsApi: 'todas as operações, parâmetros, respostas e schemas',
  llmsSpecTitle: 'Documento OpenAPI',
  llmsSpec: 'a especificação OpenAPI da API, em {format}',
  /** Before each page of llms-full.txt. */
  llmsSource: 'Fonte: {url}',
};

export const en: Strings<typeof ptBR> = {
  searchRoute: '/search/',
  searchTitle: 'Search the documentation',
  searchHeadTitle: 'Search',
  searchDescription: 'How to find content: every page of the documentation and API operation.',
  searchWithScript:
    'With JavaScript on, the {box} box at the top of every page (shortcuts {ctrlK}, {cmdK} or ' +
    '{slash}) searches every guide and the API reference as you type, ignoring accents: ' +
    '«resume» finds «Résumé».',
  searchWithoutScript:
    'Without JavaScript, use the list below: it holds every page of the documentation and every ' +
    "operation of the API. The browser's find ({ctrlF}) finds a term on this page.",
  siteMap: 'Site map',
  siteMapApi: 'API: {tag}',
  siteMapWebhooks: 'API: Webhooks',
  notFoundTitle: 'Page Not Found',
  notFoundDescription: 'The page you are looking for was not found.',
  notFoundText: 'We could not find what you were looking for.',
  notFoundHelp:
    'Please contact the owner of the site that linked you to the original URL and let them know ' +
    'their link is broken.',
  notFoundHome: 'Back to the home page',
  notFoundDocs: 'Go to the documentation',
  homeCards: 'Where to start',
  homeStart: 'Get started',
  apiReference: 'API reference',
  apiReferenceCard:
    'Every operation, with its parameters, responses, schemas and ready-to-use examples.',
  pagesOne: '{count} page.',
  pagesOther: '{count} pages.',
  itemsOne: '{count} item',
  itemsOther: '{count} items',
  docsDescription: 'Overview of the documentation.',
  docsFirst: 'Start here',
  docsMore: 'More pages',
  tagsTitle: 'Tags',
  tagsDescription: 'Every tag of the documentation pages.',
  documentsOne: 'One doc',
  documentsOther: '{count} docs',
  taggedTitle: '{documents} tagged with “{tag}”',
  crashTitle: 'This page crashed.',
  crashRetry: 'Try again',
  llmsIntro:
    'Every page of the documentation has a Markdown copy (the links below). All together: {url}',
  llmsGuides: 'Guides',
  llmsDocs: 'Docs',
  llmsApi: 'every operation, parameter, response and schema',
  llmsSpecTitle: 'OpenAPI document',
  llmsSpec: "the API's OpenAPI specification, in {format}",
  llmsSource: 'Source: {url}',
};

export const es: Strings<typeof ptBR> = {
  searchRoute: '/buscar/',
  searchTitle: 'Buscar en la documentación',
  searchHeadTitle: 'Buscar',
  searchDescription:
    'Cómo encontrar contenido: todas las páginas de la documentación y operaciones de la API.',
  searchWithScript:
    'Con JavaScript activado, el cuadro {box} en la parte superior de cada página (atajos ' +
    '{ctrlK}, {cmdK} o {slash}) busca en todas las guías y en la referencia de la API mientras ' +
    'escribe, sin necesidad de acentos exactos: «autenticacion» encuentra «Autenticación».',
  searchWithoutScript:
    'Sin JavaScript, use la lista de abajo: contiene todas las páginas de la documentación y ' +
    'todas las operaciones de la API. La búsqueda del navegador ({ctrlF}) encuentra un término ' +
    'en esta página.',
  siteMap: 'Mapa del sitio',
  siteMapApi: 'API: {tag}',
  siteMapWebhooks: 'API: Webhooks',
  notFoundTitle: 'Página no encontrada',
  notFoundDescription: 'No se encontró la página buscada.',
  notFoundText: 'No pudimos encontrar lo que buscaba.',
  notFoundHelp:
    'Comuníquese con el dueño del sitio que lo trajo hasta aquí y hágale saber que su enlace ' +
    'está roto.',
  notFoundHome: 'Volver al inicio',
  notFoundDocs: 'Ir a la documentación',
  homeCards: 'Por dónde empezar',
  homeStart: 'Empezar',
  apiReference: 'Referencia de la API',
  apiReferenceCard:
    'Todas las operaciones, con parámetros, respuestas, esquemas y ejemplos listos para usar.',
  pagesOne: '{count} página.',
  pagesOther: '{count} páginas.',
  itemsOne: '{count} elemento',
  itemsOther: '{count} elementos',
  docsDescription: 'Visión general de la documentación.',
  docsFirst: 'Empiece por aquí',
  docsMore: 'Más páginas',
  tagsTitle: 'Etiquetas',
  tagsDescription: 'Todas las etiquetas de las páginas de la documentación.',
  documentsOne: 'Un documento',
  documentsOther: '{count} documentos',
  taggedTitle: '{documents} con la etiqueta «{tag}»',
  crashTitle: 'Esta página ha fallado.',
  crashRetry: 'Intentar de nuevo',
  llmsIntro:
    'Cada página de la documentación tiene una copia en Markdown (los enlaces de abajo). Todas ' +
    'juntas: {url}',
  llmsGuides: 'Guías',
  llmsDocs: 'Docs',
  llmsApi: 'todas las operaciones, parámetros, respuestas y esquemas',
  llmsSpecTitle: 'Documento OpenAPI',
  llmsSpec: 'la especificación OpenAPI de la API, en {format}',
  llmsSource: 'Fuente: {url}',
};
