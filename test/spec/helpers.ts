// Shared helpers for the OpenAPI spec tests (test/spec/*.test.ts).
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SPEC_PATH = fileURLToPath(new URL('../../spec/openapi.yaml', import.meta.url));
export const REDOCLY_CONFIG_PATH = fileURLToPath(new URL('../../redocly.yaml', import.meta.url));

export { HTTP_METHODS } from '../../src/shared/api-view-models.js';

/** A JSON-ish object; the spec is untyped YAML, so tests read it through this type. */
// biome-ignore lint/suspicious/noExplicitAny: untyped YAML that tests walk without narrowing
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

/**
 * The same Ajv (2020-12 dialect, strict, with formats) that `docgen check` validates spec examples
 * with.
 */
export { createSpecAjv as createAjv } from '../../src/node/check/spec-examples.js';
