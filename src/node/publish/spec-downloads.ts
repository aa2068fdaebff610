import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { stringify } from 'yaml';
import type { LoadedSpec } from '../openapi/load.js';
import { hasMergeKey, mergingYamlParser } from '../openapi/merge-keys.js';
import { parseSource } from '../openapi/parse-source.js';
import { offersYaml } from '../openapi/spec-file.js';
import type { OutputFile } from '../types.js';

/** The spec as downloads: `openapi.json` always, `openapi.yaml` when the source is YAML. */
export interface SpecDownloads {
  json: string;
  yaml?: string;
}

const json = (document: unknown) => JSON.stringify(document, null, 2) + '\n';

/**
 * Bundling re-reads every file of a multi-file spec and stringifying it is CPU work, so it runs in
 * a worker thread, on the other core, while the main thread builds the reference's view models.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const RefParser = require(workerData.refParser);
const { stringify } = require(workerData.yaml);
const jsYaml = require(workerData.jsYaml);
const schema = jsYaml.CORE_SCHEMA.withTags(jsYaml.mergeTag);
// YAML merge keys merged, as loadSpec merges them (merge-keys.ts).
const yamlParser = {
  order: 200,
  allowEmpty: true,
  canParse: ['.yaml', '.yml', '.json'],
  parse: (file) => jsYaml.load(String(file.data), { schema }),
};
(RefParser.default || RefParser).bundle(workerData.file, {
  resolve: { http: false },
  parse: { yaml: yamlParser },
}).then(
  (doc) => parentPort.postMessage({
    json: JSON.stringify(doc, null, 2) + '\\n',
    yaml: workerData.yamlToo
      ? stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 })
      : undefined,
  }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);`;

/** A multi-file spec bundled into one document (external `$ref`s resolved), in a worker. */
function bundleInWorker(file: string, yamlToo: boolean): Promise<SpecDownloads> {
  const require = createRequire(import.meta.url);
  const workerData = {
    file,
    yamlToo,
    refParser: require.resolve('@apidevtools/json-schema-ref-parser'),
    yaml: require.resolve('yaml'),
    jsYaml: require.resolve('js-yaml'),
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData });
    worker.once('message', (m: SpecDownloads | { error: string }) => {
      void worker.terminate();
      if ('error' in m) reject(new Error(m.error));
      else resolve(m);
    });
    worker.once('error', reject);
  });
}

/**
 * The spec as one document for `/api/openapi.json` (and `/api/openapi.yaml`): external files
 * bundled in with internal `$ref`s (never the circular dereferenced tree). A single file is its own
 * download, copied as written (comments and order included); only a YAML one is serialised once
 * more, to JSON.
 */
export async function specDownloads(spec: LoadedSpec): Promise<SpecDownloads> {
  const yamlToo = offersYaml(spec.file);
  // A converted Swagger 2.0 document is offered as converted, so it is serialised from `source`.
  if (spec.convertedFrom) return serialise(spec, yamlToo);
  if (spec.sources.length > 1) {
    try {
      return await bundleInWorker(spec.file, yamlToo);
    } catch {
      // No worker (restricted runtime): the same work on this thread.
      return serialise(spec, yamlToo);
    }
  }
  const text = await readFile(spec.file, 'utf8');
  // Merge keys (`<<: *base`) are read as keys named `<<` by YAML 1.2 tools: such a file is offered
  // as the merged document.
  if (yamlToo && hasMergeKey(text)) return serialise(spec, yamlToo);
  return yamlToo ? { yaml: text, json: json(spec.source) } : { json: text };
}

/** The spec's source (bundled if it has other files) serialised on this thread. */
async function serialise(spec: LoadedSpec, yamlToo: boolean): Promise<SpecDownloads> {
  const doc =
    spec.sources.length > 1
      ? await $RefParser.bundle(spec.file, structuredClone(spec.source), {
          resolve: { http: false },
          parse: { yaml: mergingYamlParser(parseSource) },
        })
      : spec.source;
  return {
    json: json(doc),
    yaml: yamlToo ? stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }) : undefined,
  };
}

/** The downloads as files beside the reference (`api/openapi.json`, `api/openapi.yaml`). */
export function specFiles(apiRoute: string, downloads: SpecDownloads): OutputFile[] {
  const dir = apiRoute.replace(/^\//, '');
  const files: OutputFile[] = [{ file: `${dir}openapi.json`, contents: downloads.json }];
  if (downloads.yaml !== undefined)
    files.push({ file: `${dir}openapi.yaml`, contents: downloads.yaml });
  return files;
}
