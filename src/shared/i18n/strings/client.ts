import type { Strings } from '../message.js';

/**
 * What the page script says: search dialog, copy buttons, diagram viewer, islands' errors, the
 * version menu, and the dev overlay of `docgen watch`.
 *
 * A few messages are pieces the client puts together around a value it formats itself (a count
 * and its noun, a list): each piece's comment says what comes before or after it, spaces included.
 */
export const ptBR = {
  /** The BCP 47 tag the client formats times with. */
  locale: 'pt-BR',
  close: 'Fechar',
  copy: {
    /** The copy button of a code block, and of an operation's method and path. */
    copy: 'Copiar',
    /** The code block's button, for screen readers. */
    copyCode: 'Copiar código',
    copiedBang: 'Copiado!',
    copied: 'Copiado',
    notCopied: 'Não copiado',
    failed: 'Erro ao copiar',
    codeCopied: 'Código copiado',
    codeNotCopied: 'Não foi possível copiar',
    markdown: 'Copiar como Markdown',
    markdownCopied: 'Markdown da página copiado',
    markdownNotCopied: 'Não foi possível copiar o Markdown',
  },
  search: {
    dialog: 'Buscar na documentação',
    label: 'Buscar em guias e na referência da API',
    placeholder: 'Buscar em guias e na API',
    prompt: 'Digite para buscar nos guias e na referência da API.',
    results: 'Resultados da busca',
    keys: '↑ ↓ para escolher · Enter para abrir · Esc para fechar',
    more: 'Mostrar mais resultados',
    /** After the checkbox, hence the leading space; {version}: the version being read. */
    allVersions: ' Buscar em todas as versões, não só na {version}',
    loadFailed: 'Não foi possível carregar a busca.',
    indexFailed: 'Não foi possível carregar o índice da busca.',
    unavailable: 'A busca não está disponível.',
    noResults: 'Nenhum resultado para “{query}”.',
    oneResult: '1 resultado.',
    /** After the number of results (2 or more). */
    manyResults: ' resultados',
    /** When only some are shown: after the previous piece, before the full stop. */
    showing: ', mostrando os {shown} primeiros',
    operations: 'Operações',
    schemas: 'Esquemas',
    parameters: 'Parâmetros',
  },
  diagram: {
    openFailed: 'Não foi possível abrir o diagrama ampliado.',
    zoom: 'Zoom',
    zoomOut: 'Diminuir',
    zoomIn: 'Aumentar',
    actualSize: 'Tamanho real',
    fit: 'Ajustar à janela',
    diagram: 'Diagrama',
    /** The viewer's title: the heading the diagram sits under. */
    titled: 'Diagrama: {heading}',
  },
  islands: {
    chunkFailed: 'Não foi possível carregar esta parte da página.',
    retry: 'Tentar novamente',
    /** This site keeps the product description's English words for a crash (crashLang: 'en'). */
    crashed: 'This page crashed.',
    crashRetry: 'Try again',
    /** The language of the two crash messages (the notice's `lang`). */
    crashLang: 'en',
    /** In the browser's console, before the error. */
    loadWarning: '[docgen] Falha ao carregar um trecho do site:',
  },
  versions: {
    /** The version menu's name. */
    current: 'Versão: {version}',
  },
  dev: {
    error: 'Erro de compilação',
    errors: 'Erros de compilação ({count})',
    lead: 'A última versão sem erros continua no ar. Corrija e salve: esta mensagem some sozinha.',
    excerpt: 'Trecho do arquivo',
    hint: 'Dica: {hint}',
  },
};

