import type { Strings } from '../../shared/i18n/message.js';

/**
 * Diagnostics' messages, each with its hint where the hint is the same wherever the message is
 * made; `{name}` placeholders take the values the diagnostic carries (`said(key, values)` in
 * diagnostics/diagnostic.ts). A diagnostic whose message is not here yet is printed after its
 * code's title (titles.ts).
 */
export const ptBR = {
  specTooLarge: {
    message: 'O documento OpenAPI tem {size} MiB; o limite é {limit} MiB (api.maxSpecMiB)',
    hint:
      'Se o arquivo é uma especificação de verdade, aumente api.maxSpecMiB no ' +
      'docgen.config.ts; o limite existe contra um arquivo descontrolado.',
  },
  specUnreadable: {
    message: 'O documento OpenAPI não pôde ser lido: {reason}',
    hint: 'Confira api.spec na configuração ou a opção --spec.',
  },
  specRootNotObject: { message: 'A raiz do documento OpenAPI deve ser um objeto' },
  specVersionUnsupported: {
    message: 'Versão do OpenAPI não suportada: "{version}"',
    hint: 'O documento deve começar com `openapi: 3.1.0` (ou uma versão 3.0.x).',
  },
  specVersionMissing: {
    message: 'Falta o campo de versão "openapi"',
    hint: 'O documento deve começar com `openapi: 3.1.0` (ou uma versão 3.0.x).',
  },
  specNoPaths: {
    message: 'O documento OpenAPI não tem "paths"',
    hint: 'Acrescente um objeto `paths:` (ele pode ser vazio).',
  },
  specSyntax: {
    message: 'O documento OpenAPI não é YAML/JSON válido: {reason}',
    hint: 'Corrija a sintaxe na posição marcada.',
  },
  specAliases: {
    message: 'Documento OpenAPI recusado: {reason}',
    hint:
      'Aliases YAML repetidos (*nome) multiplicam o documento (billion laughs); use ' +
      '$ref para components.',
  },
  specTooDeep: {
    message: 'O documento OpenAPI é {reason}',
    hint: 'Reduza o aninhamento: mova os objetos aninhados para components/schemas.',
  },
  specRefUnresolved: {
    message: '$ref não resolvido: {reason}',
    hint: 'Aponte o $ref para um arquivo existente e um ponteiro JSON que exista nele.',
  },
  contentBinary: {
    message: 'O arquivo é binário, não texto Markdown',
    hint: 'Remova-o da pasta de conteúdo ou renomeie-o.',
  },
  contentNotUtf8: {
    message: 'O arquivo não é UTF-8 válido',
    hint: 'Salve o arquivo como UTF-8.',
  },
  contentUnreadable: {
    message: 'O arquivo Markdown não pôde ser lido: {reason}',
    hint: 'Confira as permissões do arquivo, ou remova-o.',
  },
  contentDirMissing: {
    message: 'A pasta de conteúdo não existe',
    hint:
      'Crie-a, com pages/index.md para a página inicial, ou defina contentDir no ' +
      'docgen.config.ts como a pasta das suas páginas Markdown.',
  },
  contentDirUnreadable: {
    message: 'A pasta de conteúdo não pôde ser lida: {reason}',
    hint: 'Confira as permissões da pasta.',
  },
  frontMatterSyntax: {
    message: 'O front matter não é YAML válido: {reason}',
    hint: 'Corrija o YAML entre as duas linhas ---.',
  },
  frontMatterNotMapping: {
    message: 'O front matter deve ser um mapa de chaves e valores',
    hint: 'Escreva-o em linhas `chave: valor`.',
  },
  frontMatterDocusaurusIgnored: {
    message: 'O front matter "{key}" (Docusaurus) é ignorado: não tem sentido no docgen',
    hint: 'Remova-o, ou deixe-o: a página é gerada sem ele.',
  },
  frontMatterUnknownKey: {
    message: 'A chave de front matter desconhecida "{key}" é ignorada',
    hint: 'Chaves conhecidas: {known}.',
  },
  fmString: {
    message: 'O front matter "{key}" deve ser um texto (string), veio {got}',
    hint: 'Escreva-o como texto, p. ex. `{key}: Texto`.',
  },
  fmNumber: {
    message: 'O front matter "{key}" deve ser um número, veio {got}',
    hint: 'Escreva-o como um número sem aspas, p. ex. `{key}: 2`.',
  },
  fmBoolean: {
    message: 'O front matter "{key}" deve ser um booleano, veio {got}',
    hint: 'Escreva-o como true ou false, sem aspas, p. ex. `{key}: true`.',
  },
  fmHeadingLevel: {
    message: 'O front matter "{key}" deve ser um número inteiro de 2 a 6, veio {got}',
    hint: 'Os níveis do sumário vão de 2 (##) a 6 (######), p. ex. `{key}: 3`.',
  },
  fmStrings: {
    message: 'O front matter "{key}" deve ser uma lista de textos, veio {got}',
    hint: 'Escreva-o como uma lista YAML, p. ex. `{key}: [assinatura, webhooks]`.',
  },
  fmImageUrl: {
    message: 'O front matter "{key}" deve ser o URL de uma imagem, veio {got}',
    hint: 'Use um URL http(s) ou um caminho do site, p. ex. `{key}: /img/social.png`.',
  },
  fmEditUrl: {
    message: 'O front matter "{key}" deve ser um URL http(s) ou null, veio {got}',
    hint:
      'Use um URL http(s) ou um caminho do site, p. ex. `{key}: ' +
      'https://github.com/org/repo/edit/main/x.md`.',
  },
  fmTags: {
    message:
      'O front matter "{key}" deve ser uma lista de tags: textos, ou {label, ' +
      'permalink, description}',
    hint:
      'Escreva-o como `{key}: [assinatura, webhooks]`, ou um item como `{label: ' +
      'Webhooks, permalink: /webhooks}` (um permalink de letras, dígitos, - _ e /).',
  },
  fmIdSlash: {
    message: 'O front matter "id" não pode ter uma barra, veio "{id}"',
    hint: 'O id troca só o nome do arquivo (a pasta fica): mova o arquivo para a pasta.',
  },
  fmTocLevels: {
    message:
      'O front matter "toc_min_heading_level" ({min}) está acima de ' +
      '"toc_max_heading_level" ({max})',
    hint: 'O nível mínimo de título deve ser no máximo o nível máximo, p. ex. 2 e 3.',
  },
  exHostOne: {
    message: 'O host "{host}" não é um dos servidores da especificação',
    hint: 'Use {hosts}.',
  },
  exHostMany: {
    message: 'O host "{host}" não é um dos servidores da especificação',
    hint: 'Use um destes: {hosts}.',
  },
  exMethodNotDeclared: {
    message: '{method} não está declarado para {template}',
    hint: 'A especificação declara {methods} para este caminho.',
  },
  exNoOperation: {
    message: 'Nenhuma operação da especificação corresponde a {method} {path}',
    hint:
      'Compare o caminho com a referência da API (/api/); os ids vão onde o template ' +
      'tem {params}.',
  },
  exPathParam: {
    message: 'Parâmetro de caminho "{name}"="{value}": {reason}',
    hint: 'Use um parâmetro que a operação declara, com um valor que o schema dele aceita.',
  },
  exQueryParam: {
    message: 'Parâmetro de query "{name}"="{value}": {reason}',
    hint: 'Use um parâmetro que a operação declara, com um valor que o schema dele aceita.',
  },
  exHeaderParam: {
    message: 'Parâmetro de cabeçalho "{name}"="{value}": {reason}',
    hint: 'Use um parâmetro que a operação declara, com um valor que o schema dele aceita.',
  },
  exQueryUndeclared: {
    message: 'O parâmetro de query "{name}" não é declarado por {operation}',
    hint: 'Use um parâmetro que a operação declara, com um valor que o schema dele aceita.',
  },
  exQueryMissing: {
    message: 'Falta o parâmetro de query obrigatório "{name}"',
    hint: 'Use um parâmetro que a operação declara, com um valor que o schema dele aceita.',
  },
  exHeaderMissing: {
    message: 'Falta o cabeçalho obrigatório "{name}"',
    hint: 'Use um parâmetro que a operação declara, com um valor que o schema dele aceita.',
  },
  exBodyRequired: {
    message: '{operation} exige um corpo na requisição',
    hint:
      'Siga o schema da requisição da operação (veja a página dela na referência), ou ' +
      'marque `invalid` um exemplo errado de propósito.',
  },
  exBodyNone: {
    message: '{operation} não recebe corpo na requisição',
    hint:
      'Siga o schema da requisição da operação (veja a página dela na referência), ou ' +
      'marque `invalid` um exemplo errado de propósito.',
  },
  exContentType: {
    message: 'O Content-Type {type} não é aceito por {operation} (aceitos: {accepted})',
    hint:
      'Siga o schema da requisição da operação (veja a página dela na referência), ou ' +
      'marque `invalid` um exemplo errado de propósito.',
  },
  exBodySchema: {
    message: 'Corpo da requisição: {reason}',
    hint:
      'Siga o schema da requisição da operação (veja a página dela na referência), ou ' +
      'marque `invalid` um exemplo errado de propósito.',
  },
  exBodyJson: {
    message: 'O corpo da requisição não é JSON válido: {reason}',
    hint: 'Escreva o corpo como JSON estrito (aspas duplas, sem comentários, sem vírgulas no fim).',
  },
  exResponseSchema: {
    message: 'Corpo da resposta: {reason}',
    hint:
      'Siga o schema da resposta da operação, ou marque o bloco `partial` se ele ' +
      'mostra só parte do corpo.',
  },
  exStatusUndeclared: {
    message: 'O status {status} não é declarado por {operation}',
    hint: 'Declarados: {declared}.',
  },
  exResponseJson: {
    message: 'O corpo da resposta não é JSON válido: {reason}',
    hint: 'Escreva JSON estrito; num bloco `partial`, omita membros com uma linha só com `...`.',
  },
  exUnparseable: {
    message: '{reason}',
    hint: 'Siga o formato dos exemplos (docs/errors.md#dg7007), ou marque o bloco `nocheck`.',
  },
  exResponseFirst: {
    message: 'O exemplo de resposta não tem um exemplo de requisição antes dele',
    hint: 'Mostre primeiro a requisição (um bloco `http` ou curl), depois a resposta.',
  },
  exMissingScope: {
    message: '{operation} precisa do escopo {scopes}, que não está na seção `## Pré-requisitos`',
    hint: 'Liste cada escopo entre crases sob `## Pré-requisitos`, p. ex. - `{first}`',
  },
  exNoJsonBody: {
    message: '{operation} não declara corpo JSON para o status {status}',
    hint:
      'Siga o schema da resposta da operação, ou marque o bloco `partial` se ele ' +
      'mostra só parte do corpo.',
  },
  exMissingScopeNoSection: {
    message:
      '{operation} precisa do escopo {scopes}, que não está numa seção `## ' +
      'Pré-requisitos` (a página não tem uma)',
    hint: 'Liste cada escopo entre crases sob `## Pré-requisitos`, p. ex. - `{first}`',
  },
  versionBadName: {
    message: '"{name}" não pode nomear uma versão',
    hint: 'Use letras, dígitos, ".", "_" e "-" (`current` nomeia a versão em edição).',
  },
  versionReleased: {
    message: 'A versão {name} já foi publicada',
    hint: 'Escolha outro nome.',
  },
  versionFileTaken: {
    message: '{file} já existe',
    hint: 'Remova-o, ou escolha outro nome.',
  },
  lintFailedSettings: {
    message: 'O lint do Redocly falhou: {reason}',
    hint: 'Corrija redocly.yaml (regras e plugins que o Redocly conheça) ou a especificação.',
  },
  lintFailed: {
    message: 'O lint do Redocly falhou: {reason}',
    hint: 'Corrija a especificação no ponto que a mensagem indica.',
  },
  headScriptNotPublished: {
    message: 'scripts[{index}].src "{src}" não é um arquivo que o site publica',
    hint:
      'Ponha o arquivo na pasta static (static/js/analytics.js é servido como ' +
      '/js/analytics.js), ou corrija o caminho; ignore este aviso se o seu host serve ' +
      'essa rota.',
  },
  invalidConfig: { message: 'Configuração inválida: {problem}' },
  invalidConfigSeeDocs: {
    message: 'Configuração inválida: {problem}',
    hint: 'Veja em docs/configuracao.md o que cada campo aceita.',
  },
  invalidSidebarsFile: { message: 'Arquivo de barras laterais inválido: {problem}' },
  invalidSidebarsFileSeeDocs: {
    message: 'Arquivo de barras laterais inválido: {problem}',
    hint:
      'Um arquivo de barras laterais exporta um objeto de barras, como o sidebars.js ' +
      "do Docusaurus: export default { docs: ['intro', { type: 'category', label: " +
      "'Guias', items: [...] }] }.",
  },
  invalidVersionSidebars: { message: 'Barras laterais da versão inválidas: {problem}' },
  invalidVersionSidebarsSeeDocs: {
    message: 'Barras laterais da versão inválidas: {problem}',
    hint: 'Veja em docs/configuracao.md o que cada campo aceita.',
  },
  serveDirMissing: {
    message: 'Não há site gerado para servir em {dir}',
    hint: 'Rode `docgen build` antes, ou passe a pasta a servir: `docgen serve dist`.',
  },
  initFileExists: {
    message: 'O arquivo já existe: {name}',
    hint:
      'docgen init não sobrescreve nada: rode-o em uma pasta nova (`docgen init ' +
      'docs`), ou mova o arquivo.',
  },
  initSpecUnreadable: {
    message: 'O arquivo OpenAPI não pôde ser lido ({reason})',
    hint: 'Passe a --spec o caminho de um arquivo YAML ou JSON existente.',
  },
  initSpecSyntax: {
    message: 'O arquivo OpenAPI não é YAML nem JSON válido: {reason}',
    hint: 'Corrija a sintaxe (docgen check mostra a linha), ou rode init sem --spec.',
  },
  initSpecNotOpenApi: {
    message:
      'O arquivo não é um documento OpenAPI (falta a chave "openapi: 3.x" ou "swagger: ' + '2.0")',
    hint: 'Passe a --spec o documento OpenAPI da sua API, ou rode init sem --spec (um exemplo).',
  },
  initScriptExists: {
    message: 'O script "{name}" já existe com outro comando: {own}',
    hint: 'Renomeie ou remova o script "{name}", ou defina-o como "{command}".',
  },
  initPackageJsonSyntax: {
    message: 'O package.json não é JSON válido ({reason})',
    hint: 'Corrija o package.json e rode `docgen init` de novo; nada foi escrito.',
  },
  initPackageJsonNotObject: {
    message: 'O package.json não é um objeto JSON',
    hint: 'Corrija o package.json e rode `docgen init` de novo; nada foi escrito.',
  },
  initPackageJsonScripts: {
    message: 'O package.json "scripts" não é um objeto',
    hint: 'Corrija o package.json e rode `docgen init` de novo; nada foi escrito.',
  },
  brokenLink: {
    message: 'Link quebrado "{href}": {reason}',
    hint: 'Corrija o destino, ou defina onBrokenLinks no docgen.config.ts (ignore | warn | throw).',
  },
  brokenLinkOnPage: {
    message: 'Link quebrado "{href}" na página {route}: {reason}',
    hint: 'Corrija o destino, ou defina onBrokenLinks no docgen.config.ts (ignore | warn | throw).',
  },
  brokenLinkOnPages: {
    message: 'Link quebrado "{href}" em {count} páginas, como {route}: {reason}',
    hint: 'Corrija o destino, ou defina onBrokenLinks no docgen.config.ts (ignore | warn | throw).',
  },
  linkOutsideBase: { message: 'fica fora do baseUrl {baseUrl}' },
  linkNoPage: { message: 'a página {route} não existe' },
  linkNoAnchor: { message: 'a âncora #{hash} não existe em {route}' },
  imageAltMissing: {
    message: 'Imagem sem texto alternativo: {src}',
    hint: 'Descreva a imagem: ![O que ela mostra](arquivo.png).',
  },
  imageNotFound: {
    message: 'Imagem não encontrada: {src}',
    hint: 'Confira o caminho, relativo ao arquivo Markdown.',
  },
  folderUnreadable: {
    message: 'A pasta não pôde ser lida ({reason})',
    hint: 'Confira as permissões da pasta, ou remova-a.',
  },
  symlinkEscapes: {
    message: 'O link simbólico sai da pasta do projeto: {arrow}',
    hint:
      'O docgen publica só arquivos de dentro do projeto. Copie o arquivo para o ' +
      'projeto, ou remova o link.',
  },
  pathEscapes: {
    message: 'O caminho leva para fora da pasta do projeto: {arrow}',
    hint:
      'O docgen publica só arquivos de dentro do projeto. Copie o arquivo para o ' +
      'projeto, ou remova o link.',
  },
  symlinkLoop: {
    message: 'O link simbólico forma um ciclo: {arrow}',
    hint: 'Aponte o link para um arquivo ou pasta que não o contenha, ou remova o link.',
  },
  brandFileMissing: {
    message: 'O arquivo de "{key}" não pôde ser lido ({reason}): {file}',
    hint:
      'Corrija o caminho de "{key}" no docgen.config.ts (relativo à pasta do arquivo ' +
      'de configuração).',
  },
  staticUnreadable: {
    message: 'Arquivo estático não pôde ser lido ({reason})',
    hint: 'Confira as permissões do arquivo, ou remova-o da pasta static.',
  },
  outputHasContent: {
    message: 'A pasta de saída {dir} contém a pasta de conteúdo',
    hint: 'Escolha uma pasta de saída separada das fontes, p. ex. dist/.',
  },
  outputInContent: {
    message: 'A pasta de saída {dir} está dentro da pasta de conteúdo',
    hint: 'Escolha uma pasta de saída separada das fontes, p. ex. dist/.',
  },
  outputIsProject: {
    message: 'A pasta de saída {dir} é a pasta do projeto',
    hint: 'Escolha uma pasta de saída separada das fontes, p. ex. dist/.',
  },
  outputUnwritable: {
    message: 'A pasta de saída não pôde ser gravada: {reason}',
    hint: 'Confira se a pasta e a pasta acima dela aceitam gravação, ou passe outra --out.',
  },
  outputLocked: {
    message: 'Outro build do docgen{pid} está gravando {dir}; esperei {seconds} s',
    hint:
      'Espere o outro build terminar, ou gere em outra pasta com --out. Se nenhum ' +
      'build do docgen está rodando, remova o arquivo de trava: rm {lock}',
  },
  configNotFound: {
    message: 'Arquivo de configuração não encontrado: {file}',
    hint:
      'Passe a --config um arquivo existente, ou rode o docgen da pasta que tem o ' +
      'docgen.config.ts.',
  },
  configLoadFailed: {
    message: 'A configuração não pôde ser carregada: {reason}',
    hint:
      'Corrija o erro no arquivo de configuração; ele deve exportar a configuração ' +
      'como export default.',
  },
  configNoDefault: {
    message: 'O arquivo de configuração não tem export default',
    hint: 'Termine o arquivo com `export default defineConfig({ ... })`.',
  },
  configStalled: {
    message: 'A configuração não pôde ser carregada: {reason}',
    hint:
      'A configuração deve terminar de carregar sozinha e exportar a configuração: ' +
      'remova a chamada a process.exit, ou o await que não termina (uma configuração ' +
      'lenta pode levar mais tempo com DOCGEN_CONFIG_TIMEOUT=<segundos>).',
  },
  versionNameInvalid: {
    message: '"{name}" não pode nomear uma versão publicada',
    hint: 'Use letras, dígitos, ".", "_" e "-" (`current` nomeia a versão em edição).',
  },
  versionsFileSyntax: {
    message: 'versions.json não é JSON: {reason}',
    hint:
      'Escreva as versões publicadas como uma lista JSON de nomes, da mais nova para a ' +
      'mais antiga: ["2.0", "1.0"].',
  },
  versionsFileNotList: {
    message: 'versions.json deve ser uma lista de nomes de versão (letras, dígitos, ".", "_", "-")',
    hint: 'Escreva as versões publicadas da mais nova para a mais antiga: ["2.0", "1.0"].',
  },
  lastVersionUnknown: {
    message: 'versions.lastVersion "{name}" não é uma versão do site',
    hint: 'Defina-o como uma de {names}, ou deixe-o de fora (a versão publicada mais nova).',
  },
  mdxSyntax: {
    message: 'MDX inválido: {reason}',
    hint:
      'Feche a tag JSX, corrija a expressão entre chaves, ou escreva `\\<` e `\\{` ' +
      'para ter esses caracteres como texto.',
  },
  mdxRender: {
    message: 'O componente não renderiza: {reason}',
    hint: 'Corrija o componente ou as props que a página lhe passa.',
  },
  diagramInvalid: {
    message: 'Diagrama Mermaid inválido: {reason}',
    hint:
      'Corrija a sintaxe do diagrama (tipos suportados: flowchart, sequenceDiagram, ' +
      'stateDiagram-v2, classDiagram, erDiagram; casos comuns em ' +
      'docs/errors.md#dg2008).',
  },
  checkRuleNear: {
    message: 'check.rules: "{key}" não é um código nem uma regra do docgen',
    hint: 'Você quis dizer "{near}"?',
  },
  checkRuleUnknown: {
    message: 'check.rules: "{key}" não é um código nem uma regra do docgen',
    hint:
      'Use um código (DG3007) ou o nome de uma regra do docgen (spec-example, links, ' +
      'image-alt…); as regras do Redocly se ajustam em redocly.yaml.',
  },
  specExampleInvalid: {
    message: 'Exemplo inválido: {errors}',
    hint:
      'Corrija o exemplo para que satisfaça o schema (JSON Schema 2020-12), ou corrija ' +
      "o schema; check.rules no docgen.config.ts muda a gravidade (DG3007: 'warn' ou " +
      "'off').",
  },
  specExampleInvalidUsed: {
    message: 'Exemplo inválido (usado em {used}): {errors}',
    hint:
      'Corrija o exemplo para que satisfaça o schema (JSON Schema 2020-12), ou corrija ' +
      "o schema; check.rules no docgen.config.ts muda a gravidade (DG3007: 'warn' ou " +
      "'off').",
  },
  specLintSuggest: {
    message: '{message}',
    hint: 'Você quis dizer: {suggest}?',
  },
  specLintRule: {
    message: '{message}',
    hint: 'Veja a regra {rule} do Redocly, ou ajuste-a em redocly.yaml.',
  },
  sidebarUnknownDoc: {
    message: 'A barra lateral "{id}" cita o id de doc desconhecido "{docId}"',
    hint: 'Ids de doc conhecidos: {known}.',
  },
  paginationUnknownDoc: {
    message: 'O front matter "pagination_{side}" cita o id de doc desconhecido "{id}"',
    hint:
      'Escreva um id de doc (`pagination_{side}: guides/webhooks`: a pasta e o nome ' +
      'dele, ou o seu `id`), ou null para nenhum link.',
  },
  duplicateRoute: {
    message: 'A rota {route} é gerada por {taken} e por {page}',
    hint: 'Dê a um deles outro `slug` no front matter, ou renomeie o arquivo.',
  },
  duplicateVariantRoute: {
    message: 'A rota {route} é gerada pela variante "{taken}" e pela variante "{name}"',
    hint: 'Dê às versões caminhos diferentes na configuração.',
  },
  tagPermalinkClash: {
    message: 'A tag "{label}" tem o permalink {route} da tag "{other}"',
    hint: 'Escreva o rótulo como os outros docs o escrevem, ou dê a uma delas outro `permalink`.',
  },
  siteUrlMissing: {
    message:
      'url não definido (ou local): sem o endereço público do site, não há ' +
      'sitemap.xml, o robots.txt não aponta um sitemap e as páginas não têm link ' +
      'canônico',
    hint:
      'Defina url no docgen.config.ts com o endereço do site publicado, como url: ' +
      "'https://docs.exemplo.com.br'.",
  },
  unknownDirective: {
    message: 'Diretiva desconhecida ":::{name}"',
    hint: 'Use uma destas: {known}.',
  },
  lineNumbersStart: {
    message: '"showLineNumbers={value}" não é um número de linha: a numeração começa em 1',
    hint:
      'Escreva "showLineNumbers" (começa em 1) ou "showLineNumbers=N", N o número da ' +
      'primeira linha.',
  },
  magicUnclosed: {
    message: 'O comentário "{directive}" não tem um "highlight-end" depois dele',
    hint: 'Feche o trecho com um comentário "highlight-end" na linha depois da última a destacar.',
  },
  magicUnopened: {
    message: 'O comentário "{directive}" não tem um "highlight-start" antes dele',
    hint: 'Abra o trecho com um comentário "highlight-start" antes da primeira linha a destacar.',
  },
  magicNothingNext: {
    message: 'O comentário "{directive}" é a última linha do bloco: não há linha a destacar',
    hint: 'Ponha o comentário logo antes da linha a destacar, ou remova-o.',
  },
  swaggerUnsupported: {
    message: 'Documentos Swagger {version} não são suportados',
    hint: 'Só o Swagger 2.0 é convertido ao carregar; escreva o documento em OpenAPI 3.',
  },
  swaggerConverted: {
    message: 'Documento Swagger 2.0 convertido para OpenAPI 3.0 ao carregar (swagger2openapi)',
    hint:
      'A referência e os downloads mostram o documento convertido. Para mantê-lo como ' +
      'é mostrado, converta o arquivo: `npx swagger2openapi spec.yaml -o openapi.yaml`.',
  },
  swaggerFailed: {
    message: 'O documento Swagger 2.0 não pôde ser convertido: {reason}',
    hint: 'Corrija o documento onde a mensagem aponta, ou converta-o você mesmo para OpenAPI 3.',
  },
  mdxUnknownComponent: {
    message: 'Componente desconhecido <{name}>: não foi importado nem está em componentsDir',
    hint:
      "Importe-o (`import {name} from './{name}'`) ou ponha {name}.tsx na pasta " +
      '`componentsDir` da configuração.',
  },
  mdxImportUnresolved: { message: 'Import que o docgen não resolve: {why}' },
  mdxPageScript: {
    message: 'O JavaScript da página MDX não roda: {reason}',
    hint: 'Corrija o erro no arquivo e na linha indicados.',
  },
  mdxExpression: {
    message: 'Erro ao avaliar a expressão: {reason}',
    hint: 'Corrija a expressão entre chaves, ou o que ela usa.',
  },
  mdxIslands: {
    message: 'O script das ilhas da página não compila: {reason}',
    hint: 'Corrija o componente: ele roda no navegador do leitor.',
  },
  specAllOfTypes: {
    message: 'allOf combina schemas de tipos diferentes ({types}): nenhum valor satisfaz todos',
    hint:
      'Dê a cada membro do allOf o mesmo tipo (ou nenhum), ou use oneOf/anyOf se um ' +
      'valor satisfaz um deles.',
  },
  specRefsExpand: {
    message: 'Os $refs usados aqui se expandem em mais de {max} nós (em {at})',
    hint:
      'Cada $ref é expandido onde é usado; um schema citado muitas vezes por schemas ' +
      'também citados muitas vezes cresce exponencialmente. Cite menos cópias, ou ' +
      'divida o schema.',
  },
  specNestedTooDeep: {
    message: 'O documento OpenAPI tem mais de {max} níveis de aninhamento (em {at})',
    hint: 'Achate o schema: mova os objetos aninhados para components/schemas e cite-os.',
  },
  specDuplicateOperationId: {
    message: 'O operationId "{id}" de {where} já é usado por {previous}',
    hint:
      'Cada operationId nomeia uma operação (ele vira a âncora #operation/<id>): ' +
      'renomeie uma delas.',
  },
  specPathParamUndeclared: {
    message: 'O parâmetro de caminho "{{name}}" de {method} {template} não está declarado',
    hint:
      'Acrescente-o aos parâmetros da operação (ou do caminho): { name: {name}, in: ' +
      'path, required: true, schema: { type: string } }.',
  },
  templatesInvalid: { message: 'Os templates não puderam ser compilados: {reason}' },
  templatesNoPage: {
    message: 'templates/index.tsx não exporta os componentes Page e ReferenceSection',
  },
  versionSpecBundle: {
    message: 'A especificação não pôde ser reunida num só arquivo: {reason}',
    hint:
      'Rode `docgen check` e corrija o que ele aponta na especificação, depois ' +
      'publique de novo.',
  },
  portInUse: {
    message: 'A porta {port} já está em uso em {host}',
    hint: 'Pare o que usa a porta {port}, ou passe outra --port (0 escolhe uma livre).',
  },
  portPrivileged: {
    message: 'A porta {port} em {host} pede privilégios que este processo não tem',
    hint: 'Pare o que usa a porta {port}, ou passe outra --port (0 escolhe uma livre).',
  },
  hostUnavailable: {
    message: 'O endereço {host} não está disponível nesta máquina',
    hint: 'Passe outro --host, p. ex. 127.0.0.1.',
  },
  clientBundleFailed: { message: 'O script do site não pôde ser gerado: {reason}' },
  searchIndexFailed: {
    message: 'Não foi possível gerar o índice de busca: {reason}',
    hint:
      'O site foi gerado sem busca. Confira se o pacote pagefind tem o binário desta ' +
      'plataforma (@pagefind/<plataforma>) e gere de novo.',
  },
  internalError: {
    message: 'Erro interno: {reason}',
    hint: 'Rode com --verbose para ver a pilha.',
  },
  watcherError: { message: 'Erro do observador de arquivos: {reason}' },
};

