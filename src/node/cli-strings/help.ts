import type { Strings } from '../../shared/i18n/message.js';

/**
 * `docgen --help` and each command's: commander's headings, the descriptions of the commands,
 * their arguments and options, and the words commander adds after them (`default:`, `choices:`).
 */
export const ptBR = {
  headings: {
    usage: 'Uso:',
    arguments: 'Argumentos:',
    options: 'Opções:',
    globalOptions: 'Opções globais:',
    commands: 'Comandos:',
  },
  usage: { options: '[opções]', command: '[comando]' },
  errors: {
    error: 'erro: {message}',
    unknownOption: "opção desconhecida '{name}'",
    unknownCommand: "comando desconhecido '{name}'",
    didYouMean: '(Você quis dizer {name}?)',
    missingArgument: "falta o argumento obrigatório '{name}'",
    optionArgumentMissing: "falta o valor da opção '{name}'",
    optionInvalid: "o valor '{value}' da opção '{name}' é inválido.",
    allowedChoices: 'Os valores aceitos são {values}.',
    tooManyArguments: 'argumentos demais',
  },
  extra: {
    default: 'padrão: {value}',
    choices: 'valores: {values}',
  },
  program: 'Gera um site estático de documentação a partir de Markdown e de um documento OpenAPI.',
  help: 'mostra a ajuda do comando',
  helpCommand: 'mostra a ajuda de um comando',
  version: 'mostra a versão',
  lang:
    'idioma do docgen no terminal: pt-BR, en ou es (padrão: o locale do site; fora de um ' +
    'projeto, en)',
  options: {
    config: 'arquivo de configuração (padrão: ./docgen.config.ts)',
    baseUrl: 'caminho sob o qual o site é servido, p. ex. /docs-site/',
    quiet: 'mostra só os erros',
    verbose: 'mostra o tempo de cada etapa e a pilha dos erros internos',
    verboseStacks: 'mostra a pilha dos erros internos',
    spec: 'documento OpenAPI (padrão: spec/openapi.yaml)',
    content: 'pasta do Markdown (padrão: content)',
    noCache: 'refaz cada etapa em vez de reaproveitar node_modules/.cache/docgen',
    port: 'porta a escutar (0 escolhe uma livre)',
    portInvalid: 'esperava um número de porta de 0 a 65535',
    host: 'endereço a escutar; outras máquinas só se conectam se você disser',
  },
  build: {
    description:
      'gera o site na pasta de saída (de uma vez: um build que falha a deixa como estava)',
    out: 'pasta de saída (padrão: dist)',
  },
  watch: {
    description: 'gera o site em memória, serve-o e o refaz a cada mudança, com recarga automática',
    open: 'abre o site no navegador',
  },
  serve: {
    description:
      'serve o site gerado como a produção o serviria (compressão, cabeçalhos de cache, ' +
      'página 404)',
    dir: 'pasta a servir (padrão: a pasta de saída da configuração)',
  },
  check: {
    description:
      'verifica o OpenAPI, valida cada exemplo, cada link e âncora, o front matter e o texto ' +
      'alternativo, sem gravar nada; sai com 1 se houver erros',
    format: 'formato do relatório: text, ou json para anotações na CI (README)',
    strict: 'falha também com avisos',
  },
  diff: {
    description:
      'lista cada mudança entre duas versões de um documento OpenAPI, cada uma incompatível, ' +
      'compatível ou só de documentação (docs/alteracoes-da-api.md)',
    old: 'o arquivo da especificação mais antiga',
    new: 'o arquivo da especificação mais nova',
    failOn: 'sai com 1 quando houver uma mudança deste nível (ou pior)',
    format: 'formato do relatório',
    quiet: 'mostra só o relatório e os erros',
  },
  versionCommand: {
    description:
      'publica a documentação e a especificação em edição como uma versão: versioned_docs/, ' +
      'versioned_specs/, versions.json (nunca sobrescreve)',
    name: 'a versão, p. ex. 2.0 (servida em /docs/ e /api/ como a última)',
  },
  init: {
    description:
      'cria um projeto de documentação: docgen.config.ts, content/, spec/, scripts no ' +
      'package.json, .gitignore (pergunta num terminal; nunca sobrescreve um arquivo)',
    dir: 'pasta do projeto (padrão: a pasta atual; criada se faltar)',
    title: 'título do site',
    locale: 'idioma do site e das páginas iniciais: pt-BR, en ou es (padrão: pt-BR)',
    localeInvalid: 'esperava uma tag de idioma como pt-BR, en ou es',
    spec: 'documento OpenAPI a copiar para spec/ (padrão: um pequeno exemplo)',
    yes: 'não pergunta nada: as opções, senão os padrões',
  },
};

