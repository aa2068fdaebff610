import { readFile } from 'node:fs/promises';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { stringify } from 'yaml';
import type { LoadedSpec } from './load.js';

/**
 * The spec as one document for `/api/openapi.yaml` and `/api/openapi.json`: external files bundled in
 * with internal `$ref`s (never the circular dereferenced tree). A single-file spec is its source.
 */
export async function specDownloads(spec: LoadedSpec): Promise<{ yaml: string; json: string }> {
  const hasExternal = /"\$ref":"[^#"]/.test(JSON.stringify(spec.source));
  if (!hasExternal) {
    // A single YAML file is already the download, comments and order included.
    const yaml = /\.ya?ml$/i.test(spec.file) ? await readFile(spec.file, 'utf8') : stringify(spec.source, { aliasDuplicateObjects: false, lineWidth: 0 });
    return { yaml, json: JSON.stringify(spec.source, null, 2) + '\n' };
  }
  const document = (await $RefParser.bundle(spec.file, structuredClone(spec.source), { resolve: { http: false } })) as Record<string, unknown>;
  return { yaml: stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 }), json: JSON.stringify(document, null, 2) + '\n' };
}