export const en: Strings<typeof ptBR> = {
  specTooLarge: {
    message: 'OpenAPI document is {size} MiB; the limit is {limit} MiB (api.maxSpecMiB)',
    hint:
      'If the file is a real spec, raise api.maxSpecMiB in docgen.config.ts; the limit ' +
      'is there against a runaway file.',
  },
  specUnreadable: {
    message: 'OpenAPI document cannot be read: {reason}',
    hint: 'Check api.spec in the config or the --spec flag.',
  },
  specRootNotObject: { message: 'The OpenAPI document must be an object at its root' },
  specVersionUnsupported: {
    message: 'Unsupported OpenAPI version "{version}"',
    hint: 'The document must start with `openapi: 3.1.0` (or a 3.0.x version).',
  },
  specVersionMissing: {
    message: 'Missing "openapi" version field',
    hint: 'The document must start with `openapi: 3.1.0` (or a 3.0.x version).',
  },
  specNoPaths: {
    message: 'The OpenAPI document has no "paths"',
    hint: 'Add a `paths:` object (it may be empty).',
  },
  specSyntax: {
    message: 'OpenAPI document is not valid YAML/JSON: {reason}',
    hint: 'Fix the syntax at the marked position.',
  },
  specAliases: {
    message: 'OpenAPI document rejected: {reason}',
    hint:
      'Repeated YAML aliases (*name) multiply the document (billion laughs); use $ref ' +
      'to components instead.',
  },
  specTooDeep: {
    message: 'OpenAPI document is {reason}',
    hint: 'Flatten the nesting: move nested objects into components/schemas.',
  },
  specRefUnresolved: {
    message: 'Unresolved $ref: {reason}',
    hint: 'Point the $ref at an existing file and a JSON pointer that exists in it.',
  },
  contentBinary: {
    message: 'File is binary, not Markdown text',
    hint: 'Remove it from the content folder or rename it.',
  },
  contentNotUtf8: {
    message: 'File is not valid UTF-8',
    hint: 'Save the file as UTF-8.',
  },
  contentUnreadable: {
    message: 'Markdown file cannot be read: {reason}',
    hint: 'Check the file permissions, or remove the file.',
  },
  contentDirMissing: {
    message: 'Content folder does not exist',
    hint:
      'Create it, with pages/index.md in it for the home page, or set contentDir in ' +
      'docgen.config.ts to the folder of your Markdown pages.',
  },
  contentDirUnreadable: {
    message: 'Content folder cannot be read: {reason}',
    hint: 'Check the folder permissions.',
  },
  frontMatterSyntax: {
    message: 'Front matter is not valid YAML: {reason}',
    hint: 'Fix the YAML between the two --- lines.',
  },
  frontMatterNotMapping: {
    message: 'Front matter must be a mapping of keys to values',
    hint: 'Write it as `key: value` lines.',
  },
  frontMatterDocusaurusIgnored: {
    message: 'Front matter "{key}" (Docusaurus) is ignored: docgen has no meaning for it',
    hint: 'Remove it, or leave it: the page builds without it.',
  },
  frontMatterUnknownKey: {
    message: 'Unknown front matter key "{key}" is ignored',
    hint: 'Known keys: {known}.',
  },
  fmString: {
    message: 'Front matter "{key}" must be a string, got {got}',
    hint: 'Write it as text, e.g. `{key}: Texto`.',
  },
  fmNumber: {
    message: 'Front matter "{key}" must be a number, got {got}',
    hint: 'Write it as a number without quotes, e.g. `{key}: 2`.',
  },
  fmBoolean: {
    message: 'Front matter "{key}" must be a boolean, got {got}',
    hint: 'Write it as true or false, without quotes, e.g. `{key}: true`.',
  },
  fmHeadingLevel: {
    message: 'Front matter "{key}" must be a whole number from 2 to 6, got {got}',
    hint: 'Table of contents levels go from 2 (##) to 6 (######), e.g. `{key}: 3`.',
  },
  fmStrings: {
    message: 'Front matter "{key}" must be a list of strings, got {got}',
    hint: 'Write it as a YAML list, e.g. `{key}: [assinatura, webhooks]`.',
  },
  fmImageUrl: {
    message: 'Front matter "{key}" must be an image URL, got {got}',
    hint: 'Use an http(s) URL or a path of the site, e.g. `{key}: /img/social.png`.',
  },
  fmEditUrl: {
    message: 'Front matter "{key}" must be an http(s) URL or null, got {got}',
    hint:
      'Use an http(s) URL or a path of the site, e.g. `{key}: ' +
      'https://github.com/org/repo/edit/main/x.md`.',
  },
  fmTags: {
    message:
      'Front matter "{key}" must be a list of tags: strings, or {label, permalink, ' +
      'description}',
    hint:
      'Write it as `{key}: [assinatura, webhooks]`, or an item as `{label: Webhooks, ' +
      'permalink: /webhooks}` (a permalink of letters, digits, - _ and /).',
  },
  fmIdSlash: {
    message: 'Front matter "id" cannot include a slash, got "{id}"',
    hint: 'The id replaces the file name only (its folder stays): move the file to the folder.',
  },
  fmTocLevels: {
    message:
      'Front matter "toc_min_heading_level" ({min}) is above "toc_max_heading_level" ' + '({max})',
    hint: 'The minimum heading level must be at most the maximum, e.g. 2 and 3.',
  },
  exHostOne: {
    message: 'Host "{host}" is not one of the spec\'s servers',
    hint: 'Use {hosts}.',
  },
  exHostMany: {
    message: 'Host "{host}" is not one of the spec\'s servers',
    hint: 'Use one of {hosts}.',
  },
  exMethodNotDeclared: {
    message: '{method} is not declared for {template}',
    hint: 'The spec declares {methods} for this path.',
  },
  exNoOperation: {
    message: 'No operation of the spec matches {method} {path}',
    hint:
      'Check the path against the API reference (/api/); ids go where the template has ' +
      '{params}.',
  },
  exPathParam: {
    message: 'Path parameter "{name}"="{value}": {reason}',
    hint: 'Use a parameter the operation declares, with a value its schema accepts.',
  },
  exQueryParam: {
    message: 'Query parameter "{name}"="{value}": {reason}',
    hint: 'Use a parameter the operation declares, with a value its schema accepts.',
  },
  exHeaderParam: {
    message: 'Header parameter "{name}"="{value}": {reason}',
    hint: 'Use a parameter the operation declares, with a value its schema accepts.',
  },
  exQueryUndeclared: {
    message: 'Query parameter "{name}" is not declared by {operation}',
    hint: 'Use a parameter the operation declares, with a value its schema accepts.',
  },
  exQueryMissing: {
    message: 'Required query parameter "{name}" is missing',
    hint: 'Use a parameter the operation declares, with a value its schema accepts.',
  },
  exHeaderMissing: {
    message: 'Required header "{name}" is missing',
    hint: 'Use a parameter the operation declares, with a value its schema accepts.',
  },
  exBodyRequired: {
    message: '{operation} requires a request body',
    hint:
      "Match the operation's request schema (see its reference page), or mark an " +
      'intentionally wrong example `invalid`.',
  },
  exBodyNone: {
    message: '{operation} takes no request body',
    hint:
      "Match the operation's request schema (see its reference page), or mark an " +
      'intentionally wrong example `invalid`.',
  },
  exContentType: {
    message: 'Content-Type {type} is not accepted by {operation} (accepted: {accepted})',
    hint:
      "Match the operation's request schema (see its reference page), or mark an " +
      'intentionally wrong example `invalid`.',
  },
  exBodySchema: {
    message: 'Request body {reason}',
    hint:
      "Match the operation's request schema (see its reference page), or mark an " +
      'intentionally wrong example `invalid`.',
  },
  exBodyJson: {
    message: 'Request body is not valid JSON: {reason}',
    hint: 'Write the body as strict JSON (double quotes, no comments, no trailing commas).',
  },
  exResponseSchema: {
    message: 'Response body {reason}',
    hint:
      'Match the response schema of the operation, or mark the block `partial` if it ' +
      'shows only part of the body.',
  },
  exStatusUndeclared: {
    message: 'Status {status} is not declared by {operation}',
    hint: 'Declared: {declared}.',
  },
  exResponseJson: {
    message: 'Response body is not valid JSON: {reason}',
    hint: 'Write strict JSON; in a `partial` block, elide members with a line holding only `...`.',
  },
  exUnparseable: {
    message: '{reason}',
    hint: 'Follow the example format (docs/errors.md#dg7007), or mark the block `nocheck`.',
  },
  exResponseFirst: {
    message: 'Response example has no request example before it',
    hint: 'Show the request first (an `http` or curl block), then its response.',
  },
  exMissingScope: {
    message: '{operation} needs scope {scopes}, not listed in the `## Pré-requisitos` section',
    hint: 'List each scope in backticks under `## Pré-requisitos`, e.g. - `{first}`',
  },
  exNoJsonBody: {
    message: '{operation} declares no JSON body for status {status}',
    hint:
      'Match the response schema of the operation, or mark the block `partial` if it ' +
      'shows only part of the body.',
  },
  exMissingScopeNoSection: {
    message:
      '{operation} needs scope {scopes}, not listed in a `## Pré-requisitos` section ' +
      '(the page has none)',
    hint: 'List each scope in backticks under `## Pré-requisitos`, e.g. - `{first}`',
  },
  versionBadName: {
    message: '"{name}" cannot name a version',
    hint: 'Use letters, digits, ".", "_" and "-" (`current` names the version being edited).',
  },
  versionReleased: {
    message: 'Version {name} is already released',
    hint: 'Pick another name.',
  },
  versionFileTaken: {
    message: '{file} already exists',
    hint: 'Remove it, or pick another name.',
  },
  lintFailedSettings: {
    message: 'The Redocly lint failed: {reason}',
    hint: 'Fix redocly.yaml (rules and plugins Redocly knows) or the spec.',
  },
  lintFailed: {
    message: 'The Redocly lint failed: {reason}',
    hint: 'Fix the spec where the message points.',
  },
  headScriptNotPublished: {
    message: 'scripts[{index}].src "{src}" is not a file the site publishes',
    hint:
      'Put the file in the static folder (static/js/analytics.js is served as ' +
      '/js/analytics.js), or fix the path; ignore this if your host serves that route ' +
      'itself.',
  },
  invalidConfig: { message: 'Invalid config: {problem}' },
  invalidConfigSeeDocs: {
    message: 'Invalid config: {problem}',
    hint: 'See docs/configuracao.md for what each field takes.',
  },
  invalidSidebarsFile: { message: 'Invalid sidebars file: {problem}' },
  invalidSidebarsFileSeeDocs: {
    message: 'Invalid sidebars file: {problem}',
    hint:
      "A sidebars file exports an object of sidebars, as Docusaurus's sidebars.js " +
      "does: export default { docs: ['intro', { type: 'category', label: " +
      "'Guias', items: [...] }] }.",
  },
  invalidVersionSidebars: { message: 'Invalid version sidebars: {problem}' },
  invalidVersionSidebarsSeeDocs: {
    message: 'Invalid version sidebars: {problem}',
    hint: 'See docs/configuracao.md for what each field takes.',
  },
  serveDirMissing: {
    message: 'There is no built site to serve at {dir}',
    hint: 'Run `docgen build` first, or pass the folder to serve: `docgen serve dist`.',
  },
  initFileExists: {
    message: 'The file already exists: {name}',
    hint:
      'docgen init overwrites nothing: run it in a new folder (`docgen init docs`), or ' +
      'move the file.',
  },
  initSpecUnreadable: {
    message: 'The OpenAPI file cannot be read ({reason})',
    hint: 'Give --spec the path of an existing YAML or JSON file.',
  },
  initSpecSyntax: {
    message: 'The OpenAPI file is neither valid YAML nor valid JSON: {reason}',
    hint: 'Fix the syntax (docgen check shows the line), or run init without --spec.',
  },
  initSpecNotOpenApi: {
    message:
      'The file is not an OpenAPI document (the key "openapi: 3.x" or "swagger: 2.0" ' +
      'is missing)',
    hint: "Give --spec your API's OpenAPI document, or run init without --spec (an example).",
  },
  initScriptExists: {
    message: 'The script "{name}" already exists with another command: {own}',
    hint: 'Rename or remove the script "{name}", or set it to "{command}".',
  },
  initPackageJsonSyntax: {
    message: 'The package.json is not valid JSON ({reason})',
    hint: 'Fix the package.json and run `docgen init` again; nothing was written.',
  },
  initPackageJsonNotObject: {
    message: 'The package.json is not a JSON object',
    hint: 'Fix the package.json and run `docgen init` again; nothing was written.',
  },
  initPackageJsonScripts: {
    message: 'The package.json "scripts" is not an object',
    hint: 'Fix the package.json and run `docgen init` again; nothing was written.',
  },
  brokenLink: {
    message: 'Broken link "{href}": {reason}',
    hint: 'Fix the target, or set onBrokenLinks in docgen.config.ts (ignore | warn | throw).',
  },
  brokenLinkOnPage: {
    message: 'Broken link "{href}" on the page {route}: {reason}',
    hint: 'Fix the target, or set onBrokenLinks in docgen.config.ts (ignore | warn | throw).',
  },
  brokenLinkOnPages: {
    message: 'Broken link "{href}" on {count} pages, such as {route}: {reason}',
    hint: 'Fix the target, or set onBrokenLinks in docgen.config.ts (ignore | warn | throw).',
  },
  linkOutsideBase: { message: 'it is outside the baseUrl {baseUrl}' },
  linkNoPage: { message: 'the page {route} does not exist' },
  linkNoAnchor: { message: 'the anchor #{hash} does not exist on {route}' },
  imageAltMissing: {
    message: 'Image without alt text: {src}',
    hint: 'Describe the image: ![What it shows](file.png).',
  },
  imageNotFound: {
    message: 'Image not found: {src}',
    hint: 'Check the path, relative to the Markdown file.',
  },
  folderUnreadable: {
    message: 'The folder cannot be read ({reason})',
    hint: 'Check the folder permissions, or remove it.',
  },
  symlinkEscapes: {
    message: 'The symbolic link leads out of the project folder: {arrow}',
    hint:
      'docgen publishes only files inside the project. Copy the file into the project, ' +
      'or remove the link.',
  },
  pathEscapes: {
    message: 'The path leads out of the project folder: {arrow}',
    hint:
      'docgen publishes only files inside the project. Copy the file into the project, ' +
      'or remove the link.',
  },
  symlinkLoop: {
    message: 'The symbolic link forms a loop: {arrow}',
    hint: 'Point the link at a file or folder that does not contain it, or remove the link.',
  },
  brandFileMissing: {
    message: 'The file of "{key}" cannot be read ({reason}): {file}',
    hint: 'Fix the path of "{key}" in docgen.config.ts (relative to the config file\'s folder).',
  },
  staticUnreadable: {
    message: 'Static file cannot be read ({reason})',
    hint: 'Check the file permissions, or remove it from the static folder.',
  },
  outputHasContent: {
    message: 'The output folder {dir} contains the content folder',
    hint: 'Choose an output folder apart from the sources, e.g. dist/.',
  },
  outputInContent: {
    message: 'The output folder {dir} is inside the content folder',
    hint: 'Choose an output folder apart from the sources, e.g. dist/.',
  },
  outputIsProject: {
    message: 'The output folder {dir} is the project folder',
    hint: 'Choose an output folder apart from the sources, e.g. dist/.',
  },
  outputUnwritable: {
    message: 'The output folder cannot be written: {reason}',
    hint: 'Check that the folder and its parent are writable, or pass another --out.',
  },
  outputLocked: {
    message: 'Another docgen build{pid} is writing {dir}; waited {seconds} s',
    hint:
      'Wait for the other build to finish, or build into another folder with --out. If ' +
      'no docgen build is running, remove the lock file: rm {lock}',
  },
  configNotFound: {
    message: 'Config file not found: {file}',
    hint:
      'Pass an existing file to --config, or run docgen from the folder holding ' +
      'docgen.config.ts.',
  },
  configLoadFailed: {
    message: 'The config could not be loaded: {reason}',
    hint: 'Fix the error in the config file; it must export the config as its default export.',
  },
  configNoDefault: {
    message: 'The config file has no default export',
    hint: 'End the file with `export default defineConfig({ ... })`.',
  },
  configStalled: {
    message: 'The config could not be loaded: {reason}',
    hint:
      'A config must finish loading on its own and export the config: remove the ' +
      'process.exit call, or the await that does not end (a slow config may take ' +
      'longer with DOCGEN_CONFIG_TIMEOUT=<seconds>).',
  },
  versionNameInvalid: {
    message: '"{name}" cannot name a released version',
    hint: 'Use letters, digits, ".", "_" and "-" (`current` names the version being edited).',
  },
  versionsFileSyntax: {
    message: 'versions.json is not JSON: {reason}',
    hint: 'Write the released versions as a JSON array of names, newest first: ["2.0", "1.0"].',
  },
  versionsFileNotList: {
    message: 'versions.json must be an array of version names (letters, digits, ".", "_", "-")',
    hint: 'Write the released versions newest first: ["2.0", "1.0"].',
  },
  lastVersionUnknown: {
    message: 'versions.lastVersion "{name}" is not a version of the site',
    hint: 'Set it to one of {names}, or leave it out (the newest released version).',
  },
  mdxSyntax: {
    message: 'Invalid MDX: {reason}',
    hint:
      'Close the JSX tag, fix the expression in braces, or write `\\<` and `\\{` to ' +
      'have those characters as text.',
  },
  mdxRender: {
    message: 'The component does not render: {reason}',
    hint: 'Fix the component or the props the page passes it.',
  },
  diagramInvalid: {
    message: 'Invalid Mermaid diagram: {reason}',
    hint:
      "Fix the diagram's syntax (supported types: flowchart, sequenceDiagram, " +
      'stateDiagram-v2, classDiagram, erDiagram; common cases in ' +
      'docs/errors.md#dg2008).',
  },
  checkRuleNear: {
    message: 'check.rules: "{key}" is neither a code nor a docgen rule',
    hint: 'Did you mean "{near}"?',
  },
  checkRuleUnknown: {
    message: 'check.rules: "{key}" is neither a code nor a docgen rule',
    hint:
      'Use a code (DG3007) or the name of a docgen rule (spec-example, links, ' +
      "image-alt…); Redocly's rules are set in redocly.yaml.",
  },
  specExampleInvalid: {
    message: 'Invalid example: {errors}',
    hint:
      'Fix the example so that it satisfies the schema (JSON Schema 2020-12), or fix ' +
      'the schema; check.rules in docgen.config.ts changes the severity (DG3007: ' +
      "'warn' or 'off').",
  },
  specExampleInvalidUsed: {
    message: 'Invalid example (used at {used}): {errors}',
    hint:
      'Fix the example so that it satisfies the schema (JSON Schema 2020-12), or fix ' +
      'the schema; check.rules in docgen.config.ts changes the severity (DG3007: ' +
      "'warn' or 'off').",
  },
  specLintSuggest: {
    message: '{message}',
    hint: 'Did you mean: {suggest}?',
  },
  specLintRule: {
    message: '{message}',
    hint: 'See the Redocly rule {rule}, or adjust it in redocly.yaml.',
  },
  sidebarUnknownDoc: {
    message: 'Sidebar "{id}" refers to unknown doc id "{docId}"',
    hint: 'Known doc ids: {known}.',
  },
  paginationUnknownDoc: {
    message: 'Front matter "pagination_{side}" names unknown doc id "{id}"',
    hint:
      'Write a doc id (`pagination_{side}: guides/webhooks`: its folder and name, or ' +
      'its `id`), or null for no link.',
  },
  duplicateRoute: {
    message: 'Route {route} is produced by both {taken} and {page}',
    hint: 'Give one of them another `slug` in its front matter, or rename the file.',
  },
  duplicateVariantRoute: {
    message: 'Route {route} is produced by both variant "{taken}" and variant "{name}"',
    hint: 'Give the versions different paths in the config.',
  },
  tagPermalinkClash: {
    message: 'Tag "{label}" has the permalink {route} of tag "{other}"',
    hint: 'Write the label as the other docs do, or give one of them another `permalink`.',
  },
  siteUrlMissing: {
    message:
      "url not set (or local): without the site's public address there is no " +
      'sitemap.xml, robots.txt points to no sitemap and the pages have no canonical ' +
      'link',
    hint:
      "Set url in docgen.config.ts to the published site's address, such as url: " +
      "'https://docs.example.com'.",
  },
  unknownDirective: {
    message: 'Unknown directive ":::{name}"',
    hint: 'Use one of these: {known}.',
  },
  lineNumbersStart: {
    message: '"showLineNumbers={value}" is not a line number: the numbering starts at 1',
    hint:
      'Write "showLineNumbers" (starts at 1) or "showLineNumbers=N", N the number of ' +
      'the first line.',
  },
  magicUnclosed: {
    message: 'The comment "{directive}" has no "highlight-end" after it',
    hint:
      'Close the range with a "highlight-end" comment on the line after the last one ' +
      'to highlight.',
  },
  magicUnopened: {
    message: 'The comment "{directive}" has no "highlight-start" before it',
    hint: 'Open the range with a "highlight-start" comment before the first line to highlight.',
  },
  magicNothingNext: {
    message:
      'The comment "{directive}" is the last line of the block: there is no line to ' + 'highlight',
    hint: 'Put the comment right before the line to highlight, or remove it.',
  },
  swaggerUnsupported: {
    message: 'Swagger {version} documents are not supported',
    hint: 'Only Swagger 2.0 is converted on load; write the document as OpenAPI 3.',
  },
  swaggerConverted: {
    message: 'Swagger 2.0 document converted to OpenAPI 3.0 on load (swagger2openapi)',
    hint:
      'The reference and the downloads show the converted document. To keep it as it ' +
      'is shown, convert the file: `npx swagger2openapi spec.yaml -o openapi.yaml`.',
  },
  swaggerFailed: {
    message: 'Swagger 2.0 document could not be converted: {reason}',
    hint: 'Fix the document where the message points, or convert it to OpenAPI 3 yourself.',
  },
  mdxUnknownComponent: {
    message: 'Unknown component <{name}>: it is neither imported nor in componentsDir',
    hint:
      "Import it (`import {name} from './{name}'`) or put {name}.tsx in the " +
      "config's `componentsDir` folder.",
  },
  mdxImportUnresolved: { message: 'An import docgen does not resolve: {why}' },
  mdxPageScript: {
    message: "The MDX page's JavaScript does not run: {reason}",
    hint: 'Fix the error at the file and line shown.',
  },
  mdxExpression: {
    message: 'Error evaluating the expression: {reason}',
    hint: 'Fix the expression in braces, or what it uses.',
  },
  mdxIslands: {
    message: "The page's islands script does not compile: {reason}",
    hint: "Fix the component: it runs in the reader's browser.",
  },
  specAllOfTypes: {
    message: 'allOf combines schemas of different types ({types}): no value can match them all',
    hint:
      'Give every member of allOf the same type (or none), or use oneOf/anyOf if a ' +
      'value matches one of them.',
  },
  specRefsExpand: {
    message: 'The $refs used here expand to more than {max} nodes (at {at})',
    hint:
      'Each $ref is expanded where it is used; a schema referenced many times by ' +
      'schemas that are themselves referenced many times grows exponentially. ' +
      'Reference fewer copies, or split the schema.',
  },
  specNestedTooDeep: {
    message: 'The OpenAPI document is nested more than {max} levels deep (at {at})',
    hint: 'Flatten the schema: move nested objects into components/schemas and refer to them.',
  },
  specDuplicateOperationId: {
    message: 'operationId "{id}" of {where} is already used by {previous}',
    hint:
      'Each operationId names one operation (it becomes the #operation/<id> anchor): ' +
      'rename one of them.',
  },
  specPathParamUndeclared: {
    message: 'Path parameter "{{name}}" of {method} {template} is not declared',
    hint:
      "Add it to the operation's (or the path's) parameters: { name: {name}, in: " +
      'path, required: true, schema: { type: string } }.',
  },
  templatesInvalid: { message: 'The templates could not be compiled: {reason}' },
  templatesNoPage: {
    message: 'templates/index.tsx does not export the Page and ReferenceSection components',
  },
  versionSpecBundle: {
    message: 'The spec could not be bundled into one file: {reason}',
    hint: 'Run `docgen check` and fix what it reports of the spec, then release again.',
  },
  portInUse: {
    message: 'Port {port} is already in use on {host}',
    hint: 'Stop what uses port {port}, or pass another --port (0 picks a free one).',
  },
  portPrivileged: {
    message: 'Port {port} on {host} needs privileges this process does not have',
    hint: 'Stop what uses port {port}, or pass another --port (0 picks a free one).',
  },
  hostUnavailable: {
    message: 'Address {host} is not available on this machine',
    hint: 'Pass another --host, e.g. 127.0.0.1.',
  },
  clientBundleFailed: { message: 'The client script could not be bundled: {reason}' },
  searchIndexFailed: {
    message: 'Could not build the search index: {reason}',
    hint:
      'The site was built without search. Check that the pagefind package has the ' +
      'binary for this platform (@pagefind/<platform>) and run the build again.',
  },
  internalError: {
    message: 'Internal error: {reason}',
    hint: 'Run with --verbose for the stack.',
  },
  watcherError: { message: 'Watcher error: {reason}' },
};

