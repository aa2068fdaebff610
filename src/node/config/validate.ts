import type { ErrorObject } from 'ajv';
import { codes } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
// schema.ts compiled by Ajv ahead of time (scripts/config-validator.mjs, run by `npm run compile`).
import compiled from './validate-config.generated.js';

/** `/navbar/items/0/label` → `navbar.items[0].label` */
export function keyPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').slice(1);
  if (extra !== undefined) parts.push(extra);
  return parts.reduce(
    (acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part),
    '',
  );
}

function describe(error: ErrorObject): { key: string; message: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = keyPath(error.instancePath, String(params.additionalProperty));
      return { key, message: `unknown key "${key}"` };
    }
    case 'required': {
      const key = keyPath(error.instancePath, String(params.missingProperty));
      return { key, message: `"${key}" is required` };
    }
    case 'type':
      return {
        key: keyPath(error.instancePath),
        message: `"${keyPath(error.instancePath)}" must be of type ${String(params.type)}`,
      };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      return {
        key: keyPath(error.instancePath),
        message: `"${keyPath(error.instancePath)}" must be one of ${allowed.join(', ')}`,
      };
    }
    case 'const':
      return {
        key: keyPath(error.instancePath),
        message: `"${keyPath(error.instancePath)}" must be ${JSON.stringify(params.allowedValue)}`,
      };
    case 'pattern':
      return {
        key: keyPath(error.instancePath),
        message: `"${keyPath(error.instancePath)}" must match ${String(params.pattern)}`,
      };
    default:
      return {
        key: keyPath(error.instancePath),
        message: `"${keyPath(error.instancePath) || '(root)'}" ${error.message ?? 'is invalid'}`,
      };
  }
}

const isUnion = (e: ErrorObject) => e.keyword === 'anyOf' || e.keyword === 'oneOf';

/** The `…/anyOf/N` part of an error's schema path: which union branch reported it. */
const branchOf = (e: ErrorObject) => /^(.*\/(?:anyOf|oneOf)\/\d+)\//.exec(e.schemaPath)?.[1];

/**
 * Under a oneOf, ajv reports every branch's failures. Branches whose own `type`/`const` failed do
 * not apply to the value (a category is not a doc link); the deepest error of a branch that applies
 * explains it. When none applies, what each branch accepts explains it (`tryIt: true`: "must be
 * false or of type object"), not the first branch alone.
 */
function mostSpecific(errors: ErrorObject[]): { key: string; message: string } {
  const inapplicable = new Set(
    errors
      .filter((e) => (e.keyword === 'const' || e.keyword === 'type') && branchOf(e))
      .map((e) => branchOf(e)),
  );
  const relevant = errors.filter((e) => !isUnion(e) && !inapplicable.has(branchOf(e)));
  if (relevant.length > 0)
    return describe(
      [...relevant].sort((a, b) => b.instancePath.length - a.instancePath.length)[0]!,
    );
  const union = [...errors]
    .filter(isUnion)
    .sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
  if (!union) return describe(errors[0]!);
  const key = keyPath(union.instancePath);
  const accepted = errors
    .filter(
      (e) => e.instancePath === union.instancePath && branchOf(e)?.startsWith(union.schemaPath),
    )
    .map((e) => describe(e).message.replace(`"${key}" must be `, ''));
  return { key, message: `"${key}" must be ${[...new Set(accepted)].join(' or ')}` };
}

/**
 * Validates a user config object; returns diagnostics naming the key path and the expected type.
 */
export function validateConfig(value: unknown, file: string | undefined): Diagnostic[] {
  if (compiled(value)) return [];
  const { key, message } = mostSpecific(compiled.errors ?? []);
  return [
    {
      code: codes.configInvalid,
      severity: 'error',
      message: `Invalid config: ${message}`,
      ...(file ? { file } : {}),
      pointer:
        '/' +
        key
          .replace(/\[(\d+)\]/g, '.$1')
          .split('.')
          .join('/'),
      hint: 'See the UserConfig type (docgen.config.ts uses defineConfig for completion).',
    },
  ];
}
