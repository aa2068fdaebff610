/**
 * JSON Schema of UserConfig (types.ts). Unknown keys are rejected so a typo is reported, not
 * ignored.
 */
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const link = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: { label: str, to: str, href: str },
} as const;
/** A route of the site: starts and ends with `/`. */
const routePath = { type: 'string', pattern: '^/(.*/)?$' } as const;
/** A server's `{variables}`, as in an OpenAPI Server Object. */
const serverVariables = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['default'],
    properties: {
      default: str,
      enum: { type: 'array', items: str, minItems: 1 },
      description: str,
    },
  },
} as const;
/** A list of API servers (`{ url, description, variables }`), each `url` as `url` says. */
const serverList = <Url extends object>(url: Url) =>
  ({
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      properties: { url, description: str, variables: serverVariables },
    },
  }) as const;

/**
 * A CSP source the console may connect to: the scheme `https:` or `http:`, or a host source with an
 * optional `*.` subdomain wildcard and an optional port (a number or `*`), without a path.
 */
const CSP_CONNECT_SOURCE =
  '^(https?:|https?://(\\*\\.)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:(\\d{1,5}|\\*))?)$';

export const configSchema = {
  $id: 'docgen-config',
  type: 'object',
  additionalProperties: false,
  properties: {
    title: str,
    tagline: str,
    url: { type: 'string', pattern: '^https?://[^/]+(/.*)?$' },
    baseUrl: { type: 'string', pattern: '^/(.*/)?$' },
    trailingSlash: bool,
    locale: str,
    titleDelimiter: str,
    contentDir: str,
    staticDir: str,
    outDir: str,
    navbar: {
      type: 'object',
      additionalProperties: false,
      properties: {
        title: str,
        logo: {
          type: 'object',
          additionalProperties: false,
          required: ['src', 'alt'],
          properties: { src: str, alt: str },
        },
        items: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['label'],
            properties: {
              label: str,
              to: str,
              href: str,
              sidebarId: str,
              position: { enum: ['left', 'right'] },
            },
          },
        },
      },
    },
    footer: {
      type: 'object',
      additionalProperties: false,
      properties: {
        links: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['title', 'items'],
            properties: { title: str, items: { type: 'array', items: link } },
          },
        },
        copyright: str,
      },
    },
    announcementBar: {
      oneOf: [
        { const: false },
        {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'content'],
          properties: { id: str, content: str, isCloseable: bool },
        },
      ],
    },
    sidebars: {
      type: 'object',
      additionalProperties: { type: 'array', items: { $ref: '#/$defs/sidebarItem' } },
    },
    tableOfContents: {
      type: 'object',
      additionalProperties: false,
      properties: {
        minHeadingLevel: { type: 'integer', minimum: 2, maximum: 6 },
        maxHeadingLevel: { type: 'integer', minimum: 2, maximum: 6 },
      },
    },
    colorMode: {
      type: 'object',
      additionalProperties: false,
      properties: {
        defaultMode: { enum: ['light', 'dark'] },
        disableSwitch: bool,
        respectPrefersColorScheme: bool,
      },
    },
    onBrokenLinks: { enum: ['ignore', 'warn', 'throw'] },
    api: {
      type: 'object',
      additionalProperties: false,
      properties: {
        spec: str,
        route: routePath,
        servers: serverList(str),
        splitThreshold: { type: 'integer', minimum: 1 },
        maxSpecMiB: { type: 'number', exclusiveMinimum: 0 },
        tryIt: {
          oneOf: [
            { const: false },
            {
              type: 'object',
              additionalProperties: false,
              properties: {
                servers: serverList({ type: 'string', pattern: '^(https?://|/)' } as const),
                customServers: {
                  oneOf: [
                    bool,
                    {
                      type: 'array',
                      items: { type: 'string', pattern: CSP_CONNECT_SOURCE },
                      minItems: 1,
                    },
                  ],
                },
                oauth: {
                  type: 'object',
                  additionalProperties: false,
                  properties: {
                    clientId: str,
                    redirectPath: routePath,
                  },
                },
              },
            },
          ],
        },
      },
    },
    primaryColor: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
    noIndex: bool,
    docsVersion: str,
    logo: {
      oneOf: [
        { type: 'string', minLength: 1 },
        {
          type: 'object',
          additionalProperties: false,
          required: ['src'],
          properties: { src: { type: 'string', minLength: 1 }, alt: str },
        },
      ],
    },
    favicon: { type: 'string', pattern: '\\.(svg|png|ico)$' },
    customCss: { type: 'string', pattern: '\\.css$' },
    editUrl: { type: 'string', pattern: '^https?://' },
    lastUpdated: bool,
    check: {
      type: 'object',
      additionalProperties: false,
      properties: {
        rules: { type: 'object', additionalProperties: { enum: ['off', 'warn', 'error'] } },
      },
    },
  },
  $defs: {
    sidebarItem: {
      oneOf: [
        str,
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'id'],
          properties: { type: { const: 'doc' }, id: str, label: str },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'label', 'href'],
          properties: { type: { const: 'link' }, label: str, href: str },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'dirName'],
          properties: { type: { const: 'autogenerated' }, dirName: str },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'label', 'items'],
          properties: {
            type: { const: 'category' },
            label: str,
            collapsed: bool,
            items: { type: 'array', items: { $ref: '#/$defs/sidebarItem' } },
            link: {
              type: 'object',
              required: ['type'],
              properties: {
                type: { enum: ['generated-index', 'doc'] },
                slug: str,
                title: str,
                description: str,
                id: str,
              },
              additionalProperties: false,
            },
          },
        },
      ],
    },
  },
} as const;
