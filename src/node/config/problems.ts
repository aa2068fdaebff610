/**
 * What is wrong in a config, from Ajv's errors: one problem per mistake, each with the keys that
 * lead to it. A union (a sidebar item, `logo`, `api.tryIt`) is explained by the kind its value is
 * of, not by every kind it is not.
 */
import type { ErrorObject } from 'ajv';
import { configDefinition } from './definition.js';
import { applies, asSchema, type Schema, schemaAt, valueAt } from './json-schema.js';
import { closest } from './suggest.js';

const definition = asSchema(configDefinition);

/** One mistake in the config: the keys that lead to it, the keys to show it at, what, how. */
export interface Problem {
  path: string[];
  /** The path of the key to point at (a missing key's object). */
  at: string[];
  message: string;
  hint?: string;
}

export const dotted = (path: string[]) =>
  path.reduce(
    (acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part),
    '',
  );

export const segments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

const isUnion = (e: ErrorObject) => e.keyword === 'anyOf' || e.keyword === 'oneOf';

/** Whether `path` is `parent` or inside it (`strict`: inside only). */
function under(path: string, parent: string, strict: boolean): boolean {
  return (!strict && path === parent) || path.startsWith(`${parent}/`);
}

/**
 * Ajv's errors as problems. An error inside a union that failed (a sidebar item, `logo`, `tryIt`)
 * belongs to the deepest such union around it, which explains itself by the kind the value is of.
 */
export function configProblems(errors: ErrorObject[], config: unknown): Problem[] {
  const unions = errors.filter(isUnion);
  const owner = new Map(
    errors.map((e) => {
      const around = unions.filter(
        (u) => u !== e && under(e.instancePath, u.instancePath, isUnion(e)),
      );
      return [e, around.sort((a, b) => b.instancePath.length - a.instancePath.length)[0]];
    }),
  );
  const explain = (e: ErrorObject): Problem[] => {
    const inside = isUnion(e)
      ? explainUnion(
          e,
          errors.filter((c) => owner.get(c) === e),
          config,
        )
      : [];
    return inside.length > 0 ? inside.flatMap(explain) : [describe(e, config)];
  };
  return errors.filter((e) => owner.get(e) === undefined).flatMap(explain);
}

/**
 * The errors that explain a failed union: those of the kind the value is of (a `'category'` item
 * is not explained by the doc link it is not), the fewest if it could be of several kinds; none
 * when it is of no kind (the union's own error then says which kinds it takes).
 */
function explainUnion(union: ErrorObject, inside: ErrorObject[], config: unknown): ErrorObject[] {
  const path = segments(union.instancePath);
  const value = valueAt(config, path);
  const branches = schemaAt(definition, path, config)?.anyOf ?? [];
  const branchOf = (e: ErrorObject) => {
    const rest = e.schemaPath.slice(union.schemaPath.length + 1);
    if (e.schemaPath.startsWith(`${union.schemaPath}/`)) return Number.parseInt(rest, 10);
    // An error of a schema the branch refers to (a category's items): the branch with that key.
    const key = segments(e.instancePath)[path.length] ?? '';
    return branches.findIndex((b) => b.properties?.[key] !== undefined);
  };
  const candidates = branches
    .map((branch, i) => ({ branch, errors: inside.filter((e) => branchOf(e) === i) }))
    .filter(({ branch, errors }) => applies(branch, value) && errors.length > 0)
    .sort((a, b) => a.errors.length - b.errors.length);
  return candidates[0]?.errors ?? [];
}

/** What one error says, with the key path, the expected type and what was meant if it is near. */
function describe(error: ErrorObject, config: unknown): Problem {
  const path = segments(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const key = dotted(path) || '(root)';
  const problem = (message: string, hint?: string): Problem => ({
    path,
    at: path,
    message: `"${key}" ${message}`,
    ...(hint ? { hint } : {}),
  });
  switch (error.keyword) {
    case 'additionalProperties':
      return unknownKey(path, String(params.additionalProperty), config);
    case 'required': {
      const missing = [...path, String(params.missingProperty)];
      return { path: missing, at: path, message: `"${dotted(missing)}" is required` };
    }
    case 'type':
      return problem(`must be of type ${String(params.type)}`);
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const value = valueAt(config, path);
      const meant =
        typeof value === 'string'
          ? closest(
              value,
              allowed.map((v) => JSON.parse(v) as string),
            )
          : undefined;
      return problem(`must be one of ${allowed.join(', ')}`, meant && `Did you mean "${meant}"?`);
    }
    case 'const':
      return problem(`must be ${JSON.stringify(params.allowedValue)}`);
    case 'pattern':
      return problem(`must match ${String(params.pattern)}`);
    case 'anyOf':
    case 'oneOf':
      return problem(`must be ${kinds(schemaAt(definition, path, config)?.anyOf ?? [])}`);
    default:
      return problem(error.message ?? 'is invalid');
  }
}

/** `unknown key "navbar.itemz"`, with the key meant, or the keys docgen reads there. */
function unknownKey(path: string[], key: string, config: unknown): Problem {
  const full = [...path, key];
  let object = schemaAt(definition, path, config);
  if (object?.anyOf) object = object.anyOf.find((b) => applies(b, valueAt(config, path)));
  const keys = Object.keys(object?.properties ?? {});
  const meant = closest(key, keys);
  const hint = meant
    ? `Did you mean "${meant}"?`
    : keys.length > 0 && keys.length <= 12
      ? `Remove it: docgen reads ${keys.map((k) => `"${k}"`).join(', ')} here.`
      : 'Remove it: docs/configuracao.md lists the keys docgen reads.';
  return { path: full, at: full, message: `unknown key "${dotted(full)}"`, hint };
}

/** What a union takes: `false or of type object`. */
function kinds(branches: Schema[]): string {
  const each = branches.map((b) =>
    'const' in b
      ? JSON.stringify(b.const)
      : b.enum
        ? `one of ${b.enum.join(', ')}`
        : `of type ${b.type}`,
  );
  return [...new Set(each)].join(' or ');
}
