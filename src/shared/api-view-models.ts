/**
 * View models of the API reference: plain data computed from the dereferenced spec, each with the
 * JSON pointer it came from, so templates only lay them out and late warnings can say where.
 * Pure data (types and constants, no imports): the templates and src/shared may import them.
 */

/** HTML that went through the sanitizing Markdown processor (or was escaped). Safe to inject. */
export type SafeHtml = string;

/** The operations a path item may hold, in the order OpenAPI lists them. */
export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One schema, as a tree the template expands. Shared between uses: never mutate. */
export interface SchemaView {
  pointer: string;
  /** `string`, `integer[]`, `object`, `string | null`… */
  typeLabel: string;
  /** Name in components.schemas when the schema is a component. */
  componentName: string | undefined;
  format: string | undefined;
  nullable: boolean;
  /** Enum values as JSON text (`"draft"`, `24`, `null`). */
  enumValues: string[];
  defaultValue: string | undefined;
  /** Readable pt-BR constraints: `≥ 0`, `até 255 caracteres`, `padrão ^\d+$`. */
  constraints: string[];
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  example: string | undefined;
  descriptionHtml: SafeHtml;
  properties: PropertyView[];
  /** Array items, when the schema is an array (after the `tuple` positions, when it has some). */
  items: SchemaView | undefined;
  /** `prefixItems` (3.1): the array's first items, one per position, named `[0]`, `[1]`… */
  tuple: PropertyView[];
  /** `patternProperties`: the schema of properties whose name matches each pattern. */
  patterns: PropertyView[];
  /** `additionalProperties` as a schema (`true` becomes an `any` schema). */
  additional: SchemaView | undefined;
  variants: VariantsView | undefined;
  /** `if`/`then`/`else`, its own and its `allOf` members': what holds when a condition does. */
  conditions: ConditionView[];
  /** `not`, its own and its `allOf` members': values the schema refuses. */
  exclusions: ExclusionView[];
  /** Set when this schema already appears above it: the tree stops and links to it. */
  circular: { componentName: string | undefined; label: string } | undefined;
  /** Deep trees stop at components below a depth and link to the Schemas section instead. */
  collapsed: boolean;
  /**
   * Properties left out of this tree, named in a note: `readOnly` ones in a request (the client
   * does not send them), `writeOnly` ones in a response (the API does not return them).
   */
  omitted: { names: string[]; reason: 'readOnly' | 'writeOnly' } | undefined;
}

export interface PropertyView {
  name: string;
  required: boolean;
  schema: SchemaView;
}

export interface ConditionView {
  /** The condition in words: `via = "sms"`. */
  when: string;
  /** `then`: what holds when it does. */
  holds: SchemaView | undefined;
  /** `else`: what holds when it does not. */
  otherwise: SchemaView | undefined;
}

/** One `not`: in words when it speaks of the value or its properties only, else as a schema. */
export interface ExclusionView {
  /** `status = "draft"`, `a presente e b presente`: the value is refused when this holds. */
  when: string | undefined;
  /** What the value must not be, when it takes more than words (`type: null`, a pattern). */
  schema: SchemaView | undefined;
}

export interface VariantsView {
  kind: 'oneOf' | 'anyOf';
  options: { label: string; schema: SchemaView }[];
  /**
   * The mapping's targets by name; `linked` when the target is a component schema (a mapping may
   * name a file, `cat.yaml`, which the reference has no entry for).
   */
  discriminator:
    | { propertyName: string; mapping: { value: string; target: string; linked: boolean }[] }
    | undefined;
  /**
   * The switch's tab group (`variante:<labels>`): every switch between the same options, and the
   * request samples made one per option, follow the reader's choice.
   */
  group: string;
}

export interface ParameterView {
  pointer: string;
  name: string;
  location: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  descriptionHtml: SafeHtml;
  schema: SchemaView | undefined;
  /** The parameter's `example`, as JSON text. */
  example: string | undefined;
  /** Its named `examples`, each with its summary (else its key). */
  examples: NamedExampleView[];
}

/** A named example of the spec (`examples: { key: { summary, description, value } }`). */
export interface NamedExampleView {
  label: string;
  descriptionHtml: SafeHtml;
  /** The value as JSON text (a string as it is). */
  value: string;
}

export interface MediaView {
  mediaType: string;
  schema: SchemaView | undefined;
}

export interface RequestBodyView {
  pointer: string;
  required: boolean;
  descriptionHtml: SafeHtml;
  contents: MediaView[];
}