export const en: Strings<typeof ptBR> = {
  locale: 'en',
  close: 'Close',
  copy: {
    copy: 'Copy',
    copyCode: 'Copy code',
    copiedBang: 'Copied!',
    copied: 'Copied',
    notCopied: 'Not copied',
    failed: 'Copy failed',
    codeCopied: 'Code copied',
    codeNotCopied: 'Could not copy',
    markdown: 'Copy as Markdown',
    markdownCopied: 'Page Markdown copied',
    markdownNotCopied: 'Could not copy the Markdown',
  },
  search: {
    dialog: 'Search the documentation',
    label: 'Search guides and the API reference',
    placeholder: 'Search guides and the API',
    prompt: 'Type to search the guides and the API reference.',
    results: 'Search results',
    keys: '↑ ↓ to navigate · Enter to open · Esc to close',
    more: 'Show more results',
    allVersions: ' Search all versions, not only {version}',
    loadFailed: 'Search could not be loaded.',
    indexFailed: 'The search index could not be loaded.',
    unavailable: 'Search is not available.',
    noResults: 'No results for “{query}”.',
    oneResult: '1 result.',
    manyResults: ' results',
    showing: ', showing the first {shown}',
    operations: 'Operations',
    schemas: 'Schemas',
    parameters: 'Parameters',
  },
  diagram: {
    openFailed: 'The enlarged diagram could not be opened.',
    zoom: 'Zoom',
    zoomOut: 'Zoom out',
    zoomIn: 'Zoom in',
    actualSize: 'Actual size',
    fit: 'Fit to window',
    diagram: 'Diagram',
    titled: 'Diagram: {heading}',
  },
  islands: {
    chunkFailed: 'This part of the page could not be loaded.',
    retry: 'Try again',
    crashed: 'This page crashed.',
    crashRetry: 'Try again',
    crashLang: 'en',
    loadWarning: '[docgen] Failed to load a part of the site:',
  },
  versions: {
    current: 'Version: {version}',
  },
  dev: {
    error: 'Build error',
    errors: 'Build errors ({count})',
    lead:
      'The last version without errors is still being served. ' +
      'Fix and save: this message goes away by itself.',
    excerpt: 'Excerpt of the file',
    hint: 'Hint: {hint}',
  },
};

export const es: Strings<typeof ptBR> = {
  locale: 'es',
  close: 'Cerrar',
  copy: {
    copy: 'Copiar',
    copyCode: 'Copiar código',
    copiedBang: '¡Copiado!',
    copied: 'Copiado',
    notCopied: 'No copiado',
    failed: 'Error al copiar',
    codeCopied: 'Código copiado',
    codeNotCopied: 'No se pudo copiar',
    markdown: 'Copiar como Markdown',
    markdownCopied: 'Markdown de la página copiado',
    markdownNotCopied: 'No se pudo copiar el Markdown',
  },
  search: {
    dialog: 'Buscar en la documentación',
    label: 'Buscar en las guías y en la referencia de la API',
    placeholder: 'Buscar en las guías y en la API',
    prompt: 'Escribe para buscar en las guías y en la referencia de la API.',
    results: 'Resultados de la búsqueda',
    keys: '↑ ↓ para elegir · Enter para abrir · Esc para cerrar',
    more: 'Mostrar más resultados',
    allVersions: ' Buscar en todas las versiones, no solo en la {version}',
    loadFailed: 'No se pudo cargar la búsqueda.',
    indexFailed: 'No se pudo cargar el índice de búsqueda.',
    unavailable: 'La búsqueda no está disponible.',
    noResults: 'No hay resultados para «{query}».',
    oneResult: '1 resultado.',
    manyResults: ' resultados',
    showing: ', se muestran los primeros {shown}',
    operations: 'Operaciones',
    schemas: 'Esquemas',
    parameters: 'Parámetros',
  },
  diagram: {
    openFailed: 'No se pudo abrir el diagrama ampliado.',
    zoom: 'Zoom',
    zoomOut: 'Alejar',
    zoomIn: 'Acercar',
    actualSize: 'Tamaño real',
    fit: 'Ajustar a la ventana',
    diagram: 'Diagrama',
    titled: 'Diagrama: {heading}',
  },
  islands: {
    chunkFailed: 'No se pudo cargar esta parte de la página.',
    retry: 'Reintentar',
    crashed: 'Esta página ha fallado.',
    crashRetry: 'Reintentar',
    crashLang: 'es',
    loadWarning: '[docgen] No se pudo cargar una parte del sitio:',
  },
  versions: {
    current: 'Versión: {version}',
  },
  dev: {
    error: 'Error de compilación',
    errors: 'Errores de compilación ({count})',
    lead:
      'La última versión sin errores sigue publicada. ' +
      'Corrige y guarda: este mensaje desaparece solo.',
    excerpt: 'Fragmento del archivo',
    hint: 'Sugerencia: {hint}',
  },
};
