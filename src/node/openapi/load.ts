import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import $RefParser, { FileResolver, type FileInfo } from '@apidevtools/json-schema-ref-parser';
import { codes } from '../diagnostics/codes.js';
import {
  DocgenError,
  errnoText,
  failOnErrors,
  said,
  type Diagnostic,
} from '../diagnostics/diagnostic.js';
import { codeFrame } from '../diagnostics/frame.js';
import { isObject } from '../util/objects.js';
import { dereferenceLocal } from './dereference.js';
import { fileText, mergingYamlParser, parsedValue, type ParsedText } from './merge-keys.js';
import { parseSource, toPointer, type ParseErrorKind } from './parse-source.js';
import { convertSwagger2 } from './swagger2.js';
import { validateBounds, validateStructure } from './validate-structure.js';
import { sha256 } from '../sha256.js';

/** What loading a spec may take. */
export interface SpecLimits {
  /** Largest file read, in MiB (config `api.maxSpecMiB`): a larger one is refused unread. */
  maxSpecMiB: number;
}

/**
 * The OpenAPI document as loaded: the source object (refs kept, for downloads) and the dereferenced
 * tree.
 */
export interface LoadedSpec {
  file: string;
  /** The root document as written, `$ref`s intact. Do not mutate. */
  source: Record<string, unknown>;
  /** Every `$ref` replaced by its target; may be circular. */
  document: Record<string, unknown>;
  version: string;
  /**
   * Every file the document was read from (the root first, then its `$ref`s), with a SHA-256 of the
   * bytes read.
   */
  sources: [file: string, sha256: string][];
  /**
   * The other files of a multi-file spec, each as parsed, before any `$ref` was replaced (by
   * absolute path): the downloads bundle them without reading or parsing a file again.
   */
  parsedFiles: Map<string, unknown>;
  /** Set when the file is a Swagger 2.0 document: `source` is then its OpenAPI 3.0 conversion. */
  convertedFrom: 'swagger-2.0' | undefined;
  /** What loading noticed without failing (a conversion). */
  warnings: Diagnostic[];
}

function specError(partial: Omit<Diagnostic, 'severity'>): DocgenError {
  return new DocgenError({ severity: 'error', ...partial });
}

async function readSpec(file: string, limits: SpecLimits): Promise<Buffer> {
  const size = await stat(file).then(
    (s) => s.size,
    () => 0,
  );
  if (size > limits.maxSpecMiB * 1048576) {
    throw specError({
      code: codes.specTooLarge,
      ...said('specTooLarge', { size: (size / 1048576).toFixed(1), limit: limits.maxSpecMiB }),
      file,
    });
  }
  try {
    return await readFile(file);
  } catch (error) {
    throw specError({
      code: codes.specUnreadable,
      ...said('specUnreadable', { reason: errnoText(error) }),
      file,
    });
  }
}

function checkRoot(
  value: unknown,
  file: string,
  locate: (p: (string | number)[]) => { line: number; column: number },
): { version: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw specError({
      code: codes.specNotOpenApi,
      ...said('specRootNotObject'),
      file,
      line: 1,
      column: 1,
      pointer: '',
    });
  }
  const root = value as Record<string, unknown>;
  if (typeof root.openapi !== 'string' || !/^3\.[01]\.\d+/.test(root.openapi)) {
    throw specError({
      code: codes.specNotOpenApi,
      ...(typeof root.openapi === 'string'
        ? said('specVersionUnsupported', { version: root.openapi })
        : said('specVersionMissing')),
      file,
      ...locate(['openapi']),
      pointer: '/openapi',
    });
  }
  if (
    typeof root.paths !== 'object' &&
    typeof root.webhooks !== 'object' &&
    typeof root.components !== 'object'
  ) {
    throw specError({
      code: codes.specNotOpenApi,
      ...said('specNoPaths'),
      file,
      line: 1,
      column: 1,
      pointer: '/paths',
    });
  }
  return { version: root.openapi };
}

const parseFailure: Record<
  ParseErrorKind,
  (message: string) => Pick<Diagnostic, 'code' | 'message' | 'hint'>
> = {
  syntax: (message) => ({
    code: codes.specSyntax,
    ...said('specSyntax', { reason: message }),
  }),
  aliases: (message) => ({
    code: codes.specExpansionTooLarge,
    ...said('specAliases', { reason: message }),
  }),
  depth: (message) => ({
    code: codes.specTooDeep,
    ...said('specTooDeep', { reason: message }),
  }),
};

