import type { JsonSchema } from '../../shared/try-it.js';
import { t } from '../i18n.js';

/**
 * A small JSON Schema validator (2020-12 and OpenAPI 3.0's dialect) for the console's request
 * bodies, with pt-BR messages at property paths. It interprets the schema as data: no generated
 * code, so it runs under a Content-Security-Policy without 'unsafe-eval' (Ajv compiles each schema
 * with `new Function`). It checks the keywords `try-it.json` keeps (see try-it-schema.ts).
 */

export interface SchemaError {
  /** `organization`, `triggers[0].event`; '' for the body itself. */
  path: string;
  message: string;
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const TYPE_NAMES: Record<string, string> = {
  string: t('tryIt.validation.typeNames.string'),
  integer: t('tryIt.validation.typeNames.integer'),
  number: t('tryIt.validation.typeNames.number'),
  boolean: t('tryIt.validation.typeNames.boolean'),
  object: t('tryIt.validation.typeNames.object'),
  array: t('tryIt.validation.typeNames.array'),
  null: 'null',
};

const typeOf = (v: unknown): string =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number'
        ? Number.isInteger(v)
          ? 'integer'
          : 'number'
        : typeof v;

const matchesType = (value: unknown, type: string) => {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
};

const show = (v: unknown) => JSON.stringify(v);

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && equal(a[k], b[k]));
  }
  return false;
}

const FORMATS: Record<string, [RegExp, string]> = {
  email: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, t('tryIt.validation.formats.email')],
  'date-time': [
    /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/,
    t('tryIt.validation.formats.dateTime'),
  ],
  date: [/^\d{4}-\d{2}-\d{2}$/, t('tryIt.validation.formats.date')],
  time: [/^\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})?$/, t('tryIt.validation.formats.time')],
  uri: [/^[a-z][a-z0-9+.-]*:\S*$/i, t('tryIt.validation.formats.uri')],
  url: [/^[a-z][a-z0-9+.-]*:\S*$/i, t('tryIt.validation.formats.uri')],
  uuid: [
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    t('tryIt.validation.formats.uuid'),
  ],
  ipv4: [/^(\d{1,3}\.){3}\d{1,3}$/, t('tryIt.validation.formats.ipv4')],
};

/**
 * A count and its noun, in the form for one or for many (two messages each). The message before it
 * ("deve ter pelo menos") is joined with a plus, as the other composed messages here: esbuild folds
 * a constant string into the template that follows, so the minified script is what it was when the
 * pt-BR text was written in place.
 */
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `triggers` + 0 → `triggers[0]`; `` + `subject` → `subject`. */
const child = (path: string, key: string | number) =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$-]*$/.test(key)
      ? path
        ? `${path}.${key}`
        : key
      : `${path}[${JSON.stringify(key)}]`;

export interface ValidateOptions {
  /** `#/defs/Name` → its schema. */
  defs: Record<string, JsonSchema>;
  /**
   * 'request': a readOnly property is not required (the server sets it), as OpenAPI says.
   * @default 'request'
   */
  direction?: 'request' | 'response';
}

/** Every error of `value` against `schema`, in document order. */
export function validate(
  value: unknown,
  schema: JsonSchema | undefined,
  options: ValidateOptions,
): SchemaError[] {
  const errors: SchemaError[] = [];
  check(value, schema, '', errors, options, 0);
  return errors;
}

/** Follows `{ "$ref": "#/defs/Name" }` to the schema it names. */
export function resolveSchema(
  schema: JsonSchema,
  options: Pick<ValidateOptions, 'defs'>,
): JsonSchema {
  let current = schema;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 32; hops++) {
    const name = current.$ref
      .replace(/^#\/defs\//, '')
      .replace(/~1/g, '/')
      .replace(/~0/g, '~');
    current = options.defs[name] ?? true;
  }
  return current;
}

