import type { Strings } from '../message.js';

/**
 * The try-it console. Where a sentence holds markup (a `<code>`, a link, the list of allowed
 * servers), its text comes in pieces (`…Start`, `…Middle`, `…End`) around it: the comments say
 * what goes between, and a piece keeps the spaces that touch it.
 */
export const ptBR = {
  send: 'Enviar',
  /** The console's title, before the operation's method and path. */
  title: 'Experimentar',
  sending: 'Enviando…',
  fixOne: 'Nada foi enviado: corrija o campo marcado.',
  fixMany: 'Nada foi enviado: corrija os campos marcados.',
  answered: 'Resposta {status} {text} em {ms} ms.',
  noAnswer: 'Sem resposta de {origin}.',
  load: {
    /** Then the reason (one of the two below, or the browser's). */
    failed: 'Não foi possível carregar o formulário do console: ',
    status: '{file} respondeu {status}',
    version: '{file} tem outra versão',
  },
  server: {
    label: 'Servidor',
    placeholder: 'https://api.exemplo.com.br',
    /** Then the refused origin, then refusedEnd, then the allowed servers. */
    refusedStart: 'O navegador vai recusar ',
    refusedEnd:
      ': a política de segurança deste site (Content-Security-Policy) não deixa o console se ' +
      'conectar a esse endereço.',
    servers: 'Servidores da documentação',
    variables: 'Variáveis do servidor',
  },
  policy: {
    /** Then each allowed source, after ', ' (the last after `and`), then a full stop. */
    allowed: 'Este site permite conectar a ele mesmo',
    and: ' e ',
    /** The policy's `https:` source. */
    anyAddress: 'qualquer endereço {scheme}//',
  },
  auth: {
    /** Then the scheme's name. */
    legend: 'Autenticação: ',
    none: 'Operação sem autenticação: a requisição vai sem o cabeçalho Authorization.',
    optional: 'Opcional nesta operação.',
    /** Around the scheme's name. */
    undefinedStart: 'O esquema ',
    undefinedEnd: ' não está definido na especificação.',
    /** Then, in brackets, what is known of them (tokenVia; scopes; expiry), then a full stop. */
    stored: 'Credenciais guardadas nesta aba',
    tokenVia: 'token por {via}',
    via: {
      pkce: 'authorization code com PKCE',
      clientCredentials: 'client credentials',
      password: 'senha',
      manual: 'token informado',
    },
    scopesList: 'escopos: {scopes}',
    /** expired or expires, then `at`, then the time. */
    expired: 'expirou',
    expires: 'expira',
    at: ' às ',
    signOut: 'Sair',
    scopes: 'Escopos',
    clientId: 'ID do cliente',
    clientSecret: 'Segredo do cliente',
    secretWarning:
      'O segredo do cliente pertence a um backend, nunca a um navegador: use aqui apenas ' +
      'credenciais de teste. O segredo não é guardado.',
    username: 'Usuário',
    password: 'Senha',
    accessToken: 'Token de acesso',
    apiKey: 'Chave de API ({name}, {place})',
    place: {
      header: 'cabeçalho',
      query: 'parâmetro de consulta',
      cookie: 'cookie',
    },
    pkce: 'Entrar com PKCE',
    /** After the PKCE button, hence the leading space. */
    pkceHint: ' Aplicativos de chave pública (authorization code).',
    checking: 'Verificando se o servidor de autorização responde…',
    clientCredentials: 'Obter token (client credentials)',
    passwordLogin: 'Obter token (senha)',
  },
  oauth: {
    startFailed: 'Não foi possível iniciar o login: confira o servidor escolhido.',
    /** {server}: tokenServer or authorizationServer. */
    refused:
      'O navegador recusou a conexão com o servidor {server} ({origin}): a política de ' +
      'segurança deste site (Content-Security-Policy) não deixa o console se conectar a ele. ' +
      'Escolha outro servidor.',
    tokenServer: 'de tokens',
    authorizationServer: 'de autorização',
    unreachable:
      'Não foi possível conectar ao servidor de tokens ({origin}): ele pode estar fora do ar, ou ' +
      'não aceitar requisições deste site (CORS).',
    /** Then ': ' and the server's reason, or a full stop. */
    tokenStatus: 'O servidor de tokens respondeu {status} {text}',
    obtained: 'Token de acesso obtido.',
    unfinished:
      'O login não foi concluído: você voltou a esta página antes de autorizar o acesso. ' +
      'Entre de novo quando quiser.',
    /** "Servidor": the field's label (server.label). */
    authorizationDown:
      'O servidor de autorização ({origin}) não respondeu, e o login não começou: confira o ' +
      'servidor escolhido em "Servidor" (o da especificação pode ser só um exemplo).',
    stateMismatch:
      'O login foi descartado: o parâmetro state da resposta não confere com o do pedido. ' +
      'Entre de novo.',
    denied: 'O servidor de autorização recusou o login: {reason}.',
  },
  params: {
    path: 'Parâmetros de caminho',
    query: 'Parâmetros de consulta',
    header: 'Cabeçalhos',
    cookie: 'Cookies',
    noValue: '(sem valor)',
    required: 'obrigatório',
    list: '{type}, separados por vírgula',
    example: 'ex.: {example}',
  },
  body: {
    legend: 'Corpo da requisição',
    mediaType: 'Tipo do corpo',
    /** Then the media type and a closing bracket. */
    editorStart: 'Corpo (',
    reset: 'Restaurar o exemplo',
    file: 'Arquivo',
    /** A file field's type (then its accepted types in brackets). */
    fileType: 'arquivo',
  },
  response: {
    title: 'Resposta',
    /** Then the time in ms. */
    took: 'em ',
    empty: 'Resposta sem corpo.',
    /** Then the file's name. */
    download: 'Baixar ',
    noType: 'sem tipo',
    /** A download's name when the server gives none. */
    fileName: 'resposta.{extension}',
    headers: 'Cabeçalhos da resposta',
    exposed:
      'O navegador só mostra os cabeçalhos que o servidor expõe (Access-Control-Expose-Headers).',
    refused: 'Conexão recusada pelo navegador',
    noAnswer: 'Sem resposta',
    /** Then the origin, cspMiddle, the allowed servers, cspEnd. */
    cspStart: 'O navegador recusou a conexão com ',
    cspMiddle:
      ': a política de segurança deste site (Content-Security-Policy) não deixa o console se ' +
      'conectar a esse endereço, e nada foi enviado. ',
    cspEnd: ' Escolha um desses servidores, ou envie a mesma requisição pelo terminal, com o cURL.',
    /** Then a space, the config key `api.tryIt.customServers`, customServersEnd. */
    customServersStart: 'Quem mantém esta documentação pode permitir outros servidores em',
    customServersEnd: ', no docgen.config.ts.',
    /** Then the origin, networkMiddle, a space, the header to send, networkEnd. */
    networkStart: 'O navegador não conseguiu falar com ',
    networkMiddle:
      '. Ou o servidor está fora do ar ou inacessível daqui, ou ele não permite requisições ' +
      'vindas deste site: para aceitá-las, ele precisa responder com o cabeçalho',
    networkEnd:
      ' (CORS), também à verificação prévia (OPTIONS). Envie a mesma requisição pelo terminal, ' +
      'com o cURL.',
    copyCurl: 'Copiar o cURL desta requisição',
  },
  curl: {
    title: 'cURL equivalente',
    copy: 'Copiar cURL',
    copied: 'Copiado',
    notCopied: 'Não copiado',
    /** The file's name in the cURL when none is chosen yet. */
    file: 'arquivo',
  },
  validation: {
    bodyRequired: 'O corpo é obrigatório.',
    chooseFile: 'Escolha um arquivo.',
    fileRequired: 'Escolha um arquivo: é obrigatório.',
    required: 'É obrigatório.',
    /** Where the JSON breaks, after invalidJson's text (hence the leading space). */
    jsonPosition: ' (linha {line}, coluna {column})',
    invalidJson: 'O corpo não é um JSON válido{position}.',
    bodyOnGet: 'O navegador não envia corpo em {method}: a requisição vai sem ele.',
    noCredentials:
      'Sem credenciais: a requisição vai sem autenticação, e o servidor provavelmente ' +
      'responderá 401.',
    cookies:
      'O navegador não envia cookies definidos aqui para outro site: eles só aparecem no cURL.',
    serverUrl: 'Informe a URL base do servidor, com http:// ou https://.',
    /** The schema messages below follow a field's path, and start lower case. */
    notAllowed: 'não é permitido',
    oneOf: 'deve ser um destes valores: {values}',
    equal: 'deve ser {value}',
    /** Then a space and the types (typeNames), the last two joined by `or`. */
    mustBe: 'deve ser',
    or: ' ou ',
    typeNames: {
      string: 'um texto',
      integer: 'um número inteiro',
      number: 'um número',
      boolean: 'true ou false',
      object: 'um objeto',
      array: 'uma lista',
    },
    /** Then a space and a count with its noun (characterOne…propertyOther). */
    atLeast: 'deve ter pelo menos',
    atMost: 'deve ter no máximo',
    characterOne: 'caractere',
    characterOther: 'caracteres',
    itemOne: 'item',
    itemOther: 'itens',
    propertyOne: 'propriedade',
    propertyOther: 'propriedades',
    pattern: 'deve seguir o padrão {pattern}',
    format: 'deve ser {format}',
    formats: {
      email: 'um e-mail válido',
      dateTime: 'uma data e hora RFC 3339, como 2025-04-10T23:59:59-03:00',
      date: 'uma data no formato AAAA-MM-DD',
      time: 'um horário HH:MM:SS',
      uri: 'uma URL absoluta',
      uuid: 'um UUID',
      ipv4: 'um endereço IPv4',
    },
    greater: 'deve ser maior que {limit}',
    greaterOrEqual: 'deve ser maior ou igual a {limit}',
    less: 'deve ser menor que {limit}',
    lessOrEqual: 'deve ser menor ou igual a {limit}',
    multipleOf: 'deve ser múltiplo de {factor}',
    unique: 'não pode ter itens repetidos',
    contains: 'deve ter pelo menos um item que atenda ao schema de "contains"',
    requiredField: 'é obrigatório',
    requiredWhen: 'é obrigatório quando há {property}',
    unknownProperty: 'não é uma propriedade aceita',
    severalOneOf: 'atende a mais de uma das alternativas (oneOf)',
    noAlternative: 'não atende a nenhuma das alternativas aceitas',
    not: 'não deve atender ao schema de "not"',
  },
};

