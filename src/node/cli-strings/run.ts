import type { Strings } from '../../shared/i18n/message.js';

/**
 * What the commands print as they run and when they end: progress, summaries, the watch log, the
 * init and version reports. Counts have a key for one and one for many (`pagesOne`, `pagesOther`).
 */
export const ptBR = {
  build: {
    done: 'Site gerado com {pages} páginas em {out}/ em {ms} ms',
    doneOne: 'Site gerado com 1 página em {out}/ em {ms} ms',
  },
  check: {
    usageHint: 'Veja as opções em docgen check --help.',
  },
  progress: {
    finishing: 'terminando',
    pages: 'páginas: {list}',
    operations: '{count} operações',
    operationsOne: '1 operação',
  },
  timings: {
    reused: 'reaproveitado',
    cache: 'cache',
    discarded: 'cache descartado',
    madeAgain: '{list}; refeito',
  },
  serve: {
    serving: 'Servindo {dir}/ em {url}',
    stop: 'Aperte Ctrl+C para parar.',
  },
  watch: {
    ready: 'docgen watch: servindo em {url} ({state}, pronto em {ms} ms)',
    built: '{count} arquivos gerados',
    firstFailed: 'o primeiro build falhou',
    watching: 'Observando mudanças. Aperte Ctrl+C para parar.',
    changed: '[{time}] {paths} mudou → {outcome}',
    more: '{list} e mais {count}',
    failed: 'o build falhou após {ms}; o último build bom continua servido',
    rebuilt: 'refeito em {ms}: {what}',
    nothing: 'nada mudou na saída',
    pagesOne: '1 página',
    pagesOther: '{count} páginas',
    otherOne: '1 outro arquivo',
    otherOther: '{count} outros arquivos',
    and: '{first} e {second}',
    updated: 'mudança em {what}',
    searchIndexed: '[{time}] índice de busca refeito em {ms} ms',
  },
  version: {
    made: 'Versão {name} criada:',
    pagesOne: '{dir}/ (1 página)',
    pagesOther: '{dir}/ ({count} páginas)',
    sidebars: '{file} (as barras laterais de agora)',
    spec: '{file} (a especificação num só arquivo)',
    versions: '{file} ({name} é agora a última versão)',
    current:
      'A versão em edição fica em /docs/next/ e /api/next/ (versions.current na configuração).',
  },
  init: {
    askLanguage: 'Idioma do site: pt-BR, en ou es ({default}): ',
    askTitle: 'Título do site ({default}): ',
    askSpec: 'Arquivo OpenAPI da sua API (Enter para um exemplo): ',
    made: 'Projeto de documentação criado em {dir}:',
    packageJsonAdded: 'package.json (scripts acrescentados)',
    packageJsonMade: 'package.json (criado)',
    gitignore: '.gitignore (entradas do docgen)',
    nextSteps: 'Próximos passos:',
    uninstall: 'remove o pacote "docgen" do npm, que é outro projeto',
    install: 'instala o docgen no projeto',
    watch: 'o site em http://127.0.0.1:3000/, refeito a cada arquivo salvo',
    check: 'links, exemplos e o OpenAPI verificados (o passo da CI)',
    build: 'o site estático em dist/, pronto para publicar',
    write:
      'Escreva em content/docs/, troque spec/ pelo OpenAPI da sua API e ajuste o docgen.config.ts.',
    guide: 'Guia completo: {file}',
  },
  internal: {
    message: 'Erro interno: {message}',
    hint: 'Rode com --verbose para ver a pilha e relate o problema: é um bug do docgen.',
    stack: 'Rode com --verbose para ver a pilha.',
  },
};

