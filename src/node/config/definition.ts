/**
 * The one definition of `docgen.config.ts`: every field's schema, pt-BR description, default,
 * example and, where the resolved config differs from what was written, its resolution. Made of
 * it: the types (types.ts, whose JSDoc editors show on `defineConfig({...})`), the validator
 * (validate-config.generated.js), the defaults resolve.ts fills and docs/configuracao.md. After an
 * edit, `node scripts/config-types.mjs`, `npm run compile` (the validator) and `node
 * scripts/config-reference.mjs` write them again; a test fails on each one left stale.
 *
 * Fields resolve in the order written here, so a `defaultFrom` names a field above its own.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  Array as ArrayOf,
  Boolean as BooleanType,
  Cyclic,
  Enum,
  Integer,
  Literal,
  Number as NumberType,
  Object as ObjectType,
  Ref,
  String as StringType,
  Undefined,
  Union,
  Unknown,
  type TProperties,
} from 'typebox';
import { dictionary, field, required, resolved } from './field.js';
import { checkedStrings, resolveI18n } from './i18n.js';
import { resolveVersions } from './versions.js';

/** An object of these fields and no other (a typo is an error, not a key ignored). */
const object = <Properties extends TProperties>(title: string, properties: Properties) =>
  ObjectType(properties, { title, additionalProperties: false });

const text = StringType;
/**
 * A CSP source the console may connect to: the scheme `https:` or `http:`, or a host source with an
 * optional `*.` subdomain wildcard and an optional port (a number or `*`), without a path.
 */
const CSP_CONNECT_SOURCE =
  '^(https?:|https?://(\\*\\.)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:(\\d{1,5}|\\*))?)$';

/**
 * What `customServers: true` lets the console reach: any HTTPS origin, and the reader's own machine
 * over HTTP (an API run locally), on any port.
 */
export const ANY_CUSTOM_SERVER = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/** A route of the site: starts and ends with `/`. */
const route = () => StringType({ pattern: '^/(.*/)?$' });

/** A file or folder of the project, made absolute. */
const inProject = {
  description: 'o caminho absoluto',
  resolve: (file: string, { root }: { root: string }) => path.resolve(root, file),
};
/** A file of the project, if given, made absolute. */
const fileInProject = {
  description: 'o caminho absoluto',
  resolve: (file: string | undefined, { root }: { root: string }) =>
    file ? path.resolve(root, file) : undefined,
};

/** A server's `{variables}`, as in an OpenAPI Server Object. */
const serverVariable = object('ServerVariableConfig', {
  default: required(text(), { description: 'O valor usado quando o leitor não escolhe outro.' }),
  enum: field(ArrayOf(text(), { minItems: 1 }), {
    description: 'Os valores que a variável aceita; sem eles, qualquer um.',
  }),
  description: field(text(), { description: 'O que a variável é.' }),
});

/** A list of API servers, each `url` of the given schema. */
const servers = (url: ReturnType<typeof text>) =>
  ArrayOf(
    object('ServerConfig', {
      url: required(url, { description: 'A URL base do servidor.' }),
      description: field(text(), { description: 'O nome mostrado do servidor.' }),
      variables: field(dictionary(serverVariable), {
        description:
          'As variáveis `{nome}` da URL, como as de um Server Object do OpenAPI: para cada uma, ' +
          '`default` (o valor padrão; obrigatório), `enum` (os valores que aceita; sem ele, ' +
          'qualquer um) e `description`. A referência as lista, e o console "Experimentar" dá a ' +
          'cada uma um campo.',
        example: {
          regiao: { default: 'br', enum: ['br', 'us'], description: 'A região dos dados.' },
        },
      }),
    }),
  );

/**
 * Keys of a sidebar item that Docusaurus reads and docgen does not (a class for its CSS, props for
 * its swizzled components, a translation key): accepted, so a Docusaurus sidebars file builds.
 */
const ignoredItemKeys = () => ({
  className: field(text(), { description: 'Aceito e ignorado (do Docusaurus).' }),
  customProps: field(dictionary(Unknown()), {
    description: 'Aceito e ignorado (do Docusaurus).',
  }),
  key: field(text(), { description: 'Aceito e ignorado (do Docusaurus).' }),
});

const docItem = <Type extends 'doc' | 'ref'>(type: Type, title: string, description: string) =>
  object(title, {
    type: Literal(type),
    id: required(text(), { description }),
    label: field(text(), { description: 'O texto do link; o do doc, se não for dado.' }),
    translatable: field(BooleanType(), { description: 'Aceito e ignorado (do Docusaurus).' }),
    ...ignoredItemKeys(),
  });