export const en: Strings<typeof ptBR> = {
  headings: {
    usage: 'Usage:',
    arguments: 'Arguments:',
    options: 'Options:',
    globalOptions: 'Global Options:',
    commands: 'Commands:',
  },
  usage: { options: '[options]', command: '[command]' },
  errors: {
    error: 'error: {message}',
    unknownOption: "unknown option '{name}'",
    unknownCommand: "unknown command '{name}'",
    didYouMean: '(Did you mean {name}?)',
    missingArgument: "missing required argument '{name}'",
    optionArgumentMissing: "option '{name}' argument missing",
    optionInvalid: "option '{name}' argument '{value}' is invalid.",
    allowedChoices: 'Allowed choices are {values}.',
    tooManyArguments: 'too many arguments',
  },
  extra: {
    default: 'default: {value}',
    choices: 'choices: {values}',
  },
  program: 'Builds a static documentation site from Markdown and an OpenAPI document.',
  help: 'display help for command',
  helpCommand: 'display help for command',
  version: 'output the version number',
  lang:
    "docgen's language in the terminal: pt-BR, en or es (default: the site's locale; outside a " +
    'project, en)',
  options: {
    config: 'config file (default: ./docgen.config.ts)',
    baseUrl: 'path the site is served under, e.g. /docs-site/',
    quiet: 'print only errors',
    verbose: 'print stage timings and stacks of internal errors',
    verboseStacks: 'print stacks of internal errors',
    spec: 'OpenAPI document (default: spec/openapi.yaml)',
    content: 'Markdown folder (default: content)',
    noCache: 'redo every stage instead of reusing node_modules/.cache/docgen',
    port: 'port to listen on (0 picks a free one)',
    portInvalid: 'expected a port number from 0 to 65535',
    host: 'address to bind; other machines connect only if you say so',
  },
  build: {
    description:
      'build the site into the output folder (atomically: a failed build leaves it intact)',
    out: 'output folder (default: dist)',
  },
  watch: {
    description: 'build in memory, serve the site and rebuild on every change, with live reload',
    open: 'open the site in the browser',
  },
  serve: {
    description: 'serve the built site as production would (compression, cache headers, 404 page)',
    dir: 'folder to serve (default: the output folder of the config)',
  },
  check: {
    description:
      'lint the spec, validate every example, check every link and anchor, front matter and ' +
      'alt text, without writing; exit 1 on errors',
    format: 'report format: text, or json for CI annotations (README)',
    strict: 'fail on warnings too',
  },
  diff: {
    description:
      'list every change between two versions of an OpenAPI document, each breaking, ' +
      'non-breaking or documentation-only (docs/alteracoes-da-api.md)',
    old: 'the older spec file',
    new: 'the newer spec file',
    failOn: 'exit 1 when a change of this level (or worse) is found',
    format: 'report format',
    quiet: 'print only the report and errors',
  },
  versionCommand: {
    description:
      'release the docs and the spec being edited as a version: versioned_docs/, ' +
      'versioned_specs/, versions.json (never overwrites)',
    name: 'the version, e.g. 2.0 (served at /docs/ and /api/ as the last one)',
  },
  init: {
    description:
      'create a docs project: docgen.config.ts, content/, spec/, package.json scripts, ' +
      '.gitignore (asks on a terminal; never overwrites a file)',
    dir: 'project folder (default: the current folder; made if missing)',
    title: 'site title',
    locale: 'language of the site and its starter pages: pt-BR, en or es (default: pt-BR)',
    localeInvalid: 'expected a language tag such as pt-BR, en or es',
    spec: 'OpenAPI document to copy into spec/ (default: a small example)',
    yes: 'ask nothing: the flags, else the defaults',
  },
};