export const en: Strings<typeof ptBR> = {
  send: 'Send',
  title: 'Try it',
  sending: 'Sending…',
  fixOne: 'Nothing was sent: fix the marked field.',
  fixMany: 'Nothing was sent: fix the marked fields.',
  answered: 'Response {status} {text} in {ms} ms.',
  noAnswer: 'No response from {origin}.',
  load: {
    failed: 'The console’s form could not be loaded: ',
    status: '{file} answered {status}',
    version: '{file} is from another version',
  },
  server: {
    label: 'Server',
    placeholder: 'https://api.example.com',
    refusedStart: 'The browser will refuse ',
    refusedEnd:
      ': this site’s security policy (Content-Security-Policy) does not let the console connect ' +
      'to that address.',
    servers: 'Documented servers',
    variables: 'Server variables',
  },
  policy: {
    allowed: 'This site allows connecting to itself',
    and: ' and ',
    anyAddress: 'any {scheme}// address',
  },
  auth: {
    legend: 'Authentication: ',
    none: 'Operation without authentication: the request goes without the Authorization header.',
    optional: 'Optional for this operation.',
    undefinedStart: 'The scheme ',
    undefinedEnd: ' is not defined in the specification.',
    stored: 'Credentials stored in this tab',
    tokenVia: 'token via {via}',
    via: {
      pkce: 'authorization code with PKCE',
      clientCredentials: 'client credentials',
      password: 'password',
      manual: 'manual entry',
    },
    scopesList: 'scopes: {scopes}',
    expired: 'expired',
    expires: 'expires',
    at: ' at ',
    signOut: 'Sign out',
    scopes: 'Scopes',
    clientId: 'Client ID',
    clientSecret: 'Client secret',
    secretWarning:
      'A client secret belongs to a backend, never to a browser: use only test credentials ' +
      'here. The secret is not stored.',
    username: 'Username',
    password: 'Password',
    accessToken: 'Access token',
    apiKey: 'API key ({name}, {place})',
    place: {
      header: 'header',
      query: 'query parameter',
      cookie: 'cookie',
    },
    pkce: 'Sign in with PKCE',
    pkceHint: ' Public client apps (authorization code).',
    checking: 'Checking that the authorization server answers…',
    clientCredentials: 'Get token (client credentials)',
    passwordLogin: 'Get token (password)',
  },
  oauth: {
    startFailed: 'The login could not start: check the chosen server.',
    refused:
      'The browser refused the connection to the {server} server ({origin}): this site’s ' +
      'security policy (Content-Security-Policy) does not let the console connect to it. ' +
      'Choose another server.',
    tokenServer: 'token',
    authorizationServer: 'authorization',
    unreachable:
      'Could not connect to the token server ({origin}): it may be down, or not accept ' +
      'requests from this site (CORS).',
    tokenStatus: 'The token server answered {status} {text}',
    obtained: 'Access token obtained.',
    unfinished:
      'The login did not finish: you came back to this page before authorizing access. ' +
      'Sign in again whenever you like.',
    authorizationDown:
      'The authorization server ({origin}) did not answer, and the login did not start: check ' +
      'the server chosen in "Server" (the specification’s may be only an example).',
    stateMismatch:
      'The login was discarded: the response’s state parameter does not match the request’s. ' +
      'Sign in again.',
    denied: 'The authorization server refused the login: {reason}.',
  },
  params: {
    path: 'Path parameters',
    query: 'Query parameters',
    header: 'Headers',
    cookie: 'Cookies',
    noValue: '(no value)',
    required: 'required',
    list: '{type}, comma-separated',
    example: 'e.g. {example}',
  },
  body: {
    legend: 'Request body',
    mediaType: 'Body type',
    editorStart: 'Body (',
    reset: 'Restore the example',
    file: 'File',
    fileType: 'file',
  },
  response: {
    title: 'Response',
    took: 'in ',
    empty: 'Response without a body.',
    download: 'Download ',
    noType: 'no type',
    fileName: 'response.{extension}',
    headers: 'Response headers',
    exposed:
      'The browser only shows the headers the server exposes (Access-Control-Expose-Headers).',
    refused: 'Connection refused by the browser',
    noAnswer: 'No response',
    cspStart: 'The browser refused the connection to ',
    cspMiddle:
      ': this site’s security policy (Content-Security-Policy) does not let the console ' +
      'connect to that address, and nothing was sent. ',
    cspEnd: ' Choose one of these servers, or send the same request from a terminal, with cURL.',
    customServersStart: 'Whoever maintains this documentation can allow other servers in',
    customServersEnd: ', in docgen.config.ts.',
    networkStart: 'The browser could not reach ',
    networkMiddle:
      '. Either the server is down or unreachable from here, or it does not allow requests ' +
      'from this site: to accept them, it must answer with the header',
    networkEnd:
      ' (CORS), also to the preflight request (OPTIONS). Send the same request from a ' +
      'terminal, with cURL.',
    copyCurl: 'Copy the cURL of this request',
  },
  curl: {
    title: 'Equivalent cURL',
    copy: 'Copy cURL',
    copied: 'Copied',
    notCopied: 'Not copied',
    file: 'file',
  },
  validation: {
    bodyRequired: 'The body is required.',
    chooseFile: 'Choose a file.',
    fileRequired: 'Choose a file: it is required.',
    required: 'Required.',
    jsonPosition: ' (line {line}, column {column})',
    invalidJson: 'The body is not valid JSON{position}.',
    bodyOnGet: 'The browser sends no body with {method}: the request goes without it.',
    noCredentials:
      'No credentials: the request goes without authentication, and the server will likely ' +
      'answer 401.',
    cookies:
      'The browser does not send cookies set here to another site: they only appear in the cURL.',
    serverUrl: 'Enter the server’s base URL, with http:// or https://.',
    notAllowed: 'is not allowed',
    oneOf: 'must be one of these values: {values}',
    equal: 'must be {value}',
    mustBe: 'must be',
    or: ' or ',
    typeNames: {
      string: 'a string',
      integer: 'an integer',
      number: 'a number',
      boolean: 'true or false',
      object: 'an object',
      array: 'a list',
    },
    atLeast: 'must have at least',
    atMost: 'must have at most',
    characterOne: 'character',
    characterOther: 'characters',
    itemOne: 'item',
    itemOther: 'items',
    propertyOne: 'property',
    propertyOther: 'properties',
    pattern: 'must match the pattern {pattern}',
    format: 'must be {format}',
    formats: {
      email: 'a valid email address',
      dateTime: 'an RFC 3339 date and time, like 2025-04-10T23:59:59-03:00',
      date: 'a date in the format YYYY-MM-DD',
      time: 'a time HH:MM:SS',
      uri: 'an absolute URL',
      uuid: 'a UUID',
      ipv4: 'an IPv4 address',
    },
    greater: 'must be greater than {limit}',
    greaterOrEqual: 'must be greater than or equal to {limit}',
    less: 'must be less than {limit}',
    lessOrEqual: 'must be less than or equal to {limit}',
    multipleOf: 'must be a multiple of {factor}',
    unique: 'must not have repeated items',
    contains: 'must have at least one item that matches the "contains" schema',
    requiredField: 'is required',
    requiredWhen: 'is required when {property} is present',
    unknownProperty: 'is not an accepted property',
    severalOneOf: 'matches more than one of the alternatives (oneOf)',
    noAlternative: 'matches none of the accepted alternatives',
    not: 'must not match the "not" schema',
  },
};

