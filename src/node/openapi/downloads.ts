import $RefParser from '@apidevtools/json-schema-ref-parser';
import { stringify } from 'yaml';
import type { LoadedSpec } from './load.js';

/**
 * The spec as one document for `/api/openapi.yaml` and `/api/openapi.json`: external files bundled in
 * with internal `$ref`s (never the circular dereferenced tree). A single-file spec is its source.
 */
export async function specDownloads(spec: LoadedSpec): Promise<{ yaml: string; json: string }> {
  const hasExternal = /"\$ref":"[^#"]/.test(JSON.stringify(spec.source));
  const document = hasExternal
    ? ((await $RefParser.bundle(spec.file, structuredClone(spec.source), { resolve: { http: false } })) as Record<string, unknown>)
    : spec.source;
  return { yaml: stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 }), json: JSON.stringify(document, null, 2) + '\n' };
}