const sidebarItem = Cyclic(
  {
    SidebarItemConfig: Union([
      text(),
      docItem('doc', 'SidebarDocConfig', 'O id do doc.'),
      docItem(
        'ref',
        'SidebarRefConfig',
        'O id do doc, listado sem que o doc pertença a esta barra (as setas anterior/próximo e ' +
          'a barra mostrada na página dele vêm da barra que o lista como `doc`).',
      ),
      object('SidebarLinkConfig', {
        type: Literal('link'),
        label: text(),
        href: text(),
        description: field(text(), { description: 'Aceito e ignorado (do Docusaurus).' }),
        autoAddBaseUrl: field(BooleanType(), { description: 'Aceito e ignorado (do Docusaurus).' }),
        ...ignoredItemKeys(),
      }),
      object('SidebarHtmlConfig', {
        type: Literal('html'),
        value: required(text(), {
          description: 'O HTML do item, sanitizado como o HTML das páginas (sem scripts).',
        }),
        defaultStyle: field(BooleanType(), {
          description: 'Dá ao item o espaçamento dos links da barra.',
        }),
        ...ignoredItemKeys(),
      }),
      object('SidebarAutogeneratedConfig', {
        type: Literal('autogenerated'),
        dirName: text(),
        ...ignoredItemKeys(),
      }),
      object('SidebarCategoryConfig', {
        type: Literal('category'),
        label: text(),
        items: ArrayOf(Ref('SidebarItemConfig')),
        collapsed: field(BooleanType(), { description: 'Começa fechada.', default: false }),
        collapsible: field(BooleanType(), {
          description: 'Pode ser fechada; `false` a mostra sempre aberta, sem o botão.',
          default: true,
        }),
        description: field(text(), { description: 'O texto do cartão na página de índice.' }),
        link: field(
          Union([
            object('SidebarIndexLinkConfig', {
              type: Literal('generated-index'),
              slug: field(text(), { description: 'A rota da página, sob `/docs`.' }),
              title: field(text(), { description: 'O título da página; o da categoria.' }),
              description: field(text(), { description: 'O texto sob o título.' }),
              image: field(text(), { description: 'Aceito e ignorado (do Docusaurus).' }),
              keywords: field(Union([text(), ArrayOf(text())]), {
                description: 'Aceito e ignorado (do Docusaurus).',
              }),
            }),
            object('SidebarDocLinkConfig', { type: Literal('doc'), id: text() }),
          ]),
          { description: 'A página que o título da categoria abre.' },
        ),
        ...ignoredItemKeys(),
      }),
    ]),
  },
  'SidebarItemConfig',
);

const announcementBar = object('AnnouncementBarConfig', {
  id: required(text(), {
    description: 'Identifica o aviso: um aviso fechado não volta, até o id mudar.',
  }),
  content: required(text(), { description: 'O texto do aviso (HTML).' }),
  isCloseable: field(BooleanType(), {
    description: 'Mostra um botão para fechar o aviso.',
    default: true,
  }),
});

const tryItOptions = object('TryItConfig', {
  servers: field(servers(StringType({ pattern: '^(https?://|/)' })), {
    description:
      'URLs base que o console oferece (um sandbox, um mock); o leitor pode digitar qualquer ' +
      'outra. A Content-Security-Policy do site deixa o console falar com estas origens (e com ' +
      'as URLs de token OAuth absolutas da spec), e com nenhuma outra.',
    defaultNote: 'os servidores da referência: `api.servers`, senão os `servers` da spec',
    example: [{ url: 'https://sandbox.exemplo.com.br', description: 'Sandbox' }],
  }),
  customServers: field(
    Union([BooleanType(), ArrayOf(StringType({ pattern: CSP_CONNECT_SOURCE }), { minItems: 1 })]),
    {
      description:
        'Outros servidores que o leitor pode digitar em "Servidor" e que o console alcança: a ' +
        'Content-Security-Policy do site os acrescenta ao `connect-src`. `true` permite qualquer ' +
        'origem HTTPS e, para quem roda a API na própria máquina, `http://localhost` e ' +
        '`http://127.0.0.1` (em qualquer porta); uma lista dá as fontes exatas, cada uma uma ' +
        'origem (`https://api.exemplo.com`), um host com subdomínio coringa ' +
        '(`https://*.exemplo.com.br`) ou porta coringa (`http://localhost:*`), ou o esquema ' +
        '`https:`. `script-src` e `style-src` continuam estritos; o custo é que um script da ' +
        'página pode falar com esses hosts (veja docs/usar-o-docgen.md).',
      default: false,
      defaultNote: 'só `servers` e as URLs OAuth da spec',
      example: ['https://*.exemplo-assinaturas.com.br', 'http://localhost:*'],
    },
  ),
  oauth: field(
    object('TryItOAuthConfig', {
      clientId: field(text(), {
        description:
          'Client id de um app público (authorization code com PKCE) registrado para o site da ' +
          'documentação, já preenchido no console; o leitor pode digitar outro.',
        default: '',
        defaultNote: 'o leitor digita',
      }),
      redirectPath: field(route(), {
        description:
          'Rota da página para a qual o servidor de autorização redireciona (registre-a como ' +
          'redirect URI do app, com a origem e a base URL do site). Deve ser uma página da ' +
          'referência da API; de lá o console volta à página que o leitor deixou.',
        defaultFrom: 'api.route',
      }),
    }),
    { description: 'O login OAuth do console (authorization code com PKCE).' },
  ),
});