/** Maps ref-parser's failures to diagnostics at the `$ref` that failed. */
async function refDiagnostics(
  error: unknown,
  rootFile: string,
  rootText: string,
): Promise<Diagnostic[]> {
  const list = (error as { errors?: unknown[] }).errors ?? [error];
  const out: Diagnostic[] = [];
  for (const item of list) {
    const e = item as { message: string; source?: string; path?: (string | number)[] | null };
    const source = e.source
      ? decodeURIComponent(e.source.replace(/^file:\/\//, '')).replace(/#.*$/, '')
      : rootFile;
    const refPath = e.path ?? [];
    const text =
      path.resolve(source) === path.resolve(rootFile)
        ? rootText
        : await readFile(source, 'utf8').catch(() => '');
    const located = parseSource(text).locate([...refPath, '$ref']);
    out.push({
      code: codes.specRefUnresolved,
      severity: 'error',
      ...said('specRefUnresolved', { reason: refMessage(e.message) }),
      file: source,
      ...located,
      pointer: toPointer(refPath),
      ...(text ? { frame: codeFrame(text, located.line, located.column) } : {}),
    });
  }
  return out;
}

/**
 * ref-parser's message, with a file it could not open named as the reader's other paths are
 * (from the working folder) rather than by its absolute path, and its errno said once.
 */
function refMessage(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  const opening = /^Error opening file (.+?): (E[A-Z]+)\b/.exec(flat);
  if (!opening) return flat;
  const shown = path.relative(process.cwd(), opening[1]!).split(path.sep).join('/');
  const what = opening[2] === 'ENOENT' ? 'does not exist' : `cannot be read (${opening[2]})`;
  return `the file ${shown} ${what}`;
}

/** The absolute path of a file ref-parser reads. */
export const filePath = (info: FileInfo) =>
  path.resolve(decodeURI(info.url.replace(/^file:\/\//i, '')));

/**
 * The document with every `$ref` replaced by its target (a copy: `source` stays as written). A
 * single-file spec is dereferenced in one pass (dereference.ts); anything else by ref-parser,
 * which records every file it reads, with a hash of its bytes, in `sources`.
 */
async function dereference(
  file: string,
  source: Record<string, unknown>,
  sources: Map<string, string>,
  parsedFiles: Map<string, unknown>,
  parseFile: ParseFile,
): Promise<Record<string, unknown>> {
  const local = dereferenceLocal(source);
  if (local) return local;
  return (await $RefParser.dereference(file, structuredClone(source), {
    continueOnError: true,
    dereference: { circular: true },
    parse: {
      // The files it $refs are parsed as the root is: YAML merge keys merged (merge-keys.ts).
      // Dereferencing replaces a file's `$ref`s in place: it is given a copy, and the value as
      // parsed is kept (and never changed).
      yaml: {
        ...mergingYamlParser(parseSource),
        parse: async (info: FileInfo) => {
          const value = parsedValue(await parseFile(fileText(info)));
          parsedFiles.set(filePath(info), value);
          return structuredClone(value);
        },
      },
    },
    resolve: {
      http: false,
      // ref-parser's own reader, hashing the very bytes it returns (a cache of the spec checks
      // them).
      file: {
        read: async (info: FileInfo) => {
          // Typed as a union of every resolver option; the file resolver's read is this one.
          const data = await (FileResolver.read as (file: FileInfo) => Promise<Buffer>)(info);
          sources.set(filePath(info), sha256(data));
          return data;
        },
      },
    },
  })) as Record<string, unknown>;
}

/**
 * Parses the text of a file the document `$ref`s (YAML or JSON, merge keys merged). The spec stage
 * parses through the runner, so that a watch session parses again only the files that changed.
 */
export type ParseFile = (text: string) => ParsedText | Promise<ParsedText>;

/**
 * Reads, parses (YAML or JSON) and dereferences the OpenAPI document, failing with located
 * diagnostics.
 */
export async function loadSpec(
  file: string,
  limits: SpecLimits = { maxSpecMiB: 64 },
  parseFile: ParseFile = parseSource,
): Promise<LoadedSpec> {
  const bytes = await readSpec(file, limits);
  const text = bytes.toString('utf8');
  const parsed = parseSource(text);
  if (parsed.error) {
    const { kind, message, line, column } = parsed.error;
    throw specError({
      ...parseFailure[kind](message),
      file,
      line,
      column,
      frame: codeFrame(text, line, column),
    });
  }
  let source = parsed.value as Record<string, unknown>;
  const warnings: Diagnostic[] = [];
  const swagger = isObject(source) && typeof source.swagger === 'string';
  if (swagger) {
    const converted = await convertSwagger2(source, { file, ...parsed.locate(['swagger']) });
    source = converted.document;
    warnings.push(converted.warning);
  }
  const { version } = checkRoot(source, file, parsed.locate);
  const tree = parsed.tree === true && !swagger;
  const tooBig = validateBounds({ file, text, locate: parsed.locate, document: source, tree });
  if (tooBig) throw new DocgenError(tooBig);
  // The bytes read, as the memo hashes a file (and three times as fast as the text: GitHub REST's
  // 12 MB, 12 ms against 35–45 ms).
  const sources = new Map([[path.resolve(file), sha256(bytes)]]);
  const parsedFiles = new Map<string, unknown>();
  let document: Record<string, unknown>;
  try {
    document = await dereference(file, source, sources, parsedFiles, parseFile);
  } catch (error) {
    throw new DocgenError(await refDiagnostics(error, file, text));
  }
  const structure = validateStructure({ file, text, locate: parsed.locate, document });
  failOnErrors(structure);
  warnings.push(...structure);
  return {
    file,
    source,
    document,
    version,
    sources: [...sources],
    parsedFiles,
    convertedFrom: swagger ? 'swagger-2.0' : undefined,
    warnings,
  };
}
