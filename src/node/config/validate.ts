import { Ajv, type ErrorObject } from 'ajv';
import { codes } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { configSchema } from './schema.js';

let compiled: ReturnType<Ajv['compile']> | undefined;

/** `/navbar/items/0/label` → `navbar.items[0].label` */
export function keyPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').slice(1);
  if (extra !== undefined) parts.push(extra);
  return parts.reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');
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
      return { key: keyPath(error.instancePath), message: `"${keyPath(error.instancePath)}" must be of type ${String(params.type)}` };
    case 'enum':
      return {
        key: keyPath(error.instancePath),
        message: `"${keyPath(error.instancePath)}" must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return { key: keyPath(error.instancePath), message: `"${keyPath(error.instancePath)}" must be ${JSON.stringify(params.allowedValue)}` };
    case 'pattern':
      return { key: keyPath(error.instancePath), message: `"${keyPath(error.instancePath)}" must match ${String(params.pattern)}` };
    default:
      return { key: keyPath(error.instancePath), message: `"${keyPath(error.instancePath) || '(root)'}" ${error.message ?? 'is invalid'}` };
  }
}

/** Among ajv's errors (noisy under oneOf), the deepest, most specific one explains the problem best. */
function mostSpecific(errors: ErrorObject[]): ErrorObject {
  const rank = (e: ErrorObject) => (e.keyword === 'oneOf' ? -1 : e.keyword === 'const' ? 0 : 1);
  return [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length || rank(b) - rank(a))[0]!;
}

/** Validates a user config object; returns diagnostics naming the key path and the expected type. */
export function validateConfig(value: unknown, file: string | undefined): Diagnostic[] {
  compiled ??= new Ajv({ allErrors: false, strict: false }).compile(configSchema);
  if (compiled(value)) return [];
  const { key, message } = describe(mostSpecific(compiled.errors ?? []));
  return [
    {
      code: codes.configInvalid,
      severity: 'error',
      message: `Invalid config: ${message}`,
      ...(file ? { file } : {}),
      pointer: '/' + key.replace(/\[(\d+)\]/g, '.$1').split('.').join('/'),
      hint: 'See the UserConfig type (docgen.config.ts uses defineConfig for completion).',
    },
  ];
}