export const es: Strings<typeof ptBR> = {
  send: 'Enviar',
  title: 'Probar',
  sending: 'Enviando…',
  fixOne: 'No se envió nada: corrige el campo marcado.',
  fixMany: 'No se envió nada: corrige los campos marcados.',
  answered: 'Respuesta {status} {text} en {ms} ms.',
  noAnswer: 'Sin respuesta de {origin}.',
  load: {
    failed: 'No se pudo cargar el formulario de la consola: ',
    status: '{file} respondió {status}',
    version: '{file} es de otra versión',
  },
  server: {
    label: 'Servidor',
    placeholder: 'https://api.ejemplo.com',
    refusedStart: 'El navegador rechazará ',
    refusedEnd:
      ': la política de seguridad de este sitio (Content-Security-Policy) no permite que la ' +
      'consola se conecte a esa dirección.',
    servers: 'Servidores de la documentación',
    variables: 'Variables del servidor',
  },
  policy: {
    allowed: 'Este sitio permite conectarse a sí mismo',
    and: ' y ',
    anyAddress: 'cualquier dirección {scheme}//',
  },
  auth: {
    legend: 'Autenticación: ',
    none: 'Operación sin autenticación: la solicitud va sin el encabezado Authorization.',
    optional: 'Opcional en esta operación.',
    undefinedStart: 'El esquema ',
    undefinedEnd: ' no está definido en la especificación.',
    stored: 'Credenciales guardadas en esta pestaña',
    tokenVia: 'token por {via}',
    via: {
      pkce: 'authorization code con PKCE',
      clientCredentials: 'client credentials',
      password: 'contraseña',
      manual: 'introducción manual',
    },
    scopesList: 'ámbitos: {scopes}',
    expired: 'caducó',
    expires: 'caduca',
    at: ' a las ',
    signOut: 'Cerrar sesión',
    scopes: 'Ámbitos',
    clientId: 'ID de cliente',
    clientSecret: 'Secreto de cliente',
    secretWarning:
      'El secreto de cliente pertenece a un backend, nunca a un navegador: usa aquí solo ' +
      'credenciales de prueba. El secreto no se guarda.',
    username: 'Usuario',
    password: 'Contraseña',
    accessToken: 'Token de acceso',
    apiKey: 'Clave de API ({name}, {place})',
    place: {
      header: 'encabezado',
      query: 'parámetro de consulta',
      cookie: 'cookie',
    },
    pkce: 'Iniciar sesión con PKCE',
    pkceHint: ' Aplicaciones de cliente público (authorization code).',
    checking: 'Comprobando si el servidor de autorización responde…',
    clientCredentials: 'Obtener token (client credentials)',
    passwordLogin: 'Obtener token (contraseña)',
  },
  oauth: {
    startFailed: 'No se pudo iniciar el inicio de sesión: revisa el servidor elegido.',
    refused:
      'El navegador rechazó la conexión con el servidor {server} ({origin}): la política de ' +
      'seguridad de este sitio (Content-Security-Policy) no permite que la consola se conecte ' +
      'a él. Elige otro servidor.',
    tokenServer: 'de tokens',
    authorizationServer: 'de autorización',
    unreachable:
      'No se pudo conectar con el servidor de tokens ({origin}): puede estar caído, o no ' +
      'aceptar solicitudes de este sitio (CORS).',
    tokenStatus: 'El servidor de tokens respondió {status} {text}',
    obtained: 'Token de acceso obtenido.',
    unfinished:
      'El inicio de sesión no terminó: volviste a esta página antes de autorizar el acceso. ' +
      'Inicia sesión de nuevo cuando quieras.',
    authorizationDown:
      'El servidor de autorización ({origin}) no respondió, y el inicio de sesión no empezó: ' +
      'revisa el servidor elegido en "Servidor" (el de la especificación puede ser solo un ' +
      'ejemplo).',
    stateMismatch:
      'Se descartó el inicio de sesión: el parámetro state de la respuesta no coincide con el ' +
      'de la solicitud. Inicia sesión de nuevo.',
    denied: 'El servidor de autorización rechazó el inicio de sesión: {reason}.',
  },
  params: {
    path: 'Parámetros de ruta',
    query: 'Parámetros de consulta',
    header: 'Encabezados',
    cookie: 'Cookies',
    noValue: '(sin valor)',
    required: 'obligatorio',
    list: '{type}, separados por comas',
    example: 'p. ej.: {example}',
  },
  body: {
    legend: 'Cuerpo de la solicitud',
    mediaType: 'Tipo del cuerpo',
    editorStart: 'Cuerpo (',
    reset: 'Restaurar el ejemplo',
    file: 'Archivo',
    fileType: 'archivo',
  },
  response: {
    title: 'Respuesta',
    took: 'en ',
    empty: 'Respuesta sin cuerpo.',
    download: 'Descargar ',
    noType: 'sin tipo',
    fileName: 'respuesta.{extension}',
    headers: 'Encabezados de la respuesta',
    exposed:
      'El navegador solo muestra los encabezados que el servidor expone ' +
      '(Access-Control-Expose-Headers).',
    refused: 'Conexión rechazada por el navegador',
    noAnswer: 'Sin respuesta',
    cspStart: 'El navegador rechazó la conexión con ',
    cspMiddle:
      ': la política de seguridad de este sitio (Content-Security-Policy) no permite que la ' +
      'consola se conecte a esa dirección, y no se envió nada. ',
    cspEnd:
      ' Elige uno de estos servidores, o envía la misma solicitud desde la terminal, con cURL.',
    customServersStart: 'Quien mantiene esta documentación puede permitir otros servidores en',
    customServersEnd: ', en docgen.config.ts.',
    networkStart: 'El navegador no pudo comunicarse con ',
    networkMiddle:
      '. O el servidor está caído o no es accesible desde aquí, o no permite solicitudes de ' +
      'este sitio: para aceptarlas, debe responder con el encabezado',
    networkEnd:
      ' (CORS), también a la solicitud de verificación previa (OPTIONS). Envía la misma ' +
      'solicitud desde la terminal, con cURL.',
    copyCurl: 'Copiar el cURL de esta solicitud',
  },
  curl: {
    title: 'cURL equivalente',
    copy: 'Copiar cURL',
    copied: 'Copiado',
    notCopied: 'No copiado',
    file: 'archivo',
  },
  validation: {
    bodyRequired: 'El cuerpo es obligatorio.',
    chooseFile: 'Elige un archivo.',
    fileRequired: 'Elige un archivo: es obligatorio.',
    required: 'Es obligatorio.',
    jsonPosition: ' (línea {line}, columna {column})',
    invalidJson: 'El cuerpo no es un JSON válido{position}.',
    bodyOnGet: 'El navegador no envía cuerpo en {method}: la solicitud va sin él.',
    noCredentials:
      'Sin credenciales: la solicitud va sin autenticación, y el servidor probablemente ' +
      'responderá 401.',
    cookies:
      'El navegador no envía a otro sitio las cookies definidas aquí: solo aparecen en el cURL.',
    serverUrl: 'Indica la URL base del servidor, con http:// o https://.',
    notAllowed: 'no está permitido',
    oneOf: 'debe ser uno de estos valores: {values}',
    equal: 'debe ser {value}',
    mustBe: 'debe ser',
    or: ' o ',
    typeNames: {
      string: 'un texto',
      integer: 'un número entero',
      number: 'un número',
      boolean: 'true o false',
      object: 'un objeto',
      array: 'una lista',
    },
    atLeast: 'debe tener al menos',
    atMost: 'debe tener como máximo',
    characterOne: 'carácter',
    characterOther: 'caracteres',
    itemOne: 'elemento',
    itemOther: 'elementos',
    propertyOne: 'propiedad',
    propertyOther: 'propiedades',
    pattern: 'debe seguir el patrón {pattern}',
    format: 'debe ser {format}',
    formats: {
      email: 'un correo electrónico válido',
      dateTime: 'una fecha y hora RFC 3339, como 2025-04-10T23:59:59-03:00',
      date: 'una fecha con el formato AAAA-MM-DD',
      time: 'una hora HH:MM:SS',
      uri: 'una URL absoluta',
      uuid: 'un UUID',
      ipv4: 'una dirección IPv4',
    },
    greater: 'debe ser mayor que {limit}',
    greaterOrEqual: 'debe ser mayor o igual que {limit}',
    less: 'debe ser menor que {limit}',
    lessOrEqual: 'debe ser menor o igual que {limit}',
    multipleOf: 'debe ser múltiplo de {factor}',
    unique: 'no puede tener elementos repetidos',
    contains: 'debe tener al menos un elemento que cumpla el schema de "contains"',
    requiredField: 'es obligatorio',
    requiredWhen: 'es obligatorio cuando hay {property}',
    unknownProperty: 'no es una propiedad aceptada',
    severalOneOf: 'cumple más de una de las alternativas (oneOf)',
    noAlternative: 'no cumple ninguna de las alternativas aceptadas',
    not: 'no debe cumplir el schema de "not"',
  },
};