export const es: Strings<typeof ptBR> = {
  headings: {
    usage: 'Uso:',
    arguments: 'Argumentos:',
    options: 'Opciones:',
    globalOptions: 'Opciones globales:',
    commands: 'Comandos:',
  },
  usage: { options: '[opciones]', command: '[comando]' },
  errors: {
    error: 'error: {message}',
    unknownOption: "opción desconocida '{name}'",
    unknownCommand: "comando desconocido '{name}'",
    didYouMean: '(¿Quiso decir {name}?)',
    missingArgument: "falta el argumento obligatorio '{name}'",
    optionArgumentMissing: "falta el valor de la opción '{name}'",
    optionInvalid: "el valor '{value}' de la opción '{name}' no es válido.",
    allowedChoices: 'Los valores admitidos son {values}.',
    tooManyArguments: 'demasiados argumentos',
  },
  extra: {
    default: 'predeterminado: {value}',
    choices: 'valores: {values}',
  },
  program: 'Genera un sitio estático de documentación a partir de Markdown y un documento OpenAPI.',
  help: 'muestra la ayuda del comando',
  helpCommand: 'muestra la ayuda de un comando',
  version: 'muestra la versión',
  lang:
    'idioma de docgen en la terminal: pt-BR, en o es (predeterminado: el locale del sitio; ' +
    'fuera de un proyecto, en)',
  options: {
    config: 'archivo de configuración (predeterminado: ./docgen.config.ts)',
    baseUrl: 'ruta bajo la que se sirve el sitio, p. ej. /docs-site/',
    quiet: 'muestra solo los errores',
    verbose: 'muestra el tiempo de cada etapa y la pila de los errores internos',
    verboseStacks: 'muestra la pila de los errores internos',
    spec: 'documento OpenAPI (predeterminado: spec/openapi.yaml)',
    content: 'carpeta de Markdown (predeterminado: content)',
    noCache: 'rehace cada etapa en lugar de reutilizar node_modules/.cache/docgen',
    port: 'puerto en el que escuchar (0 elige uno libre)',
    portInvalid: 'se esperaba un número de puerto de 0 a 65535',
    host: 'dirección en la que escuchar; otras máquinas solo se conectan si usted lo indica',
  },
  build: {
    description:
      'genera el sitio en la carpeta de salida (de una vez: una compilación fallida la deja ' +
      'intacta)',
    out: 'carpeta de salida (predeterminado: dist)',
  },
  watch: {
    description:
      'genera el sitio en memoria, lo sirve y lo regenera en cada cambio, con recarga automática',
    open: 'abre el sitio en el navegador',
  },
  serve: {
    description:
      'sirve el sitio generado como lo haría producción (compresión, cabeceras de caché, ' +
      'página 404)',
    dir: 'carpeta a servir (predeterminado: la carpeta de salida de la configuración)',
  },
  check: {
    description:
      'revisa el OpenAPI, valida cada ejemplo, cada enlace y ancla, el front matter y el texto ' +
      'alternativo, sin escribir nada; sale con 1 si hay errores',
    format: 'formato del informe: text, o json para anotaciones en la CI (README)',
    strict: 'falla también con advertencias',
  },
  diff: {
    description:
      'lista cada cambio entre dos versiones de un documento OpenAPI, cada uno incompatible, ' +
      'compatible o solo de documentación (docs/alteracoes-da-api.md)',
    old: 'el archivo de la especificación más antigua',
    new: 'el archivo de la especificación más nueva',
    failOn: 'sale con 1 cuando hay un cambio de este nivel (o peor)',
    format: 'formato del informe',
    quiet: 'muestra solo el informe y los errores',
  },
  versionCommand: {
    description:
      'publica la documentación y la especificación en edición como una versión: ' +
      'versioned_docs/, versioned_specs/, versions.json (nunca sobrescribe)',
    name: 'la versión, p. ej. 2.0 (servida en /docs/ y /api/ como la última)',
  },
  init: {
    description:
      'crea un proyecto de documentación: docgen.config.ts, content/, spec/, scripts de ' +
      'package.json, .gitignore (pregunta en una terminal; nunca sobrescribe un archivo)',
    dir: 'carpeta del proyecto (predeterminado: la carpeta actual; se crea si falta)',
    title: 'título del sitio',
    locale: 'idioma del sitio y de sus páginas iniciales: pt-BR, en o es (predeterminado: pt-BR)',
    localeInvalid: 'se esperaba una etiqueta de idioma como pt-BR, en o es',
    spec: 'documento OpenAPI a copiar en spec/ (predeterminado: un pequeño ejemplo)',
    yes: 'no pregunta nada: las opciones, o si no los valores predeterminados',
  },
};
