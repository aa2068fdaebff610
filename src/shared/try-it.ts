/**
 * The "Experimentar" console's form models: what `docgen build` publishes as `try-it.json` beside
 * the API reference (src/node/openapi/try-it.ts) and the console fetches on its first use
 * (src/client/try-it/). Pure types and constants, for both sides.
 */

/** Bumped when the file's shape changes, so a console never reads a file it does not know. */
export const TRY_IT_VERSION = 2;

/** A JSON Schema trimmed to what validation needs; `{ "$ref": "#/defs/Name" }` points at `defs`. */
export type JsonSchema = boolean | { [keyword: string]: unknown };

export interface TryItServer {
  /**
   * Absolute (`https://api.exemplo.com.br`) or relative to the reference (`/v1`); its variables at
   * their defaults.
   */
  url: string;
  description: string;
  /** The URL as the spec writes it (`https://{region}.exemplo.com`): `url` when it has none. */
  template: string;
  /** The `{variables}` of `template` the server defines, which the reader may set. */
  variables: TryItServerVariable[];
}

export interface TryItServerVariable {
  name: string;
  defaultValue: string;
  /** The values it takes (its `enum`); empty: any. */
  values: string[];
  description: string;
}

export interface TryItScope {
  name: string;
  description: string;
}

export interface TryItFlow {
  kind: 'authorizationCode' | 'clientCredentials' | 'password' | 'implicit';
  /** As the spec writes them: absolute, or relative to the chosen server. */
  authorizationUrl: string | undefined;
  tokenUrl: string | undefined;
  scopes: TryItScope[];
}

/** A security scheme of the spec, as the console asks for its credentials. */
export type TryItScheme =
  | { type: 'apiKey'; label: string; name: string; in: 'header' | 'query' | 'cookie' }
  | { type: 'http'; label: string; scheme: string; bearerFormat: string | undefined }
  | { type: 'oauth2'; label: string; flows: TryItFlow[] }
  | { type: 'openIdConnect'; label: string; url: string };

/**
 * One security requirement: every scheme of it at once. An operation lists alternatives; an empty
 * requirement makes authentication optional.
 */
export type TryItRequirement = { scheme: string; scopes: string[] }[];

export type TryItValueKind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** The reference's type label: `integer`, `string[]`, `string | null`. */
  type: string;
  /** How the field's text becomes a value. */
  kind: TryItValueKind;
  /** Allowed values as the field shows them (a select). */
  enum: string[] | undefined;
  /** The value the form starts with: the default, or for a required one its sample value. */
  initial: string;
  /** Shown as the empty field's placeholder. */
  example: string | undefined;
  schema: JsonSchema | undefined;
}

/** A field of a multipart or URL-encoded body: one property of its schema. */
export interface TryItField {
  name: string;
  required: boolean;
  /** A file picker (a binary property); `accept` is its media type when the spec names one. */
  file: boolean;
  accept: string | undefined;
  type: string;
  kind: TryItValueKind;
  enum: string[] | undefined;
  initial: string;
}

export interface TryItMedia {
  /** The media type, also the request's Content-Type (multipart's gets its boundary). */
  type: string;
  /** json: a JSON editor; multipart/form: fields; binary: one file; text: a text editor. */
  kind: 'json' | 'multipart' | 'form' | 'binary' | 'text';
  /** The editor's initial text (JSON indented), from the spec's example or a generated one. */
  example: string;
  schema: JsonSchema | undefined;
  fields: TryItField[];
}

export interface TryItBody {
  required: boolean;
  media: TryItMedia[];
}

export interface TryItOperation {
  method: string;
  path: string;
  title: string;
  /** The operation's own servers (its path item's or its own), when the config names none. */
  servers: TryItServer[] | undefined;
  parameters: TryItParameter[];
  body: TryItBody | undefined;
  /** Alternatives, any one of which authorizes the call; empty: a public operation. */
  security: TryItRequirement[];
}

export interface TryItDocument {
  version: typeof TRY_IT_VERSION;
  servers: TryItServer[];
  /**
   * What the site's Content-Security-Policy lets the console reach besides its own origin (the
   * `connect-src` sources after 'self'): the console warns before sending to anything else.
   */
  connect: string[];
  oauth: {
    /** Prefilled client id of the docs site's public app ('' when the config names none). */
    clientId: string;
    /** Path (base URL included) the authorization server redirects back to. */
    redirectPath: string;
  };
  schemes: Record<string, TryItScheme>;
  /** Schemas used by several bodies or by themselves (recursive), by name. */
  defs: Record<string, JsonSchema>;
  /** By operation id (the reference's `#operation/<id>`). */
  operations: Record<string, TryItOperation>;
}

/** The published file's name, in the reference's folder. */
export const TRY_IT_FILE = 'try-it.json';

/** The published file, in the output: `api/try-it.json` for the reference at `/api/`. */
export const tryItPath = (apiRoute: string): string =>
  `${apiRoute}${TRY_IT_FILE}`.replace(/^\//, '');