/** CSP sources a head script needs: each a host source, checked by head-scripts.ts (DG1016). */
const cspSources = (directive: string) =>
  field(ArrayOf(text()), {
    description:
      `Fontes acrescentadas ao \`${directive}\` do site: cada uma uma origem ` +
      '(`https://www.google-analytics.com`), com subdomínio coringa (`https://*.exemplo.com`) ' +
      'ou porta, sem caminho.',
  });

/** A script of every page's head (or of the end of its body). */
const headScript = object('HeadScriptConfig', {
  src: field(text(), {
    description:
      'O arquivo do script: uma rota do site (`/js/plausible.js`, um arquivo de `static/`), à ' +
      'qual a base URL é acrescentada, ou uma URL `https://` (sua origem entra no `script-src`).',
  }),
  code: field(text(), {
    description:
      'O script inline (JavaScript); o seu hash SHA-256 entra no `script-src`. Dê `src` ou ' +
      '`code`, não os dois.',
  }),
  position: field(Enum(['head', 'body']), {
    description: 'Onde o script fica: no `<head>` ou no fim do `<body>`.',
    defaultNote: '`head`',
  }),
  async: field(BooleanType(), { description: 'O atributo `async` (só com `src`).' }),
  defer: field(BooleanType(), { description: 'O atributo `defer` (só com `src`).' }),
  attributes: field(dictionary(text()), {
    description: 'Atributos `data-*` da tag, como o `data-domain` do Plausible.',
    example: { 'data-domain': 'docs.exemplo.com.br' },
  }),
  csp: field(
    object('HeadScriptCspConfig', {
      scriptSrc: cspSources('script-src'),
      connectSrc: cspSources('connect-src'),
      imgSrc: cspSources('img-src'),
    }),
    { description: 'Os hosts que o script carrega, chama ou de onde mostra imagens.' },
  ),
});

/** What the config may say of one version (`name` gives the defaults it describes). */
const versionOptions = (name: 'current' | 'released') => ({
  label: field(text(), {
    description: 'O nome no seletor de versões.',
    defaultNote: name === 'current' ? '`Próxima versão`' : 'o nome da versão',
  }),
  path: field(StringType({ pattern: '^[A-Za-z0-9._-]+$' }), {
    description: 'O trecho das rotas da versão: `/docs/<path>/` e `/api/<path>/`.',
    defaultNote: name === 'current' ? '`next`' : 'o nome da versão',
  }),
  banner: field(Enum(['none', 'unreleased', 'unmaintained']), {
    description: 'O aviso no topo das páginas da versão, com um link para a última.',
    defaultNote:
      '`unreleased` para as mais novas que `lastVersion`, `unmaintained` para as mais antigas',
  }),
  noIndex: field(BooleanType(), {
    description: 'Tira as páginas da versão do sitemap e pede aos buscadores que não as indexem.',
    default: false,
  }),
});

const releasedOptions = {
  ...versionOptions('released'),
  docs: field(text(), {
    description: 'A pasta dos docs da versão, relativa ao arquivo de configuração.',
    defaultNote: '`versioned_docs/version-<nome>`',
  }),
  sidebars: field(text(), {
    description:
      'O arquivo JSON das barras laterais da versão, no formato de `sidebars` (o que ' +
      '`docgen version` e o Docusaurus escrevem).',
    defaultNote: '`versioned_sidebars/version-<nome>-sidebars.json`, se existir; senão `sidebars`',
  }),
  spec: field(text(), {
    description: 'O documento OpenAPI da versão.',
    defaultNote: '`versioned_specs/version-<nome>.yaml` (ou `.yml`, `.json`), se existir',
  }),
};

const localeOptions = {
  label: field(text(), {
    description: 'O nome do idioma no seletor.',
    defaultNote: 'o nome do idioma nele mesmo (`English`, `Português (Brasil)`)',
  }),
  htmlLang: field(text(), {
    description: 'O `lang` das páginas do idioma (e o catálogo dos textos do docgen).',
    defaultNote: 'o próprio idioma',
  }),
  path: field(StringType({ pattern: '^[A-Za-z0-9._-]+$' }), {
    description:
      'O trecho das rotas do idioma (`/<path>/docs/…`) e a pasta das traduções ' +
      '(`i18n/<path>/`).',
    defaultNote: 'o próprio idioma',
  }),
  spec: field(text(), {
    description:
      'O documento OpenAPI traduzido, relativo ao arquivo de configuração; sem ele, a ' +
      'referência do idioma mostra o `api.spec`.',
  }),
  strings: field(dictionary(text()), {
    description: 'Textos do docgen trocados só neste idioma (como `strings`).',
  }),
};

