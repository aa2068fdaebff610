import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { stringify } from 'yaml';
import type { LoadedSpec } from '../openapi/load.js';
import type { OutputFile } from '../types.js';

export interface SpecDownloads {
  yaml: string;
  json: string;
}

const formats = (document: unknown): SpecDownloads => ({
  yaml: stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 }),
  json: JSON.stringify(document, null, 2) + '\n',
});

/**
 * Bundling re-reads every file of a multi-file spec and stringifying it is CPU work, so it runs in
 * a worker thread, on the other core, while the main thread builds the reference's view models.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const RefParser = require(workerData.refParser);
const { stringify } = require(workerData.yaml);
const load = workerData.bundle
  ? (RefParser.default || RefParser).bundle(workerData.file, { resolve: { http: false } })
  : Promise.resolve().then(() => JSON.parse(readFileSync(workerData.file, 'utf8')));
load.then(
  (doc) => parentPort.postMessage({
    yaml: stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }),
    json: JSON.stringify(doc, null, 2) + '\\n',
  }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);`;

/**
 * `bundle`: resolve external `$ref`s into one document; otherwise the file is one JSON document.
 */
function inWorker(file: string, bundle: boolean): Promise<SpecDownloads> {
  const require = createRequire(import.meta.url);
  const workerData = {
    file,
    bundle,
    refParser: require.resolve('@apidevtools/json-schema-ref-parser'),
    yaml: require.resolve('yaml'),
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
 * The spec as one document for `/api/openapi.yaml` and `/api/openapi.json`: external files bundled
 * in with internal `$ref`s (never the circular dereferenced tree). A single-file spec is its
 * source.
 */
export async function specDownloads(spec: LoadedSpec): Promise<SpecDownloads> {
  const bundle = /"\$ref":"[^#"]/.test(JSON.stringify(spec.source));
  // A single YAML file is already the download, comments and order included.
  if (!bundle && /\.ya?ml$/i.test(spec.file))
    return {
      yaml: await readFile(spec.file, 'utf8'),
      json: JSON.stringify(spec.source, null, 2) + '\n',
    };
  try {
    return await inWorker(spec.file, bundle);
  } catch {
    // No worker (restricted runtime): the same work on this thread.
    return formats(
      bundle
        ? await $RefParser.bundle(spec.file, structuredClone(spec.source), {
            resolve: { http: false },
          })
        : spec.source,
    );
  }
}

/** The downloads as files beside the reference (`api/openapi.yaml`, `api/openapi.json`). */
export function specFiles(apiRoute: string, downloads: SpecDownloads): OutputFile[] {
  const dir = apiRoute.replace(/^\//, '');
  return [
    { file: `${dir}openapi.yaml`, contents: downloads.yaml },
    { file: `${dir}openapi.json`, contents: downloads.json },
  ];
}