export interface ResponseView {
  pointer: string;
  status: string;
  /** pt-BR reason phrase: `201 Criado`. */
  statusText: string;
  descriptionHtml: SafeHtml;
  headers: ParameterView[];
  contents: MediaView[];
  /** The response's `links`: operations whose parameters its values can fill. */
  links: ResponseLinkView[];
}

/** A Link Object of a response: the operation it leads to, and what fills its parameters. */
export interface ResponseLinkView {
  pointer: string;
  name: string;
  /**
   * The target operation, linked to its place in the reference (`#operation/<id>`, pointed at its
   * page when the reference is split), or its operationId / operationRef as written when the
   * reference has no such operation.
   */
  targetHtml: SafeHtml;
  descriptionHtml: SafeHtml;
  /** `parameters`: each parameter name, and its value (a runtime expression or a constant). */
  parameters: { name: string; value: string }[];
  /** `requestBody`, as JSON text. */
  requestBody: string | undefined;
  /** `server.url`, when the link names a server. */
  server: string | undefined;
}

/** A code sample in one language (highlighted in the browser, see src/shared/tokenize.ts). */
export interface CodeSampleView {
  /**
   * Key shared by every operation so the chosen language applies site-wide: `curl`, `python`…;
   * for the spec's own samples, the highlighter's key of its language (`text` when unknown).
   */
  lang: string;
  label: string;
  /** The sample of the operation's first example (`OperationView.requestExamples`). */
  code: string;
  /** The sample of each further example, in order; none for the spec's own samples. */
  more: string[];
  /** A sample the spec gives (`x-codeSamples`), shown before the generated ones. */
  fromSpec: boolean;
}

/** An example the request samples are made from: a named example of the body or parameters. */
export interface RequestExampleView {
  label: string;
  descriptionHtml: SafeHtml;
}

export interface ResponseExampleView {
  status: string;
  mediaType: string;
  label: string;
  /** What names it: the status, and the example's own name (`401 · Token inválido`). */
  title: string;
  /** `title` as its tab shows it: a long name is cut at a word (`401 · Token de acesso…`). */
  tab: string;
  /** `json` for a JSON media type, else `text`: how the example is highlighted. */
  lang: 'json' | 'text';
  code: string;
}

export interface OperationView {
  pointer: string;
  /** The operationId, or one generated from method and path. Stable for the same spec. */
  id: string;
  kind: 'operation' | 'webhook' | 'callback';
  method: HttpMethod;
  /** Path, webhook name or callback expression. */
  path: string;
  summary: string;
  descriptionHtml: SafeHtml;
  deprecated: boolean;
  /** The servers this operation declares for itself, which replace the API's; empty if none. */
  servers: ServerView[];
  /** `OAuth2 (read-envelopes, send-envelopes)` per requirement; empty for public operations. */
  security: { scheme: string; scopes: string[] }[];
  /** Shown instead when `security` is empty: no OAuth, no authentication, or none declared. */
  openAccessNote: string;
  parameterGroups: {
    location: ParameterView['location'];
    label: string;
    parameters: ParameterView[];
  }[];
  requestBody: RequestBodyView | undefined;
  responses: ResponseView[];
  callbacks: { name: string; operations: OperationView[] }[];
  samples: CodeSampleView[];
  /**
   * The examples the generated samples follow, one per tab of the example chooser (shown from two
   * on): the body's named examples (or one per variant of a `oneOf` body), then the named examples
   * of parameters by their keys.
   */
  requestExamples: RequestExampleView[];
  /** The chooser's tab group: choosers of the same examples follow the reader's choice. */
  examplesGroup: string;
  /** Said above the samples when their URL is relative (the spec declares no server). */
  sampleNote: string | undefined;
  responseExamples: ResponseExampleView[];
  /** The operation's `externalDocs`. */
  externalDocs: LinkView | undefined;
}

export interface TagView {
  pointer: string;
  name: string;
  slug: string;
  descriptionHtml: SafeHtml;
  /** The tag's `externalDocs`. */
  externalDocs: LinkView | undefined;
  operations: OperationView[];
}

/** A link from the spec; without `href` when its URL is not one a page may link to. */
export interface LinkView {
  text: string;
  href: string | undefined;
}

/** What the spec's `info` and `externalDocs` say besides the description, in the introduction. */
export interface AboutView {
  /** `info.summary` (3.1), as plain text. */
  summary: string;
  /** Contato, Licença, Termos de serviço, Documentação externa: those the spec gives. */
  facts: { label: string; links: LinkView[] }[];
}