/** A language of the site, resolved (config/i18n.ts). */
const resolvedLocale = object('ResolvedLocale', {
  locale: required(text(), { description: 'O idioma, como `locales` o escreve.' }),
  label: required(text(), { description: 'O nome no seletor.' }),
  htmlLang: required(text(), { description: 'O `lang` das páginas.' }),
  path: required(text(), { description: 'O trecho das rotas; vazio para o idioma padrão.' }),
  translations: required(text(), {
    description: 'A pasta das traduções (absoluta): `i18n/<path>/`.',
  }),
  spec: field(text(), { description: 'O documento OpenAPI traduzido (absoluto), se houver.' }),
  strings: field(dictionary(text()), { description: 'Os textos trocados só neste idioma.' }),
});

/** A version, resolved (config/versions.ts). */
const resolvedVersion = object('ResolvedVersion', {
  name: required(text(), { description: '`current` ou o nome da versão lançada.' }),
  label: field(text(), {
    description: 'O nome no seletor; sem ele, `current` tem o do catálogo do idioma.',
  }),
  path: required(text(), { description: 'O trecho das rotas.' }),
  banner: required(Enum(['none', 'unreleased', 'unmaintained']), { description: 'O aviso.' }),
  noIndex: required(BooleanType(), { description: 'Fora do sitemap e dos buscadores.' }),
  docs: field(text(), { description: 'A pasta dos docs (absoluta); nenhuma para `current`.' }),
  sidebars: field(text(), { description: 'O arquivo das barras laterais (absoluto), se houver.' }),
  spec: field(text(), { description: 'O documento OpenAPI (absoluto), se houver.' }),
});

const DEFAULT_SPEC = 'spec/openapi.yaml';

/** The sidebars files docgen looks for beside the config, in this order (Docusaurus's names). */
export const SIDEBARS_FILES = [
  'sidebars.js',
  'sidebars.cjs',
  'sidebars.mjs',
  'sidebars.ts',
  'sidebars.json',
];

