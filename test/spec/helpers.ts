// Shared helpers for the OpenAPI spec tests (test/spec/*.test.ts).
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as ajvFormatsModule from 'ajv-formats';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SPEC_PATH = fileURLToPath(new URL('../../spec/openapi.yaml', import.meta.url));
export const REDOCLY_CONFIG_PATH = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A JSON-ish object; the spec is untyped YAML, so tests read it through this type. */
export type Json = Record<string, any>;

let cached: Promise<Json> | undefined;

/** The spec with every `$ref` (across files) replaced by its target. */
export function loadDereferencedSpec(): Promise<Json> {
  cached ??= $RefParser.dereference(SPEC_PATH) as Promise<Json>;
  return cached;
}

/** Escapes one JSON Pointer token (RFC 6901). */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointer(...tokens: Array<string | number>): string {
  return '#/' + tokens.map(pointerToken).join('/');
}

type AddFormats = (ajv: Ajv2020) => Ajv2020;

// ajv-formats is CommonJS; depending on the TypeScript module resolution the
// default import is either the plugin or a namespace holding it.
function resolveAddFormats(): AddFormats {
  const mod = ajvFormatsModule as unknown as { default: AddFormats | { default: AddFormats } };
  const candidate = mod.default;
  return typeof candidate === 'function' ? candidate : candidate.default;
}

/** Ajv for the JSON Schema 2020-12 dialect used by OpenAPI 3.1, with formats. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    // `required` inside `if` branches without a `type` is intended here.
    strictTypes: false,
    // `anyOf: [{ required: [email] }, { required: [phone] }]` names properties
    // declared by the parent schema, which is valid JSON Schema.
    strictRequired: false,
    allowUnionTypes: true,
  });
  resolveAddFormats()(ajv);
  return ajv;
}
