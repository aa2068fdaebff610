import { withBase } from '../../shared/urls.js';
import {
  TRY_IT_VERSION,
  type TryItBody,
  type TryItDocument,
  type TryItField,
  type TryItFlow,
  type TryItMedia,
  type TryItOperation,
  type TryItParameter,
  type TryItScheme,
  type TryItValueKind,
} from '../../shared/try-it.js';
import type { ResolvedConfig } from '../config/types.js';
import { exampleText, mediaExamples } from './examples.js';
import { securityRequirements } from './operations.js';
import { isBinary, paramValue } from './samples.js';
import { type Schema, typesOf } from './schema-labels.js';
import { TryItSchemas } from './try-it-schema.js';
import { operationServers, tryItConnectSources, tryItServers } from './try-it-servers.js';
import type { ApiReference, OperationView, ParameterView } from '../../shared/api-view-models.js';
import { referenceStrings, type ReferenceStrings } from './strings.js';
import { isObject, type JsonObject } from '../util/objects.js';

/** `#/paths/~1v1~1me/get` → that object of the (dereferenced) document. */
export function resolvePointer(document: JsonObject, pointer: string): unknown {
  let node: unknown = document;
  for (const part of pointer.replace(/^#\/?/, '').split('/')) {
    if (part === '') continue;
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) || Array.isArray(node) ? (node as JsonObject)[key] : undefined;
  }
  return node;
}

/** A value as a form field shows it: strings as they are, anything else as JSON. */
const fieldText = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

function kindOf(schema: JsonObject | undefined): TryItValueKind {
  const [type] = schema ? typesOf(schema as Schema).types : [];
  return type === 'integer' ||
    type === 'number' ||
    type === 'boolean' ||
    type === 'array' ||
    type === 'object'
    ? type
    : 'string';
}

/** Enum values a select offers (null is the empty choice every optional field has). */
function enumOf(schema: JsonObject | undefined): string[] | undefined {
  const values = schema && Array.isArray(schema.enum) ? schema.enum : undefined;
  if (!values) return undefined;
  const items =
    isObject(schema?.items) && Array.isArray(schema.items.enum) ? schema.items.enum : [];
  return (values.length > 0 ? values : items).filter((v) => v !== null).map(fieldText);
}

function parameter(
  view: ParameterView,
  document: JsonObject,
  schemas: TryItSchemas,
): TryItParameter {
  const raw = resolvePointer(document, view.pointer);
  const p = isObject(raw) ? raw : { name: view.name, in: view.location };
  const media = isObject(p.content) ? Object.values(p.content).find(isObject) : undefined;
  const schema = isObject(p.schema) ? p.schema : isObject(media?.schema) ? media.schema : undefined;
  const example = 'example' in p ? p.example : schema && 'example' in schema ? schema.example : '';
  const initial =
    schema && 'default' in schema
      ? fieldText(schema.default)
      : view.required
        ? paramValue(p, document)
        : '';
  return {
    name: view.name,
    in: view.location,
    required: view.required,
    type: view.schema?.typeLabel ?? 'string',
    kind: kindOf(schema),
    enum: enumOf(schema),
    initial,
    example: fieldText(example) || undefined,
    schema: schemas.add(schema),
  };
}

/** How the console edits a body of this media type. */
function mediaKind(type: string): TryItMedia['kind'] {
  const base = type.split(';')[0]!.trim().toLowerCase();
  if (base === 'multipart/form-data') return 'multipart';
  if (base === 'application/x-www-form-urlencoded') return 'form';
  if (base.includes('json')) return 'json';
  if (base.startsWith('text/') || base.endsWith('xml')) return 'text';
  return 'binary';
}

/** The properties of an object schema, its allOf members' included. */
function propertiesOf(schema: JsonObject): { props: JsonObject; required: Set<string> } {
  const props: JsonObject = {};
  const required = new Set<string>();
  const visit = (s: JsonObject, depth: number) => {
    if (depth > 8) return;
    Object.assign(props, isObject(s.properties) ? s.properties : {});
    for (const name of Array.isArray(s.required) ? s.required : []) required.add(String(name));
    for (const part of Array.isArray(s.allOf) ? s.allOf : [])
      if (isObject(part)) visit(part, depth + 1);
  };
  visit(schema, 0);
  return { props, required };
}

function fields(media: JsonObject, example: unknown, words: ReferenceStrings): TryItField[] {
  if (!isObject(media.schema)) return [];
  const { props, required } = propertiesOf(media.schema);
  const encoding = isObject(media.encoding) ? media.encoding : {};
  const values = isObject(example) ? example : {};
  return Object.entries(props).flatMap(([name, prop]) => {
    if (!isObject(prop) || prop.readOnly === true) return [];
    const file = isBinary(prop);
    const enc = encoding[name];
    const accept =
      isObject(enc) && typeof enc.contentType === 'string'
        ? enc.contentType
        : typeof prop.contentMediaType === 'string'
          ? prop.contentMediaType
          : undefined;
    return [
      {
        name,
        required: required.has(name),
        file,
        accept: file ? accept : undefined,
        type: file ? words.schema.file : typesOf(prop as Schema).types.join(' | ') || 'string',
        kind: kindOf(prop),
        enum: enumOf(prop),
        initial: file ? '' : fieldText(values[name]),
      },
    ];
  });
}