export const configDefinition = ObjectType(
  {
    title: field(text(), {
      description:
        'Título do site: na barra de navegação, na página inicial e depois do separador no ' +
        '`<title>`.',
      default: 'Documentação',
    }),
    tagline: field(text(), {
      description:
        'Frase curta da página inicial e descrição (meta description) das páginas que não têm ' +
        'a sua.',
      default: '',
    }),
    url: resolved(
      field(StringType({ pattern: '^https?://[^/]+(/.*)?$' }), {
        description:
          'Endereço público do site, sem barra no fim: URLs canônicas, sitemap e llms.txt.',
        default: 'http://localhost',
        example: 'https://docs.exemplo.com.br',
      }),
      { description: 'sem a barra do fim', resolve: (url) => url.replace(/\/$/, '') },
    ),
    baseUrl: field(route(), {
      description: 'Caminho sob o qual o site é servido; começa e termina com `/`.',
      default: '/',
      example: '/docs/',
    }),
    trailingSlash: field(BooleanType(), {
      description: 'Grava cada rota como `rota/index.html` e liga com barra no fim.',
      default: true,
    }),
    locale: field(text(), {
      description:
        'O idioma do site (uma tag BCP 47: `pt-BR`, `en`, `es-MX`): o `lang` das páginas e o ' +
        'catálogo dos textos do docgen (pt-BR, en e es completos; outro idioma usa o inglês, ' +
        'que `strings` pode traduzir).',
      default: 'pt-BR',
    }),
    strings: resolved(
      field(dictionary(text()), {
        description:
          'Textos do docgen trocados pelos do site, pela chave do catálogo (`frame.onThisPage`); ' +
          'as chaves estão em `docs/idiomas.md`.',
        example: { 'frame.onThisPage': 'Neste guia' },
      }),
      {
        description: 'os mesmos, cada chave conferida com o catálogo',
        resolve: (strings) => checkedStrings(strings, 'strings'),
      },
    ),
    titleDelimiter: field(text(), {
      description: 'Separador entre o título da página e o do site no `<title>`.',
      default: '|',
    }),
    contentDir: resolved(
      field(text(), {
        description: 'Pasta do Markdown, relativa ao arquivo de configuração.',
        default: 'content',
      }),
      inProject,
    ),
    docsRoute: field(route(), {
      description:
        'A rota das páginas de `docs/` (o `routeBasePath` do Docusaurus): `/` põe a documentação ' +
        'na raiz do site.',
      default: '/docs/',
    }),
    staticDir: resolved(
      field(text(), {
        description: 'Pasta de arquivos copiados como estão para o site.',
        default: 'static',
      }),
      inProject,
    ),
    componentsDir: resolved(
      field(text(), {
        description:
          'Pasta dos componentes React das páginas `.mdx`: cada `<Nome>.tsx` (ou `.jsx`, `.ts`, ' +
          '`.js`) dela serve em toda página MDX como `<Nome />`, sem `import`.',
        example: 'src/components',
      }),
      fileInProject,
    ),
    outDir: resolved(
      field(text(), { description: 'Pasta de saída de `docgen build`.', default: 'dist' }),
      inProject,
    ),
    navbar: field(
      object('NavbarConfig', {
        title: field(text(), { description: 'O texto ao lado do logo.', defaultFrom: 'title' }),
        logo: field(
          object('NavbarLogoConfig', {
            src: required(text(), {
              description: 'O caminho da imagem no site (`/img/logo.svg`).',
            }),
            alt: required(text(), { description: 'Texto alternativo.' }),
          }),
          {
            description:
              'Um logo já publicado (um caminho do site, em `static/`), mostrado 32×32; prefira ' +
              '`logo`.',
          },
        ),
        items: field(
          ArrayOf(
            object('NavItemConfig', {
              label: required(text(), { description: 'O texto do link.' }),
              to: field(text(), { description: 'Uma rota interna (`/docs/intro/`).' }),
              href: field(text(), {
                description: 'Uma URL externa; abre em outra aba, com rel="noopener noreferrer".',
              }),
              sidebarId: field(text(), {
                description: 'Liga ao primeiro doc dessa barra lateral.',
              }),
              position: field(Enum(['left', 'right']), {
                description: 'O lado da barra.',
                default: 'left',
              }),
            }),
          ),
          { description: 'Os links da barra, na ordem.', default: [] },
        ),
      }),
      { description: 'A barra de navegação do topo.' },
    ),
    footer: field(
      object('FooterConfig', {
        links: field(
          ArrayOf(
            object('FooterLinkGroup', {
              title: required(text(), { description: 'O título do grupo.' }),
              items: required(
                ArrayOf(
                  object('FooterLinkConfig', {
                    label: required(text(), { description: 'O texto do link.' }),
                    to: field(text(), { description: 'Uma rota interna.' }),
                    href: field(text(), { description: 'Uma URL externa.' }),
                  }),
                ),
                { description: 'Os links do grupo.' },
              ),
            }),
          ),
          { description: 'Grupos de links do rodapé.', default: [] },
        ),
        copyright: field(text(), {
          description: 'O texto de copyright no pé da página.',
          default: '',
        }),
      }),
      { description: 'Os grupos de links e o copyright do rodapé.' },
    ),
    announcementBar: resolved(
      field(Union([Literal(false), announcementBar]), {
        description: 'Uma faixa de aviso acima da barra de navegação; `false` nenhuma.',
        default: false,
      }),
      // As written: the page applies isCloseable's default.
      {
        description: '`false` é undefined; o resto, como escrito',
        to: Union([announcementBar, Undefined()]),
        resolve: (bar) => bar || undefined,
      },
    ),
    sidebars: field(dictionary(ArrayOf(sidebarItem)), {
      description:
        'As barras laterais, por id; a documentação usa `tutorialSidebar`. Cada item é o id de ' +
        "um doc (`'intro'`), `{ type: 'doc', id, label? }`, `{ type: 'ref', id, label? }`, " +
        "`{ type: 'link', label, href }`, `{ type: 'html', value }`, " +
        "`{ type: 'autogenerated', dirName }` (os docs de uma pasta, na ordem e com os nomes " +
        "dos `_category_.json`) ou `{ type: 'category', label, items, collapsed?, " +
        'collapsible?, link? }`, como no `sidebars.js` do Docusaurus (o atalho ' +
        "`{ 'Rótulo': ['a'] }` de uma categoria vale no arquivo). Dadas aqui, valem no lugar " +
        'do arquivo `sidebarPath`.',
      default: { tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }] },
    }),
    sidebarPath: resolved(
      field(Union([text(), Literal(false)]), {
        description:
          'O arquivo das barras laterais, como o `sidebarPath` do Docusaurus: um módulo ' +
          '(`.js`, `.cjs`, `.mjs`, `.ts`) cujo export default é o objeto das barras, ou um ' +
          '`.json`; `false` nenhum. Vale só quando o config não dá `sidebars`.',
        defaultNote:
          '`sidebars.js`, `.cjs`, `.mjs`, `.ts` ou `.json` ao lado do arquivo de configuração, ' +
          'o primeiro que existir',
        example: './sidebars.js',
      }),
      {
        description:
          'o caminho absoluto do arquivo cujas barras valem; undefined com `sidebars` no config, ' +
          'com `false` ou sem arquivo',
        to: Union([text(), Undefined()]),
        resolve: (file, { root, written }) => {
          if (written('sidebars') || file === false) return undefined;
          if (file !== undefined) return path.resolve(root, file);
          return SIDEBARS_FILES.map((name) => path.join(root, name)).find((f) => existsSync(f));
        },
      },
    ),
    tableOfContents: field(
      object('TableOfContentsConfig', {
        minHeadingLevel: field(Integer({ minimum: 2, maximum: 6 }), {
          description: 'O menor nível listado.',
          default: 2,
        }),
        maxHeadingLevel: field(Integer({ minimum: 2, maximum: 6 }), {
          description: 'O maior nível listado.',
          default: 3,
        }),
      }),
      { description: 'Os níveis de título listados no sumário de cada página.' },
    ),
    colorMode: field(
      object('ColorModeConfig', {
        defaultMode: field(Enum(['light', 'dark']), {
          description: 'O tema de quem nunca escolheu um.',
          default: 'light',
        }),
        disableSwitch: field(BooleanType(), {
          description: 'Esconde o botão que alterna o tema.',
          default: false,
        }),
        respectPrefersColorScheme: field(BooleanType(), {
          description: 'Segue o tema do sistema de quem lê, até ele escolher um.',
          default: false,
        }),
      }),
      { description: 'Tema claro e escuro.' },
    ),
    onBrokenLinks: field(Enum(['ignore', 'warn', 'throw']), {
      description: 'O que um link interno quebrado faz com o build.',
      default: 'warn',
    }),
    api: field(
      object('ApiConfig', {
        spec: resolved(
          field(text(), {
            description:
              'O documento OpenAPI, relativo ao arquivo de configuração; sem ele, o site não ' +
              'tem referência da API.',
            default: DEFAULT_SPEC,
            defaultNote: 'se existir',
          }),
          {
            description: 'o caminho absoluto; undefined quando o padrão não existe',
            to: Union([StringType(), Undefined()]),
            resolve(spec, { root, given }) {
              const file = path.resolve(root, spec);
              return given || existsSync(file) ? file : undefined;
            },
          },
        ),
        route: field(route(), { description: 'A rota da referência da API.', default: '/api/' }),
        servers: field(servers(text()), {
          description:
            'Substitui a lista `servers` do documento, por exemplo para nomear o host real.',
        }),
        splitThreshold: field(Integer({ minimum: 1 }), {
          description:
            'Acima deste número de operações, a referência vira uma página por tag, mais uma ' +
            'para os webhooks e uma para os esquemas. Uma tag ou os esquemas pesados demais para ' +
            'uma página (cerca de 1 MB de HTML) são divididos em partes: `/api/<tag>/`, ' +
            '`/api/<tag>/2/`, …. Uma referência de poucas operações também é dividida quando ' +
            'seria pesada demais para uma página só.',
          default: 300,
        }),
        maxSpecMiB: field(NumberType({ exclusiveMinimum: 0 }), {
          description:
            'O maior arquivo de spec lido, em MiB: um maior é recusado antes da leitura. Protege ' +
            'contra um arquivo descontrolado, não contra APIs reais (a do Microsoft Graph tem ' +
            '19,4 MiB).',
          default: 64,
        }),
        tryIt: resolved(
          field(Union([Literal(false), tryItOptions]), {
            description:
              'O console "Experimentar" de cada operação: o leitor envia requisições reais a ' +
              'partir da referência. `false` o desliga.',
            default: {},
            defaultNote: 'ligado, com os servidores da referência',
          }),
          {
            description:
              '`false` é undefined; os campos de `oauth` ficam ao lado de `servers`; ' +
              '`customServers` são as fontes da CSP (`true`: ANY_CUSTOM_SERVER)',
            to: Union([
              object('ResolvedTryItConfig', {
                servers: Union([ArrayOf(Ref('ServerConfig')), Undefined()]),
                customServers: ArrayOf(text()),
                clientId: text(),
                redirectPath: text(),
              }),
              Undefined(),
            ]),
            resolve(tryIt, context) {
              if (tryIt === false) return undefined;
              const { servers, customServers, oauth } = context.fields(tryItOptions, tryIt);
              return {
                servers,
                customServers:
                  customServers === true
                    ? ANY_CUSTOM_SERVER
                    : customServers
                      ? [...new Set(customServers)]
                      : [],
                clientId: oauth.clientId,
                redirectPath: oauth.redirectPath,
              };
            },
          },
        ),
      }),
      { description: 'A referência da API, gerada do documento OpenAPI.' },
    ),
    primaryColor: field(StringType({ pattern: '^#[0-9a-fA-F]{6}$' }), {
      description: 'Cor principal de links, navegação ativa e selos (`#rrggbb`).',
      default: '#1890ff',
    }),
    noIndex: field(BooleanType(), {
      description: 'Pede aos buscadores que não indexem o site.',
      default: false,
    }),
    versions: resolved(
      field(
        object('VersionsConfig', {
          lastVersion: field(text(), {
            description:
              'A versão servida em `/docs/` e `/api/` (`current` ou o nome de uma versão lançada).',
            defaultNote: 'a mais nova de `versions.json`',
          }),
          current: field(object('CurrentVersionConfig', versionOptions('current')), {
            description: 'A versão da pasta de conteúdo e do `api.spec` (a que está em edição).',
          }),
          released: field(dictionary(object('ReleasedVersionConfig', releasedOptions)), {
            description:
              'As versões lançadas, pelo nome: as de `versions.json` (que `docgen version` ' +
              'escreve) e as nomeadas só aqui, depois delas.',
            example: { '1.0': { label: '1.0 (legado)', spec: 'specs/v1.yaml' } },
          }),
        }),
        {
          description:
            'As versões da documentação e da API num só site. Sem versões lançadas, o site tem ' +
            'só a da pasta de conteúdo.',
          defaultNote: 'as de `versions.json`',
        },
      ),
      {
        description: 'a versão em `/docs/` e a lista de todas, da mais nova à mais antiga',
        to: object('ResolvedVersions', {
          lastVersion: required(text(), { description: 'A versão em `/docs/` e `/api/`.' }),
          list: required(ArrayOf(resolvedVersion), {
            description: 'Todas as versões, `current` primeiro; vazia sem versões lançadas.',
          }),
        }),
        resolve: (versions, { root }) => resolveVersions(versions, root),
      },
    ),
    i18n: resolved(
      field(
        object('I18nConfig', {
          defaultLocale: required(text(), {
            description:
              'O idioma da pasta de conteúdo, servido na raiz do site; toma o lugar de `locale`.',
          }),
          locales: required(ArrayOf(text(), { minItems: 1 }), {
            description:
              'Os idiomas do site, o padrão entre eles. Cada outro é servido em `/<idioma>/`, ' +
              'com as páginas traduzidas de `i18n/<idioma>/` no layout do Docusaurus ' +
              '(`docusaurus-plugin-content-docs/current/`, `docusaurus-plugin-content-pages/`).',
          }),
          localeConfigs: field(dictionary(object('LocaleConfig', localeOptions)), {
            description: 'O nome, o `lang`, o trecho das rotas e a spec de cada idioma.',
            example: { en: { label: 'English', spec: 'i18n/en/openapi.yaml' } },
          }),
          untranslated: field(Enum(['fallback', 'omit']), {
            description:
              'Uma página ainda sem tradução: `fallback` a mostra no idioma padrão com um aviso; ' +
              '`omit` a deixa de fora do idioma.',
            default: 'fallback',
          }),
        }),
        {
          description:
            'Os idiomas de um site em vários (o `i18n` do Docusaurus). Sem ele, o site tem um ' +
            'idioma só: `locale`.',
        },
      ),
      {
        description: 'o idioma padrão e a lista de todos, o padrão primeiro',
        to: object('ResolvedI18n', {
          defaultLocale: field(text(), {
            description: 'O idioma da raiz do site; nenhum num site de um idioma (`locale`).',
          }),
          untranslated: required(Enum(['fallback', 'omit']), {
            description: 'O que se faz de uma página sem tradução.',
          }),
          list: required(ArrayOf(resolvedLocale), {
            description: 'Todos os idiomas, o padrão primeiro; vazia num site de um idioma.',
          }),
        }),
        resolve: (i18n, { root }) => resolveI18n(i18n, root),
      },
    ),
    docsVersion: field(text(), {
      description: 'Versão da documentação gravada no localStorage quando um doc é aberto.',
      default: 'current',
    }),
    logo: resolved(
      field(
        Union([
          StringType({ minLength: 1 }),
          object('LogoConfig', {
            src: required(StringType({ minLength: 1 }), {
              description: 'O arquivo da imagem, relativo ao arquivo de configuração.',
            }),
            alt: field(text(), {
              description: 'Texto alternativo; vazio, a imagem é decorativa.',
              default: '',
            }),
          }),
        ]),
        {
          description:
            'Imagem no cabeçalho, ao lado do título: um arquivo relativo ao arquivo de ' +
            'configuração (SVG, PNG, WebP…), publicado com hash no nome e mostrado com 32 px de ' +
            'altura. O título fica ao lado, então `alt` é vazio se não for dado (a imagem é ' +
            'decorativa). Substitui `navbar.logo`.',
          defaultNote: 'sem logo',
          example: { src: 'static/logo.svg', alt: 'Acme' },
        },
      ),
      {
        description: 'o caminho absoluto do arquivo e o texto alternativo',
        to: Union([
          object('ResolvedLogo', {
            file: required(text(), { description: 'O caminho absoluto da imagem.' }),
            alt: required(text(), { description: 'O texto alternativo; vazio, decorativa.' }),
          }),
          Undefined(),
        ]),
        resolve(logo, { root }) {
          if (!logo) return undefined;
          const { src, alt } = typeof logo === 'string' ? { src: logo, alt: undefined } : logo;
          // Beside the title in the same link: without its own alt text the logo is decorative.
          return { file: path.resolve(root, src), alt: alt ?? '' };
        },
      },
    ),
    favicon: resolved(
      field(StringType({ pattern: '\\.(svg|png|ico)$' }), {
        description:
          'Ícone do site: um arquivo `.svg`, `.png` ou `.ico` relativo ao arquivo de ' +
          'configuração, publicado como `/favicon.<ext>`.',
        defaultNote: 'o ícone do docgen',
        example: 'static/favicon.png',
      }),
      fileInProject,
    ),
    image: field(StringType({ pattern: '^(https?://\\S+|/\\S*)$' }), {
      description:
        'Imagem de compartilhamento (`og:image`, `twitter:image`) das páginas que não têm a sua ' +
        '(`image` no front matter): um endereço http(s) ou um caminho do site (um arquivo de ' +
        '`static/`), tornado absoluto com `url`.',
      defaultNote: 'nenhuma',
      example: '/img/social.png',
    }),
    customCss: resolved(
      field(StringType({ pattern: '\\.css$' }), {
        description:
          'Uma folha de estilo relativa ao arquivo de configuração, acrescentada depois da do ' +
          'site (no mesmo arquivo: vence as regras do site de mesma especificidade e não precisa ' +
          'de estilo inline sob a Content-Security-Policy).',
        defaultNote: 'nenhuma',
        example: 'styles/custom.css',
      }),
      fileInProject,
    ),
    scripts: field(ArrayOf(headScript), {
      description:
        'Scripts de terceiros (analytics, chat) em todas as páginas, sem afrouxar a ' +
        'Content-Security-Policy: cada um é um arquivo (`src`: uma rota do site, como um arquivo ' +
        'de `static/`, ou uma URL `https://`, cuja origem entra no `script-src`) ou um trecho ' +
        'inline (`code`, permitido pelo seu hash SHA-256). Os hosts que o script usa entram ' +
        "pela sua `csp` (`scriptSrc`, `connectSrc`, `imgSrc`); `'unsafe-inline'`, " +
        "`'unsafe-eval'`, `*` e esquemas inteiros são recusados (DG1016). Veja " +
        'docs/usar-o-docgen.md.',
      default: [],
      defaultNote: 'nenhum',
      example: [
        {
          src: 'https://plausible.io/js/script.js',
          defer: true,
          attributes: { 'data-domain': 'docs.exemplo.com.br' },
          csp: { connectSrc: ['https://plausible.io'] },
        },
      ],
    }),
    editUrl: resolved(
      field(StringType({ pattern: '^https?://' }), {
        description:
          'Base de um link "Editar esta página" em cada doc: o caminho do arquivo, relativo ao ' +
          'arquivo de configuração, é acrescentado (`…/edit/main/content/docs/intro.md`).',
        defaultNote: 'sem link',
        example: 'https://github.com/acme/docs/edit/main',
      }),
      { description: 'sem barras no fim', resolve: (url) => url?.replace(/\/+$/, '') },
    ),
    lastUpdated: field(BooleanType(), {
      description:
        'Mostra em cada doc a data do seu último commit ("Atualizado em 23 de novembro de ' +
        '2026"), lida do git com um só `git log` para toda a pasta de conteúdo. Docs fora de um ' +
        'repositório, ou nunca enviados, ficam sem data; na CI, faça checkout com o histórico ' +
        '(`fetch-depth: 0`).',
      default: false,
    }),
    check: field(
      object('CheckConfig', {
        rules: field(dictionary(Enum(['off', 'warn', 'error'])), {
          description:
            'A gravidade de cada regra de `docgen check`, pelo código (`DG3007`) ou pelo nome da ' +
            "regra (`spec-example`, `links`, `image-alt`…): `'error'` falha o check, `'warn'` só " +
            "avisa, `'off'` não relata. O código vale antes do nome. As regras do Redocly se " +
            'ajustam em `redocly.yaml`.',
          default: {},
          defaultNote: 'cada regra com a sua gravidade',
          example: { DG3007: 'warn', 'image-alt': 'off' },
        }),
      }),
      { description: 'O que `docgen check` relata.', default: { rules: {} } },
    ),
  },
  { $id: 'docgen-config', title: 'UserConfig', additionalProperties: false },
);

/** What the resolved config holds besides the fields: where it was read from. */
export const configOrigin = ObjectType(
  {
    root: required(text(), {
      description: 'A pasta do projeto: a do arquivo de configuração, senão a pasta de trabalho.',
    }),
    configFile: required(Union([text(), Undefined()]), {
      description: 'O arquivo de configuração lido; sem ele, todos os padrões.',
    }),
  },
  { title: 'ConfigOrigin' },
);