function check(
  value: unknown,
  raw: JsonSchema | undefined,
  path: string,
  errors: SchemaError[],
  options: ValidateOptions,
  depth: number,
): void {
  if (raw === undefined || depth > 64) return;
  const schema = resolveSchema(raw, options);
  if (schema === true) return;
  if (schema === false) {
    errors.push({ path, message: t('tryIt.validation.notAllowed') });
    return;
  }
  const at = (message: string, where = path) => errors.push({ path: where, message });
  const before = errors.length;
  checkType(value, schema, at);
  if (errors.length > before) return; // The other keywords would only repeat it.
  if (Array.isArray(schema.enum) && !schema.enum.some((v) => equal(v, value)))
    at(t('tryIt.validation.oneOf', { values: schema.enum.map(show).join(', ') }));
  if ('const' in schema && !equal(schema.const, value))
    at(t('tryIt.validation.equal', { value: show(schema.const) }));
  if (typeof value === 'string') checkString(value, schema, at);
  if (typeof value === 'number') checkNumber(value, schema, at);
  if (Array.isArray(value)) checkArray(value, schema, path, errors, options, depth);
  if (isObject(value)) checkObject(value, schema, path, errors, options, depth);
  checkCombinators(value, schema, path, errors, options, depth);
}

function checkType(value: unknown, schema: Obj, at: (m: string) => void): void {
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];
  if (types.length === 0) return;
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  if (!types.some((t) => matchesType(value, t)))
    at(
      t('tryIt.validation.mustBe') +
        ` ${types.map((name) => TYPE_NAMES[name] ?? name).join(t('tryIt.validation.or'))}`,
    );
}

function checkString(value: string, schema: Obj, at: (m: string) => void): void {
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength)
    at(
      t('tryIt.validation.atLeast') +
        ` ${plural(
          schema.minLength,
          t('tryIt.validation.characterOne'),
          t('tryIt.validation.characterOther'),
        )}`,
    );
  if (typeof schema.maxLength === 'number' && length > schema.maxLength)
    at(
      t('tryIt.validation.atMost') +
        ` ${plural(
          schema.maxLength,
          t('tryIt.validation.characterOne'),
          t('tryIt.validation.characterOther'),
        )}`,
    );
  if (typeof schema.pattern === 'string') {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      pattern = undefined; // A pattern this browser cannot read is not the reader's error.
    }
    if (pattern && !pattern.test(value))
      at(t('tryIt.validation.pattern', { pattern: schema.pattern }));
  }
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format && !format[0].test(value)) at(t('tryIt.validation.format', { format: format[1] }));
}

function checkNumber(value: number, schema: Obj, at: (m: string) => void): void {
  const { minimum, maximum, exclusiveMinimum: exMin, exclusiveMaximum: exMax } = schema;
  if (typeof exMin === 'number' && value <= exMin)
    at(t('tryIt.validation.greater', { limit: exMin }));
  if (typeof minimum === 'number') {
    if (exMin === true && value <= minimum) at(t('tryIt.validation.greater', { limit: minimum }));
    else if (value < minimum) at(t('tryIt.validation.greaterOrEqual', { limit: minimum }));
  }
  if (typeof exMax === 'number' && value >= exMax) at(t('tryIt.validation.less', { limit: exMax }));
  if (typeof maximum === 'number') {
    if (exMax === true && value >= maximum) at(t('tryIt.validation.less', { limit: maximum }));
    else if (value > maximum) at(t('tryIt.validation.lessOrEqual', { limit: maximum }));
  }
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0) {
    const ratio = value / schema.multipleOf;
    if (Math.abs(ratio - Math.round(ratio)) > 1e-9)
      at(t('tryIt.validation.multipleOf', { factor: schema.multipleOf }));
  }
}

function checkArray(
  value: unknown[],
  schema: Obj,
  path: string,
  errors: SchemaError[],
  options: ValidateOptions,
  depth: number,
): void {
  const at = (message: string) => errors.push({ path, message });
  if (typeof schema.minItems === 'number' && value.length < schema.minItems)
    at(
      t('tryIt.validation.atLeast') +
        ` ${plural(
          schema.minItems,
          t('tryIt.validation.itemOne'),
          t('tryIt.validation.itemOther'),
        )}`,
    );
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
    at(
      t('tryIt.validation.atMost') +
        ` ${plural(
          schema.maxItems,
          t('tryIt.validation.itemOne'),
          t('tryIt.validation.itemOther'),
        )}`,
    );
  if (schema.uniqueItems === true && value.some((v, i) => value.findIndex((w) => equal(v, w)) < i))
    at(t('tryIt.validation.unique'));
  const tuple = Array.isArray(schema.prefixItems)
    ? (schema.prefixItems as JsonSchema[])
    : Array.isArray(schema.items)
      ? (schema.items as JsonSchema[])
      : [];
  const rest = Array.isArray(schema.items) ? undefined : (schema.items as JsonSchema | undefined);
  value.forEach((item, i) => {
    const itemSchema = i < tuple.length ? tuple[i] : rest;
    check(item, itemSchema, child(path, i), errors, options, depth + 1);
  });
  if (schema.contains !== undefined) {
    const found = value.some(
      (item) => validate(item, schema.contains as JsonSchema, options).length === 0,
    );
    if (!found) at(t('tryIt.validation.contains'));
  }
}