export interface OAuthFlowView {
  kind: string;
  label: string;
  authorizationUrl: string | undefined;
  tokenUrl: string | undefined;
  refreshUrl: string | undefined;
  /** Authorization code flows: PKCE is how public apps without a secret use them. */
  pkce: boolean;
  scopes: { name: string; description: string }[];
}

/** A server of the API: its URL as written (`https://{region}.exemplo.com`) and its variables. */
export interface ServerView {
  url: string;
  descriptionHtml: SafeHtml;
  variables: { name: string; defaultValue: string; values: string[]; descriptionHtml: SafeHtml }[];
}

export interface SecuritySchemeView {
  pointer: string;
  key: string;
  typeLabel: string;
  descriptionHtml: SafeHtml;
  /** `Authorization: Bearer`, `X-Api-Key (header)`… */
  details: string[];
  flows: OAuthFlowView[];
}

export interface ApiReference {
  title: string;
  version: string;
  descriptionHtml: SafeHtml;
  about: AboutView;
  servers: ServerView[];
  securitySchemes: SecuritySchemeView[];
  tags: TagView[];
  webhooks: OperationView[];
  schemas: { name: string; schema: SchemaView }[];
  operationCount: number;
  /**
   * Shown on several pages (a page per tag): more operations than `api.splitThreshold`, or too
   * heavy for one page whatever its operation count; its components are then expanded one level
   * (site/api-split.ts decides, once).
   */
  split: boolean;
  /**
   * Redoc's ids that are not the reference's (`tag/Envelopes` → `tag/envelopes`): the page at the
   * reference's route carries them, so a link saved from a Redoc reference lands in its place.
   */
  redocAliases: Record<string, string>;
}

/** A navigation entry for a tag; its operations are listed when they are on the current page. */
export interface ApiNavTag {
  name: string;
  href: string;
  current: boolean;
  operations: {
    id: string;
    method: HttpMethod;
    summary: string;
    href: string;
    deprecated: boolean;
  }[];
}

/**
 * The URL of the page that holds each component schema's entry (`#schema/<Name>`), by name; when
 * undefined, every entry is on the page that links to it (a reference on one page).
 */
export type SchemaPages = Readonly<Record<string, string>> | undefined;

/**
 * What one reference page lays out: the whole reference, or (split) the overview, a tag or the
 * schemas.
 */
export interface ApiPageView {
  title: string;
  /** The spec's version as the header shows it: `v1.2.0`, `v1`, `2024-10-01`; '' when none. */
  version: string;
  /** The introduction (description, servers, authentication), on `/api/` only. */
  intro:
    | {
        descriptionHtml: SafeHtml;
        about: AboutView;
        servers: ApiReference['servers'];
        securitySchemes: SecuritySchemeView[];
      }
    | undefined;
  /** `yaml` only when the spec is written in YAML. */
  downloads: { json: string; yaml?: string };
  nav: ApiNavTag[];
  /** Links to the other pages of a split reference (tags, webhooks, schemas). */
  pageLinks: {
    label: string;
    href: string;
    current: boolean;
    descriptionHtml: SafeHtml;
    count: number | undefined;
  }[];
  tags: TagView[];
  /**
   * The pages of a tag or of the schemas cut into parts (`/api/<tag>/`, `/api/<tag>/2/`, …), this
   * one `current`; empty when they are on one page. `names`: the first and last schema of a part.
   */
  parts: { label: string; names: string; href: string; current: boolean }[];
  webhooks: OperationView[];
  schemas: { name: string; schema: SchemaView }[];
  /** Where each `#schema/<Name>` is. */
  schemaPages: SchemaPages;
  /** Split overview: where each deep-link id lives, so `/api/#operation/x` can move to its page. */
  idRoutes: Record<string, string> | undefined;
  /**
   * A split reference's other pages: the overview's URL, where a deep link to an id this page
   * does not hold is sent, as `idRoutes` knows every page's ids.
   */
  overview: string | undefined;
  /** On the reference's route: Redoc's ids that are not the reference's (ApiReference's). */
  redocAliases: Record<string, string> | undefined;
  /**
   * URL of the "Experimentar" console's form models (`try-it.json`): each operation gets the
   * button. Undefined when the console is off (`api.tryIt: false`).
   */
  tryIt: string | undefined;
}