export const es: Strings<typeof ptBR> = {
  specTooLarge: {
    message: 'El documento OpenAPI tiene {size} MiB; el límite es {limit} MiB (api.maxSpecMiB)',
    hint:
      'Si el archivo es una especificación real, aumente api.maxSpecMiB en ' +
      'docgen.config.ts; el límite existe contra un archivo desbocado.',
  },
  specUnreadable: {
    message: 'No se pudo leer el documento OpenAPI: {reason}',
    hint: 'Revise api.spec en la configuración o la opción --spec.',
  },
  specRootNotObject: { message: 'La raíz del documento OpenAPI debe ser un objeto' },
  specVersionUnsupported: {
    message: 'Versión de OpenAPI no admitida: "{version}"',
    hint: 'El documento debe empezar con `openapi: 3.1.0` (o una versión 3.0.x).',
  },
  specVersionMissing: {
    message: 'Falta el campo de versión "openapi"',
    hint: 'El documento debe empezar con `openapi: 3.1.0` (o una versión 3.0.x).',
  },
  specNoPaths: {
    message: 'El documento OpenAPI no tiene "paths"',
    hint: 'Añada un objeto `paths:` (puede estar vacío).',
  },
  specSyntax: {
    message: 'El documento OpenAPI no es YAML/JSON válido: {reason}',
    hint: 'Corrija la sintaxis en la posición marcada.',
  },
  specAliases: {
    message: 'Documento OpenAPI rechazado: {reason}',
    hint:
      'Los alias YAML repetidos (*nombre) multiplican el documento (billion laughs); ' +
      'use $ref a components.',
  },
  specTooDeep: {
    message: 'El documento OpenAPI es {reason}',
    hint: 'Reduzca el anidamiento: mueva los objetos anidados a components/schemas.',
  },
  specRefUnresolved: {
    message: '$ref sin resolver: {reason}',
    hint: 'Apunte el $ref a un archivo existente y a un puntero JSON que exista en él.',
  },
  contentBinary: {
    message: 'El archivo es binario, no texto Markdown',
    hint: 'Quítelo de la carpeta de contenido o cámbiele el nombre.',
  },
  contentNotUtf8: {
    message: 'El archivo no es UTF-8 válido',
    hint: 'Guarde el archivo como UTF-8.',
  },
  contentUnreadable: {
    message: 'No se pudo leer el archivo Markdown: {reason}',
    hint: 'Revise los permisos del archivo, o elimínelo.',
  },
  contentDirMissing: {
    message: 'La carpeta de contenido no existe',
    hint:
      'Créela, con pages/index.md para la página de inicio, o defina contentDir en ' +
      'docgen.config.ts como la carpeta de sus páginas Markdown.',
  },
  contentDirUnreadable: {
    message: 'No se pudo leer la carpeta de contenido: {reason}',
    hint: 'Revise los permisos de la carpeta.',
  },
  frontMatterSyntax: {
    message: 'El front matter no es YAML válido: {reason}',
    hint: 'Corrija el YAML entre las dos líneas ---.',
  },
  frontMatterNotMapping: {
    message: 'El front matter debe ser un mapa de claves y valores',
    hint: 'Escríbalo en líneas `clave: valor`.',
  },
  frontMatterDocusaurusIgnored: {
    message: 'El front matter "{key}" (Docusaurus) se ignora: no tiene sentido en docgen',
    hint: 'Quítelo, o déjelo: la página se genera sin él.',
  },
  frontMatterUnknownKey: {
    message: 'La clave de front matter desconocida "{key}" se ignora',
    hint: 'Claves conocidas: {known}.',
  },
  fmString: {
    message: 'El front matter "{key}" debe ser un texto (string), llegó {got}',
    hint: 'Escríbalo como texto, p. ej. `{key}: Texto`.',
  },
  fmNumber: {
    message: 'El front matter "{key}" debe ser un número, llegó {got}',
    hint: 'Escríbalo como un número sin comillas, p. ej. `{key}: 2`.',
  },
  fmBoolean: {
    message: 'El front matter "{key}" debe ser un booleano, llegó {got}',
    hint: 'Escríbalo como true o false, sin comillas, p. ej. `{key}: true`.',
  },
  fmHeadingLevel: {
    message: 'El front matter "{key}" debe ser un número entero de 2 a 6, llegó {got}',
    hint: 'Los niveles de la tabla de contenidos van de 2 (##) a 6 (######), p. ej. `{key}: 3`.',
  },
  fmStrings: {
    message: 'El front matter "{key}" debe ser una lista de textos, llegó {got}',
    hint: 'Escríbalo como una lista YAML, p. ej. `{key}: [assinatura, webhooks]`.',
  },
  fmImageUrl: {
    message: 'El front matter "{key}" debe ser la URL de una imagen, llegó {got}',
    hint: 'Use una URL http(s) o una ruta del sitio, p. ej. `{key}: /img/social.png`.',
  },
  fmEditUrl: {
    message: 'El front matter "{key}" debe ser una URL http(s) o null, llegó {got}',
    hint:
      'Use una URL http(s) o una ruta del sitio, p. ej. `{key}: ' +
      'https://github.com/org/repo/edit/main/x.md`.',
  },
  fmTags: {
    message:
      'El front matter "{key}" debe ser una lista de etiquetas: textos, o {label, ' +
      'permalink, description}',
    hint:
      'Escríbalo como `{key}: [assinatura, webhooks]`, o un elemento como `{label: ' +
      'Webhooks, permalink: /webhooks}` (un permalink de letras, dígitos, - _ y /).',
  },
  fmIdSlash: {
    message: 'El front matter "id" no puede incluir una barra, llegó "{id}"',
    hint:
      'El id reemplaza solo el nombre del archivo (la carpeta se mantiene): mueva el ' +
      'archivo a la carpeta.',
  },
  fmTocLevels: {
    message:
      'El front matter "toc_min_heading_level" ({min}) está por encima de ' +
      '"toc_max_heading_level" ({max})',
    hint: 'El nivel mínimo de título debe ser como mucho el máximo, p. ej. 2 y 3.',
  },
  exHostOne: {
    message: 'El host "{host}" no es uno de los servidores de la especificación',
    hint: 'Use {hosts}.',
  },
  exHostMany: {
    message: 'El host "{host}" no es uno de los servidores de la especificación',
    hint: 'Use uno de estos: {hosts}.',
  },
  exMethodNotDeclared: {
    message: '{method} no está declarado para {template}',
    hint: 'La especificación declara {methods} para esta ruta.',
  },
  exNoOperation: {
    message: 'Ninguna operación de la especificación corresponde a {method} {path}',
    hint:
      'Compare la ruta con la referencia de la API (/api/); los ids van donde la ' +
      'plantilla tiene {params}.',
  },
  exPathParam: {
    message: 'Parámetro de ruta "{name}"="{value}": {reason}',
    hint: 'Use un parámetro que la operación declare, con un valor que su schema acepte.',
  },
  exQueryParam: {
    message: 'Parámetro de query "{name}"="{value}": {reason}',
    hint: 'Use un parámetro que la operación declare, con un valor que su schema acepte.',
  },
  exHeaderParam: {
    message: 'Parámetro de cabecera "{name}"="{value}": {reason}',
    hint: 'Use un parámetro que la operación declare, con un valor que su schema acepte.',
  },
  exQueryUndeclared: {
    message: 'El parámetro de query "{name}" no lo declara {operation}',
    hint: 'Use un parámetro que la operación declare, con un valor que su schema acepte.',
  },
  exQueryMissing: {
    message: 'Falta el parámetro de query obligatorio "{name}"',
    hint: 'Use un parámetro que la operación declare, con un valor que su schema acepte.',
  },
  exHeaderMissing: {
    message: 'Falta la cabecera obligatoria "{name}"',
    hint: 'Use un parámetro que la operación declare, con un valor que su schema acepte.',
  },
  exBodyRequired: {
    message: '{operation} requiere un cuerpo en la solicitud',
    hint:
      'Siga el schema de la solicitud de la operación (vea su página en la ' +
      'referencia), o marque `invalid` un ejemplo erróneo a propósito.',
  },
  exBodyNone: {
    message: '{operation} no recibe cuerpo en la solicitud',
    hint:
      'Siga el schema de la solicitud de la operación (vea su página en la ' +
      'referencia), o marque `invalid` un ejemplo erróneo a propósito.',
  },
  exContentType: {
    message: 'El Content-Type {type} no lo acepta {operation} (aceptados: {accepted})',
    hint:
      'Siga el schema de la solicitud de la operación (vea su página en la ' +
      'referencia), o marque `invalid` un ejemplo erróneo a propósito.',
  },
  exBodySchema: {
    message: 'Cuerpo de la solicitud: {reason}',
    hint:
      'Siga el schema de la solicitud de la operación (vea su página en la ' +
      'referencia), o marque `invalid` un ejemplo erróneo a propósito.',
  },
  exBodyJson: {
    message: 'El cuerpo de la solicitud no es JSON válido: {reason}',
    hint:
      'Escriba el cuerpo como JSON estricto (comillas dobles, sin comentarios, sin ' +
      'comas finales).',
  },
  exResponseSchema: {
    message: 'Cuerpo de la respuesta: {reason}',
    hint:
      'Siga el schema de la respuesta de la operación, o marque el bloque `partial` si ' +
      'muestra solo parte del cuerpo.',
  },
  exStatusUndeclared: {
    message: 'El estado {status} no lo declara {operation}',
    hint: 'Declarados: {declared}.',
  },
  exResponseJson: {
    message: 'El cuerpo de la respuesta no es JSON válido: {reason}',
    hint:
      'Escriba JSON estricto; en un bloque `partial`, omita miembros con una línea que ' +
      'solo tenga `...`.',
  },
  exUnparseable: {
    message: '{reason}',
    hint: 'Siga el formato de los ejemplos (docs/errors.md#dg7007), o marque el bloque `nocheck`.',
  },
  exResponseFirst: {
    message: 'El ejemplo de respuesta no tiene un ejemplo de solicitud antes',
    hint: 'Muestre primero la solicitud (un bloque `http` o curl), y luego su respuesta.',
  },
  exMissingScope: {
    message:
      '{operation} necesita el alcance {scopes}, que no figura en la sección `## ' +
      'Pré-requisitos`',
    hint:
      'Liste cada alcance entre comillas invertidas bajo `## Pré-requisitos`, p. ej. - ' +
      '`{first}`',
  },
  exNoJsonBody: {
    message: '{operation} no declara cuerpo JSON para el estado {status}',
    hint:
      'Siga el schema de la respuesta de la operación, o marque el bloque `partial` si ' +
      'muestra solo parte del cuerpo.',
  },
  exMissingScopeNoSection: {
    message:
      '{operation} necesita el alcance {scopes}, que no figura en una sección `## ' +
      'Pré-requisitos` (la página no tiene)',
    hint:
      'Liste cada alcance entre comillas invertidas bajo `## Pré-requisitos`, p. ej. - ' +
      '`{first}`',
  },
  versionBadName: {
    message: '"{name}" no puede nombrar una versión',
    hint: 'Use letras, dígitos, ".", "_" y "-" (`current` nombra la versión en edición).',
  },
  versionReleased: {
    message: 'La versión {name} ya está publicada',
    hint: 'Elija otro nombre.',
  },
  versionFileTaken: {
    message: '{file} ya existe',
    hint: 'Elimínelo, o elija otro nombre.',
  },
  lintFailedSettings: {
    message: 'El lint de Redocly falló: {reason}',
    hint: 'Corrija redocly.yaml (reglas y plugins que Redocly conozca) o la especificación.',
  },
  lintFailed: {
    message: 'El lint de Redocly falló: {reason}',
    hint: 'Corrija la especificación en el punto que indica el mensaje.',
  },
  headScriptNotPublished: {
    message: 'scripts[{index}].src "{src}" no es un archivo que el sitio publique',
    hint:
      'Ponga el archivo en la carpeta static (static/js/analytics.js se sirve como ' +
      '/js/analytics.js), o corrija la ruta; ignore este aviso si su host sirve esa ' +
      'ruta.',
  },
  invalidConfig: { message: 'Configuración no válida: {problem}' },
  invalidConfigSeeDocs: {
    message: 'Configuración no válida: {problem}',
    hint: 'Vea en docs/configuracao.md qué acepta cada campo.',
  },
  invalidSidebarsFile: { message: 'Archivo de barras laterales no válido: {problem}' },
  invalidSidebarsFileSeeDocs: {
    message: 'Archivo de barras laterales no válido: {problem}',
    hint:
      'Un archivo de barras laterales exporta un objeto de barras, como el sidebars.js ' +
      "de Docusaurus: export default { docs: ['intro', { type: 'category', label: " +
      "'Guias', items: [...] }] }.",
  },
  invalidVersionSidebars: { message: 'Barras laterales de la versión no válidas: {problem}' },
  invalidVersionSidebarsSeeDocs: {
    message: 'Barras laterales de la versión no válidas: {problem}',
    hint: 'Vea en docs/configuracao.md qué acepta cada campo.',
  },
  serveDirMissing: {
    message: 'No hay ningún sitio generado para servir en {dir}',
    hint: 'Ejecute primero `docgen build`, o indique la carpeta a servir: `docgen serve dist`.',
  },
  initFileExists: {
    message: 'El archivo ya existe: {name}',
    hint:
      'docgen init no sobrescribe nada: ejecútelo en una carpeta nueva (`docgen init ' +
      'docs`), o mueva el archivo.',
  },
  initSpecUnreadable: {
    message: 'No se pudo leer el archivo OpenAPI ({reason})',
    hint: 'Indique en --spec la ruta de un archivo YAML o JSON existente.',
  },
  initSpecSyntax: {
    message: 'El archivo OpenAPI no es YAML ni JSON válido: {reason}',
    hint: 'Corrija la sintaxis (docgen check muestra la línea), o ejecute init sin --spec.',
  },
  initSpecNotOpenApi: {
    message:
      'El archivo no es un documento OpenAPI (falta la clave "openapi: 3.x" o ' + '"swagger: 2.0")',
    hint:
      'Indique en --spec el documento OpenAPI de su API, o ejecute init sin --spec (un ' +
      'ejemplo).',
  },
  initScriptExists: {
    message: 'El script "{name}" ya existe con otro comando: {own}',
    hint: 'Cambie el nombre del script "{name}" o quítelo, o defínalo como "{command}".',
  },
  initPackageJsonSyntax: {
    message: 'El package.json no es JSON válido ({reason})',
    hint: 'Corrija el package.json y ejecute `docgen init` de nuevo; no se escribió nada.',
  },
  initPackageJsonNotObject: {
    message: 'El package.json no es un objeto JSON',
    hint: 'Corrija el package.json y ejecute `docgen init` de nuevo; no se escribió nada.',
  },
  initPackageJsonScripts: {
    message: 'El package.json "scripts" no es un objeto',
    hint: 'Corrija el package.json y ejecute `docgen init` de nuevo; no se escribió nada.',
  },
  brokenLink: {
    message: 'Enlace roto "{href}": {reason}',
    hint: 'Corrija el destino, o defina onBrokenLinks en docgen.config.ts (ignore | warn | throw).',
  },
  brokenLinkOnPage: {
    message: 'Enlace roto "{href}" en la página {route}: {reason}',
    hint: 'Corrija el destino, o defina onBrokenLinks en docgen.config.ts (ignore | warn | throw).',
  },
  brokenLinkOnPages: {
    message: 'Enlace roto "{href}" en {count} páginas, como {route}: {reason}',
    hint: 'Corrija el destino, o defina onBrokenLinks en docgen.config.ts (ignore | warn | throw).',
  },
  linkOutsideBase: { message: 'queda fuera del baseUrl {baseUrl}' },
  linkNoPage: { message: 'la página {route} no existe' },
  linkNoAnchor: { message: 'el ancla #{hash} no existe en {route}' },
  imageAltMissing: {
    message: 'Imagen sin texto alternativo: {src}',
    hint: 'Describa la imagen: ![Lo que muestra](archivo.png).',
  },
  imageNotFound: {
    message: 'Imagen no encontrada: {src}',
    hint: 'Revise la ruta, relativa al archivo Markdown.',
  },
  folderUnreadable: {
    message: 'No se pudo leer la carpeta ({reason})',
    hint: 'Revise los permisos de la carpeta, o elimínela.',
  },
  symlinkEscapes: {
    message: 'El enlace simbólico sale de la carpeta del proyecto: {arrow}',
    hint:
      'docgen publica solo archivos de dentro del proyecto. Copie el archivo al ' +
      'proyecto, o quite el enlace.',
  },
  pathEscapes: {
    message: 'La ruta lleva fuera de la carpeta del proyecto: {arrow}',
    hint:
      'docgen publica solo archivos de dentro del proyecto. Copie el archivo al ' +
      'proyecto, o quite el enlace.',
  },
  symlinkLoop: {
    message: 'El enlace simbólico forma un ciclo: {arrow}',
    hint: 'Apunte el enlace a un archivo o carpeta que no lo contenga, o quite el enlace.',
  },
  brandFileMissing: {
    message: 'No se pudo leer el archivo de "{key}" ({reason}): {file}',
    hint:
      'Corrija la ruta de "{key}" en docgen.config.ts (relativa a la carpeta del ' +
      'archivo de configuración).',
  },
  staticUnreadable: {
    message: 'No se pudo leer el archivo estático ({reason})',
    hint: 'Revise los permisos del archivo, o quítelo de la carpeta static.',
  },
  outputHasContent: {
    message: 'La carpeta de salida {dir} contiene la carpeta de contenido',
    hint: 'Elija una carpeta de salida separada de las fuentes, p. ej. dist/.',
  },
  outputInContent: {
    message: 'La carpeta de salida {dir} está dentro de la carpeta de contenido',
    hint: 'Elija una carpeta de salida separada de las fuentes, p. ej. dist/.',
  },
  outputIsProject: {
    message: 'La carpeta de salida {dir} es la carpeta del proyecto',
    hint: 'Elija una carpeta de salida separada de las fuentes, p. ej. dist/.',
  },
  outputUnwritable: {
    message: 'No se pudo escribir la carpeta de salida: {reason}',
    hint: 'Compruebe que la carpeta y su carpeta superior admiten escritura, o indique otra --out.',
  },
  outputLocked: {
    message: 'Otra compilación de docgen{pid} está escribiendo {dir}; se esperó {seconds} s',
    hint:
      'Espere a que termine la otra compilación, o compile en otra carpeta con --out. ' +
      'Si no hay ninguna compilación de docgen en curso, elimine el archivo de ' +
      'bloqueo: rm {lock}',
  },
  configNotFound: {
    message: 'Archivo de configuración no encontrado: {file}',
    hint:
      'Indique en --config un archivo existente, o ejecute docgen desde la carpeta que ' +
      'contiene docgen.config.ts.',
  },
  configLoadFailed: {
    message: 'No se pudo cargar la configuración: {reason}',
    hint:
      'Corrija el error en el archivo de configuración; debe exportar la configuración ' +
      'como export default.',
  },
  configNoDefault: {
    message: 'El archivo de configuración no tiene export default',
    hint: 'Termine el archivo con `export default defineConfig({ ... })`.',
  },
  configStalled: {
    message: 'No se pudo cargar la configuración: {reason}',
    hint:
      'Una configuración debe terminar de cargarse por sí sola y exportar la ' +
      'configuración: quite la llamada a process.exit, o el await que no termina (una ' +
      'configuración lenta puede tardar más con DOCGEN_CONFIG_TIMEOUT=<segundos>).',
  },
  versionNameInvalid: {
    message: '"{name}" no puede nombrar una versión publicada',
    hint: 'Use letras, dígitos, ".", "_" y "-" (`current` nombra la versión en edición).',
  },
  versionsFileSyntax: {
    message: 'versions.json no es JSON: {reason}',
    hint:
      'Escriba las versiones publicadas como una lista JSON de nombres, de la más ' +
      'nueva a la más antigua: ["2.0", "1.0"].',
  },
  versionsFileNotList: {
    message:
      'versions.json debe ser una lista de nombres de versión (letras, dígitos, ".", ' +
      '"_", "-")',
    hint: 'Escriba las versiones publicadas de la más nueva a la más antigua: ["2.0", "1.0"].',
  },
  lastVersionUnknown: {
    message: 'versions.lastVersion "{name}" no es una versión del sitio',
    hint: 'Defínalo como una de {names}, u omítalo (la versión publicada más nueva).',
  },
  mdxSyntax: {
    message: 'MDX no válido: {reason}',
    hint:
      'Cierre la etiqueta JSX, corrija la expresión entre llaves, o escriba `\\<` y ' +
      '`\\{` para tener esos caracteres como texto.',
  },
  mdxRender: {
    message: 'El componente no se renderiza: {reason}',
    hint: 'Corrija el componente o las props que la página le pasa.',
  },
  diagramInvalid: {
    message: 'Diagrama Mermaid no válido: {reason}',
    hint:
      'Corrija la sintaxis del diagrama (tipos admitidos: flowchart, sequenceDiagram, ' +
      'stateDiagram-v2, classDiagram, erDiagram; casos comunes en ' +
      'docs/errors.md#dg2008).',
  },
  checkRuleNear: {
    message: 'check.rules: "{key}" no es un código ni una regla de docgen',
    hint: '¿Quiso decir "{near}"?',
  },
  checkRuleUnknown: {
    message: 'check.rules: "{key}" no es un código ni una regla de docgen',
    hint:
      'Use un código (DG3007) o el nombre de una regla de docgen (spec-example, links, ' +
      'image-alt…); las reglas de Redocly se ajustan en redocly.yaml.',
  },
  specExampleInvalid: {
    message: 'Ejemplo no válido: {errors}',
    hint:
      'Corrija el ejemplo para que cumpla el schema (JSON Schema 2020-12), o corrija ' +
      "el schema; check.rules en docgen.config.ts cambia la gravedad (DG3007: 'warn' " +
      "u 'off').",
  },
  specExampleInvalidUsed: {
    message: 'Ejemplo no válido (usado en {used}): {errors}',
    hint:
      'Corrija el ejemplo para que cumpla el schema (JSON Schema 2020-12), o corrija ' +
      "el schema; check.rules en docgen.config.ts cambia la gravedad (DG3007: 'warn' " +
      "u 'off').",
  },
  specLintSuggest: {
    message: '{message}',
    hint: '¿Quiso decir: {suggest}?',
  },
  specLintRule: {
    message: '{message}',
    hint: 'Vea la regla {rule} de Redocly, o ajústela en redocly.yaml.',
  },
  sidebarUnknownDoc: {
    message: 'La barra lateral "{id}" cita el id de doc desconocido "{docId}"',
    hint: 'Ids de doc conocidos: {known}.',
  },
  paginationUnknownDoc: {
    message: 'El front matter "pagination_{side}" cita el id de doc desconocido "{id}"',
    hint:
      'Escriba un id de doc (`pagination_{side}: guides/webhooks`: su carpeta y su ' +
      'nombre, o su `id`), o null para ningún enlace.',
  },
  duplicateRoute: {
    message: 'La ruta {route} la generan {taken} y {page}',
    hint: 'Dé a uno de ellos otro `slug` en su front matter, o cambie el nombre del archivo.',
  },
  duplicateVariantRoute: {
    message: 'La ruta {route} la generan la variante "{taken}" y la variante "{name}"',
    hint: 'Dé a las versiones rutas distintas en la configuración.',
  },
  tagPermalinkClash: {
    message: 'La etiqueta "{label}" tiene el permalink {route} de la etiqueta "{other}"',
    hint:
      'Escriba la etiqueta como la escriben los demás docs, o dé a una de ellas otro ' +
      '`permalink`.',
  },
  siteUrlMissing: {
    message:
      'url no definido (o local): sin la dirección pública del sitio no hay ' +
      'sitemap.xml, robots.txt no apunta a ningún sitemap y las páginas no tienen ' +
      'enlace canónico',
    hint:
      'Defina url en docgen.config.ts con la dirección del sitio publicado, como url: ' +
      "'https://docs.ejemplo.com'.",
  },
  unknownDirective: {
    message: 'Directiva desconocida ":::{name}"',
    hint: 'Use una de estas: {known}.',
  },
  lineNumbersStart: {
    message: '"showLineNumbers={value}" no es un número de línea: la numeración empieza en 1',
    hint:
      'Escriba "showLineNumbers" (empieza en 1) o "showLineNumbers=N", N el número de ' +
      'la primera línea.',
  },
  magicUnclosed: {
    message: 'El comentario "{directive}" no tiene un "highlight-end" después',
    hint:
      'Cierre el tramo con un comentario "highlight-end" en la línea después de la ' +
      'última a resaltar.',
  },
  magicUnopened: {
    message: 'El comentario "{directive}" no tiene un "highlight-start" antes',
    hint: 'Abra el tramo con un comentario "highlight-start" antes de la primera línea a resaltar.',
  },
  magicNothingNext: {
    message: 'El comentario "{directive}" es la última línea del bloque: no hay línea que resaltar',
    hint: 'Ponga el comentario justo antes de la línea a resaltar, o quítelo.',
  },
  swaggerUnsupported: {
    message: 'Los documentos Swagger {version} no se admiten',
    hint: 'Solo Swagger 2.0 se convierte al cargar; escriba el documento en OpenAPI 3.',
  },
  swaggerConverted: {
    message: 'Documento Swagger 2.0 convertido a OpenAPI 3.0 al cargar (swagger2openapi)',
    hint:
      'La referencia y las descargas muestran el documento convertido. Para ' +
      'conservarlo tal como se muestra, convierta el archivo: `npx swagger2openapi ' +
      'spec.yaml -o openapi.yaml`.',
  },
  swaggerFailed: {
    message: 'No se pudo convertir el documento Swagger 2.0: {reason}',
    hint: 'Corrija el documento donde indica el mensaje, o conviértalo usted mismo a OpenAPI 3.',
  },
  mdxUnknownComponent: {
    message: 'Componente desconocido <{name}>: no se importó ni está en componentsDir',
    hint:
      "Impórtelo (`import {name} from './{name}'`) o ponga {name}.tsx en la carpeta " +
      '`componentsDir` de la configuración.',
  },
  mdxImportUnresolved: { message: 'Import que docgen no resuelve: {why}' },
  mdxPageScript: {
    message: 'El JavaScript de la página MDX no se ejecuta: {reason}',
    hint: 'Corrija el error en el archivo y la línea indicados.',
  },
  mdxExpression: {
    message: 'Error al evaluar la expresión: {reason}',
    hint: 'Corrija la expresión entre llaves, o lo que usa.',
  },
  mdxIslands: {
    message: 'El script de las islas de la página no compila: {reason}',
    hint: 'Corrija el componente: se ejecuta en el navegador del lector.',
  },
  specAllOfTypes: {
    message:
      'allOf combina schemas de tipos distintos ({types}): ningún valor puede ' +
      'cumplirlos todos',
    hint:
      'Dé a cada miembro de allOf el mismo tipo (o ninguno), o use oneOf/anyOf si un ' +
      'valor cumple uno de ellos.',
  },
  specRefsExpand: {
    message: 'Los $refs usados aquí se expanden en más de {max} nodos (en {at})',
    hint:
      'Cada $ref se expande donde se usa; un schema referenciado muchas veces por ' +
      'schemas a su vez referenciados muchas veces crece exponencialmente. Referencie ' +
      'menos copias, o divida el schema.',
  },
  specNestedTooDeep: {
    message: 'El documento OpenAPI tiene más de {max} niveles de anidamiento (en {at})',
    hint: 'Aplane el schema: mueva los objetos anidados a components/schemas y refiéralos.',
  },
  specDuplicateOperationId: {
    message: 'El operationId "{id}" de {where} ya lo usa {previous}',
    hint:
      'Cada operationId nombra una operación (se convierte en el ancla ' +
      '#operation/<id>): cambie el nombre de una de ellas.',
  },
  specPathParamUndeclared: {
    message: 'El parámetro de ruta "{{name}}" de {method} {template} no está declarado',
    hint:
      'Añádalo a los parámetros de la operación (o de la ruta): { name: {name}, in: ' +
      'path, required: true, schema: { type: string } }.',
  },
  templatesInvalid: { message: 'No se pudieron compilar las plantillas: {reason}' },
  templatesNoPage: {
    message: 'templates/index.tsx no exporta los componentes Page y ReferenceSection',
  },
  versionSpecBundle: {
    message: 'No se pudo reunir la especificación en un solo archivo: {reason}',
    hint:
      'Ejecute `docgen check` y corrija lo que indica de la especificación; luego ' +
      'publique de nuevo.',
  },
  portInUse: {
    message: 'El puerto {port} ya está en uso en {host}',
    hint: 'Detenga lo que usa el puerto {port}, o indique otro --port (0 elige uno libre).',
  },
  portPrivileged: {
    message: 'El puerto {port} en {host} requiere privilegios que este proceso no tiene',
    hint: 'Detenga lo que usa el puerto {port}, o indique otro --port (0 elige uno libre).',
  },
  hostUnavailable: {
    message: 'La dirección {host} no está disponible en esta máquina',
    hint: 'Indique otro --host, p. ej. 127.0.0.1.',
  },
  clientBundleFailed: { message: 'No se pudo generar el script del sitio: {reason}' },
  searchIndexFailed: {
    message: 'No se pudo generar el índice de búsqueda: {reason}',
    hint:
      'El sitio se generó sin búsqueda. Compruebe que el paquete pagefind tiene el ' +
      'binario de esta plataforma (@pagefind/<plataforma>) y vuelva a compilar.',
  },
  internalError: {
    message: 'Error interno: {reason}',
    hint: 'Ejecute con --verbose para ver la pila.',
  },
  watcherError: { message: 'Error del observador de archivos: {reason}' },
};