function checkObject(
  value: Obj,
  schema: Obj,
  path: string,
  errors: SchemaError[],
  options: ValidateOptions,
  depth: number,
): void {
  const props = isObject(schema.properties)
    ? (schema.properties as Record<string, JsonSchema>)
    : {};
  const request = (options.direction ?? 'request') === 'request';
  for (const name of Array.isArray(schema.required) ? schema.required.map(String) : []) {
    if (name in value) continue;
    const prop = props[name] === undefined ? undefined : resolveSchema(props[name]!, options);
    if (request && isObject(prop) && prop.readOnly === true) continue;
    errors.push({ path: child(path, name), message: t('tryIt.validation.requiredField') });
  }
  const count = Object.keys(value).length;
  if (typeof schema.minProperties === 'number' && count < schema.minProperties)
    errors.push({
      path,
      message:
        t('tryIt.validation.atLeast') +
        ` ${plural(
          schema.minProperties,
          t('tryIt.validation.propertyOne'),
          t('tryIt.validation.propertyOther'),
        )}`,
    });
  if (typeof schema.maxProperties === 'number' && count > schema.maxProperties)
    errors.push({
      path,
      message:
        t('tryIt.validation.atMost') +
        ` ${plural(
          schema.maxProperties,
          t('tryIt.validation.propertyOne'),
          t('tryIt.validation.propertyOther'),
        )}`,
    });
  if (isObject(schema.dependentRequired))
    for (const [name, needs] of Object.entries(schema.dependentRequired))
      if (name in value && Array.isArray(needs))
        for (const need of needs.map(String))
          if (!(need in value))
            errors.push({
              path: child(path, need),
              message: t('tryIt.validation.requiredWhen', { property: name }),
            });
  const patterns = Object.entries(
    isObject(schema.patternProperties) ? schema.patternProperties : {},
  ).flatMap(([source, s]) => {
    try {
      return [[new RegExp(source, 'u'), s as JsonSchema] as const];
    } catch {
      return [];
    }
  });
  for (const [name, item] of Object.entries(value)) {
    const where = child(path, name);
    const own = props[name];
    const matching = patterns.filter(([re]) => re.test(name));
    if (own !== undefined) check(item, own, where, errors, options, depth + 1);
    for (const [, s] of matching) check(item, s, where, errors, options, depth + 1);
    if (own !== undefined || matching.length > 0) continue;
    const extra = schema.additionalProperties as JsonSchema | undefined;
    if (extra === false)
      errors.push({ path: where, message: t('tryIt.validation.unknownProperty') });
    else if (extra !== undefined) check(item, extra, where, errors, options, depth + 1);
  }
}

function checkCombinators(
  value: unknown,
  schema: Obj,
  path: string,
  errors: SchemaError[],
  options: ValidateOptions,
  depth: number,
): void {
  const sub = (s: JsonSchema) => {
    const found: SchemaError[] = [];
    check(value, s, path, found, options, depth + 1);
    return found;
  };
  if (Array.isArray(schema.allOf))
    for (const s of schema.allOf as JsonSchema[]) check(value, s, path, errors, options, depth + 1);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options_ = schema[keyword];
    if (!Array.isArray(options_)) continue;
    const results = (options_ as JsonSchema[]).map(sub);
    const passing = results.filter((r) => r.length === 0).length;
    if (keyword === 'oneOf' && passing > 1)
      errors.push({ path, message: t('tryIt.validation.severalOneOf') });
    if (passing > 0) continue;
    // The closest alternative explains the failure best.
    const closest = [...results].sort((a, b) => a.length - b.length)[0] ?? [];
    if (closest.length > 0 && closest.length <= 3) errors.push(...closest);
    else errors.push({ path, message: t('tryIt.validation.noAlternative') });
  }
  if (schema.not !== undefined && sub(schema.not as JsonSchema).length === 0)
    errors.push({ path, message: t('tryIt.validation.not') });
  if (schema.if !== undefined) {
    const branch = sub(schema.if as JsonSchema).length === 0 ? schema.then : schema.else;
    if (branch !== undefined) check(value, branch as JsonSchema, path, errors, options, depth + 1);
  }
}