export const en: Strings<typeof ptBR> = {
  build: {
    done: 'Built {pages} pages into {out}/ in {ms} ms',
    doneOne: 'Built 1 page into {out}/ in {ms} ms',
  },
  check: {
    usageHint: 'See the options in docgen check --help.',
  },
  progress: {
    finishing: 'finishing',
    pages: 'pages: {list}',
    operations: '{count} operations',
    operationsOne: '1 operation',
  },
  timings: {
    reused: 'reused',
    cache: 'cache',
    discarded: 'cache discarded',
    madeAgain: '{list}; made again',
  },
  serve: {
    serving: 'Serving {dir}/ at {url}',
    stop: 'Press Ctrl+C to stop.',
  },
  watch: {
    ready: 'docgen watch: serving at {url} ({state}, ready in {ms} ms)',
    built: '{count} files built',
    firstFailed: 'first build failed',
    watching: 'Watching for changes. Press Ctrl+C to stop.',
    changed: '[{time}] {paths} changed → {outcome}',
    more: '{list} and {count} more',
    failed: 'build failed after {ms}; still serving the last good build',
    rebuilt: 'rebuilt in {ms}: {what}',
    nothing: 'nothing changed in the output',
    pagesOne: '1 page',
    pagesOther: '{count} pages',
    otherOne: '1 other file',
    otherOther: '{count} other files',
    and: '{first} and {second}',
    updated: '{what} updated',
    searchIndexed: '[{time}] search index rebuilt in {ms} ms',
  },
  version: {
    made: 'Version {name} created:',
    pagesOne: '{dir}/ (1 page)',
    pagesOther: '{dir}/ ({count} pages)',
    sidebars: '{file} (the sidebars as they are now)',
    spec: '{file} (the spec in one file)',
    versions: '{file} ({name} is now the latest version)',
    current:
      'The version being edited is at /docs/next/ and /api/next/ (versions.current in the config).',
  },
  init: {
    askLanguage: 'Site language: pt-BR, en or es ({default}): ',
    askTitle: 'Site title ({default}): ',
    askSpec: "Your API's OpenAPI file (Enter for an example): ",
    made: 'Docs project created in {dir}:',
    packageJsonAdded: 'package.json (scripts added)',
    packageJsonMade: 'package.json (created)',
    gitignore: '.gitignore (docgen entries)',
    nextSteps: 'Next steps:',
    uninstall: 'removes the npm package "docgen", which is another project',
    install: 'installs docgen in the project',
    watch: 'the site at http://127.0.0.1:3000/, rebuilt on every save',
    check: 'links, examples and the OpenAPI document checked (the CI step)',
    build: 'the static site in dist/, ready to publish',
    write:
      "Write in content/docs/, replace spec/ with your API's OpenAPI document and adjust " +
      'docgen.config.ts.',
    guide: 'Full guide: {file}',
  },
  internal: {
    message: 'Internal error: {message}',
    hint: 'Run with --verbose for the stack, and report it: this is a bug of docgen.',
    stack: 'Run with --verbose for the stack.',
  },
};

export const es: Strings<typeof ptBR> = {
  build: {
    done: 'Sitio generado con {pages} páginas en {out}/ en {ms} ms',
    doneOne: 'Sitio generado con 1 página en {out}/ en {ms} ms',
  },
  check: {
    usageHint: 'Vea las opciones en docgen check --help.',
  },
  progress: {
    finishing: 'terminando',
    pages: 'páginas: {list}',
    operations: '{count} operaciones',
    operationsOne: '1 operación',
  },
  timings: {
    reused: 'reutilizado',
    cache: 'caché',
    discarded: 'caché descartada',
    madeAgain: '{list}; rehecho',
  },
  serve: {
    serving: 'Sirviendo {dir}/ en {url}',
    stop: 'Pulse Ctrl+C para detener.',
  },
  watch: {
    ready: 'docgen watch: sirviendo en {url} ({state}, listo en {ms} ms)',
    built: '{count} archivos generados',
    firstFailed: 'la primera compilación falló',
    watching: 'Observando cambios. Pulse Ctrl+C para detener.',
    changed: '[{time}] {paths} cambió → {outcome}',
    more: '{list} y {count} más',
    failed: 'la compilación falló tras {ms}; se sigue sirviendo la última compilación correcta',
    rebuilt: 'regenerado en {ms}: {what}',
    nothing: 'nada cambió en la salida',
    pagesOne: '1 página',
    pagesOther: '{count} páginas',
    otherOne: '1 archivo más',
    otherOther: '{count} archivos más',
    and: '{first} y {second}',
    updated: 'cambios en {what}',
    searchIndexed: '[{time}] índice de búsqueda regenerado en {ms} ms',
  },
  version: {
    made: 'Versión {name} creada:',
    pagesOne: '{dir}/ (1 página)',
    pagesOther: '{dir}/ ({count} páginas)',
    sidebars: '{file} (las barras laterales de ahora)',
    spec: '{file} (la especificación en un solo archivo)',
    versions: '{file} ({name} es ahora la última versión)',
    current:
      'La versión en edición queda en /docs/next/ y /api/next/ (versions.current en la ' +
      'configuración).',
  },
  init: {
    askLanguage: 'Idioma del sitio: pt-BR, en o es ({default}): ',
    askTitle: 'Título del sitio ({default}): ',
    askSpec: 'Archivo OpenAPI de su API (Enter para un ejemplo): ',
    made: 'Proyecto de documentación creado en {dir}:',
    packageJsonAdded: 'package.json (scripts añadidos)',
    packageJsonMade: 'package.json (creado)',
    gitignore: '.gitignore (entradas de docgen)',
    nextSteps: 'Próximos pasos:',
    uninstall: 'elimina el paquete "docgen" de npm, que es otro proyecto',
    install: 'instala docgen en el proyecto',
    watch: 'el sitio en http://127.0.0.1:3000/, regenerado en cada guardado',
    check: 'enlaces, ejemplos y el OpenAPI verificados (el paso de la CI)',
    build: 'el sitio estático en dist/, listo para publicar',
    write:
      'Escriba en content/docs/, reemplace spec/ por el OpenAPI de su API y ajuste ' +
      'docgen.config.ts.',
    guide: 'Guía completa: {file}',
  },
  internal: {
    message: 'Error interno: {message}',
    hint: 'Ejecute con --verbose para ver la pila e informe del problema: es un error de docgen.',
    stack: 'Ejecute con --verbose para ver la pila.',
  },
};