function body(
  op: JsonObject,
  document: JsonObject,
  schemas: TryItSchemas,
  words: ReferenceStrings,
): TryItBody | undefined {
  const requestBody = isObject(op.requestBody) ? op.requestBody : undefined;
  if (!requestBody || !isObject(requestBody.content)) return undefined;
  const media = Object.entries(requestBody.content).flatMap(([type, m]): TryItMedia[] => {
    if (!isObject(m)) return [];
    const kind = mediaKind(type);
    const [first] = mediaExamples(m, 'request', document);
    const example = first?.value;
    const structured = kind === 'multipart' || kind === 'form';
    return [
      {
        type,
        kind,
        example:
          example === undefined || structured || kind === 'binary' ? '' : exampleText(example),
        schema: structured || kind === 'binary' ? undefined : schemas.add(m.schema),
        // A generated example ("string", 0) would only be noise in a form's fields.
        fields: structured ? fields(m, first?.generated ? undefined : example, words) : [],
      },
    ];
  });
  return media.length > 0 ? { required: requestBody.required === true, media } : undefined;
}

const FLOW_KINDS = ['authorizationCode', 'clientCredentials', 'password', 'implicit'] as const;

function scheme(key: string, s: JsonObject): TryItScheme | undefined {
  switch (s.type) {
    case 'apiKey': {
      const where = s.in === 'query' || s.in === 'cookie' ? s.in : 'header';
      return { type: 'apiKey', label: key, name: String(s.name ?? key), in: where };
    }
    case 'http':
      return {
        type: 'http',
        label: key,
        scheme: String(s.scheme ?? 'bearer').toLowerCase(),
        bearerFormat: typeof s.bearerFormat === 'string' ? s.bearerFormat : undefined,
      };
    case 'oauth2': {
      const flows = isObject(s.flows) ? s.flows : {};
      return {
        type: 'oauth2',
        label: key,
        flows: FLOW_KINDS.flatMap((kind): TryItFlow[] => {
          const flow = flows[kind];
          if (!isObject(flow)) return [];
          const scopes = isObject(flow.scopes) ? flow.scopes : {};
          return [
            {
              kind,
              authorizationUrl:
                typeof flow.authorizationUrl === 'string' ? flow.authorizationUrl : undefined,
              tokenUrl: typeof flow.tokenUrl === 'string' ? flow.tokenUrl : undefined,
              scopes: Object.entries(scopes).map(([name, description]) => ({
                name,
                description: String(description ?? ''),
              })),
            },
          ];
        }),
      };
    }
    case 'openIdConnect':
      return { type: 'openIdConnect', label: key, url: String(s.openIdConnectUrl ?? '') };
    default:
      return undefined;
  }
}

function operation(
  view: OperationView,
  document: JsonObject,
  config: Pick<ResolvedConfig, 'baseUrl' | 'api'>,
  schemas: TryItSchemas,
  words: ReferenceStrings,
): TryItOperation {
  const raw = resolvePointer(document, view.pointer);
  const op = isObject(raw) ? raw : {};
  const item = resolvePointer(document, view.pointer.replace(/\/[^/]+$/, ''));
  const parameters = view.parameterGroups.flatMap((g) =>
    g.parameters.map((p) => parameter(p, document, schemas)),
  );
  return {
    method: view.method.toUpperCase(),
    path: view.path,
    title: view.summary || `${view.method.toUpperCase()} ${view.path}`,
    servers: operationServers(config, op, isObject(item) ? item : {}),
    parameters,
    body: body(op, document, schemas, words),
    security: securityRequirements(op, document),
  };
}

/**
 * The console's form models of every operation of the reference (not webhooks or callbacks, which
 * the API sends rather than receives): what `try-it.json` holds. Built from the reference's view
 * models (ids, parameters, types) and the spec's objects they point at (schemas, examples,
 * security), with the samples' example values.
 */
export function tryItDocument(
  reference: ApiReference,
  document: JsonObject,
  config: Pick<ResolvedConfig, 'baseUrl' | 'api'>,
  /** The reference's words (a file field's type); pt-BR when not given. */
  words: ReferenceStrings = referenceStrings(),
): TryItDocument {
  const settings = config.api.tryIt;
  const components = isObject(document.components) ? document.components : {};
  const schemas = new TryItSchemas(components.schemas);
  const operations: TryItDocument['operations'] = {};
  for (const tag of reference.tags)
    for (const view of tag.operations)
      if (view.kind === 'operation')
        operations[view.id] = operation(view, document, config, schemas, words);
  const schemes: TryItDocument['schemes'] = {};
  const declared = isObject(components.securitySchemes) ? components.securitySchemes : {};
  for (const [key, s] of Object.entries(declared)) {
    const model = isObject(s) ? scheme(key, s) : undefined;
    if (model) schemes[key] = model;
  }
  return {
    version: TRY_IT_VERSION,
    servers: tryItServers(config, document),
    connect: tryItConnectSources(config, document),
    oauth: {
      clientId: settings?.clientId ?? '',
      redirectPath: withBase(config.baseUrl, settings?.redirectPath ?? config.api.route),
    },
    schemes,
    defs: schemas.defs,
    operations,
  };
}
