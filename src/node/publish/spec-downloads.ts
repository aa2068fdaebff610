import { readFile } from 'node:fs/promises';
import $RefParser, { FileResolver, type FileInfo } from '@apidevtools/json-schema-ref-parser';
import { stringify } from 'yaml';
import { filePath, type LoadedSpec } from '../openapi/load.js';
import { hasMergeKey, mergingYamlParser } from '../openapi/merge-keys.js';
import { parseSource } from '../openapi/parse-source.js';
import { offersYaml } from '../openapi/spec-file.js';
import type { LaterFile, OutputFile } from '../output-file.js';
import { workerService, type WorkerService } from '../workers/service.js';

/**
 * The spec as downloads: `openapi.json` always, `openapi.yaml` when the source is YAML. A single
 * file offered as written is its bytes (GitHub REST's 12.5 MB, where the text would be a string of
 * two bytes a character); a serialised document is text.
 */
export interface SpecDownloads {
  json: string | Uint8Array;
  yaml?: string | Uint8Array;
}

const json = (document: unknown) => JSON.stringify(document, null, 2) + '\n';

/**
 * What serialising a spec reads of it, as sent to the worker: never the dereferenced tree (large,
 * and circular).
 */
export interface SerialiseRequest {
  spec: Pick<LoadedSpec, 'file' | 'source' | 'sources' | 'parsedFiles'>;
  yamlToo: boolean;
}

/** Serialises a spec (`serialise`), in a worker thread where it can. */
export type Serialiser = WorkerService<SerialiseRequest, SpecDownloads>;

/**
 * The serialiser of a process: bundling a multi-file spec and writing it as YAML is CPU work (~30
 * ms for this site's 21 files) that would otherwise hold back the reference, which this thread
 * makes meanwhile (a watch session makes them only when asked for), so it runs in a worker thread
 * (lib/spec-downloads-worker.js, from spec-downloads-worker.ts), started on the first spec that
 * needs it.
 */
export function createSerialiser(
  script = new URL('./spec-downloads-worker.js', import.meta.url),
): Serialiser {
  return workerService(script, () => serialise);
}

let shared: Serialiser | undefined;

/**
 * The spec as one document for `/api/openapi.json` (and `/api/openapi.yaml`): external files
 * bundled in with internal `$ref`s (never the circular dereferenced tree). A single file is its own
 * download, copied as written (comments and order included); only a YAML one is serialised once
 * more, to JSON.
 */
export async function specDownloads(
  spec: LoadedSpec,
  serialiser: Serialiser = (shared ??=
    createSerialiser()),
): Promise<SpecDownloads> {
  const yamlToo = offersYaml(spec.file);
  const { file, source, sources, parsedFiles } = spec;
  const whole = () => serialiser({ spec: { file, source, sources, parsedFiles }, yamlToo });
  // A converted Swagger 2.0 document is offered as converted, so it is serialised from `source`.
  if (spec.convertedFrom || spec.sources.length > 1) return whole();
  const bytes = await readFile(spec.file);
  // Merge keys (`<<: *base`) are read as keys named `<<` by YAML 1.2 tools: such a file is offered
  // as the merged document.
  if (yamlToo && hasMergeKey(bytes.toString('utf8'))) return whole();
  return yamlToo ? { yaml: bytes, json: json(spec.source) } : { json: bytes };
}

/** The spec's source, with the other files it `$ref`s bundled in, serialised. */
export async function serialise({ spec, yamlToo }: SerialiseRequest): Promise<SpecDownloads> {
  const doc = spec.sources.length > 1 ? await bundle(spec) : spec.source;
  return {
    json: json(doc),
    yaml: yamlToo ? stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 }) : undefined,
  };
}

/**
 * A multi-file spec as one document, from the files as loading parsed them: ref-parser reads no
 * YAML or JSON file and parses none again. (A file of another kind, which ref-parser's own parsers
 * read, is read again.)
 */
async function bundle(spec: SerialiseRequest['spec']): Promise<unknown> {
  const parsed = (info: FileInfo) => spec.parsedFiles.get(filePath(info));
  const yaml = mergingYamlParser(parseSource);
  return $RefParser.bundle(spec.file, structuredClone(spec.source), {
    resolve: {
      http: false,
      file: {
        read: (info: FileInfo) =>
          parsed(info) === undefined
            ? (FileResolver.read as (file: FileInfo) => Promise<Buffer>)(info)
            : '',
      },
    },
    parse: {
      yaml: {
        ...yaml,
        // Bundling rewrites `$ref`s in place: each file is given as a copy.
        parse: (info: FileInfo) => {
          const value = parsed(info);
          return value === undefined ? yaml.parse(info) : structuredClone(value);
        },
      },
    },
  });
}

/** A download's file beside the reference (`api/openapi.json`, `api/openapi.yaml`). */
const downloadFile = (apiRoute: string, kind: keyof SpecDownloads) =>
  `${apiRoute.replace(/^\//, '')}openapi.${kind}`;

/** The downloads as files beside the reference (`api/openapi.json`, `api/openapi.yaml`). */
export function specFiles(apiRoute: string, downloads: SpecDownloads): OutputFile[] {
  const files: OutputFile[] = [{ file: downloadFile(apiRoute, 'json'), contents: downloads.json }];
  if (downloads.yaml !== undefined)
    files.push({ file: downloadFile(apiRoute, 'yaml'), contents: downloads.yaml });
  return files;
}

/**
 * The same files, made when first asked for (by `make`, once for both): a YAML spec is offered
 * as YAML too (`specDownloads` serialises it so).
 */
export function laterSpecFiles(
  apiRoute: string,
  spec: Pick<LoadedSpec, 'file'>,
  make: () => Promise<SpecDownloads>,
): LaterFile[] {
  const kinds: (keyof SpecDownloads)[] = offersYaml(spec.file) ? ['json', 'yaml'] : ['json'];
  return kinds.map((kind) => ({
    file: downloadFile(apiRoute, kind),
    contents: async () => {
      const contents = (await make())[kind];
      if (contents === undefined) throw new Error(`${spec.file}: no ${kind} download was made`);
      return contents;
    },
  }));
}
