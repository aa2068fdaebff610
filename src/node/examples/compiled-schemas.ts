import { createRequire } from 'node:module';
import type { Ajv2020, Options, ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Where the code Ajv generates for a schema may be kept between runs (`docgen check` keeps it in
 * its memo): compiling the spec's large dereferenced schemas is most of the example checks' time,
 * loading the code again a small part of it. Given a schema's JSON and the name of the Ajv options,
 * returns the code `generate` makes, or the code it made before. `null`: the schema did not
 * compile.
 */
export type ValidatorCache = (
  schemaJson: string,
  flavour: string,
  generate: () => string | null,
) => string | null;

// Ajv is loaded with require, when a schema is first compiled: a run whose schemas are all in the
// cache does without it (the code it generated needs only its small runtime modules).
const require = createRequire(import.meta.url);
// The generated code requires Ajv's runtime and ajv-formats' formats: another version generates
// other code.
export const AJV_VERSIONS = ['ajv', 'ajv-formats']
  .map((name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`)
  .join(' ');

/** An Ajv for the JSON Schema 2020-12 dialect of OpenAPI 3.1 with ajv-formats' formats. */
export function createAjv(options: Options): Ajv2020 {
  const { Ajv2020: Ajv } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const addFormats = (require('ajv-formats') as { default: (ajv: Ajv2020) => Ajv2020 }).default;
  return addFormats(new Ajv(options));
}

function standaloneCode(ajv: Ajv2020, validate: ValidateFunction): string {
  return (
    require('ajv/dist/standalone/index.js') as {
      default: (ajv: Ajv2020, validate: ValidateFunction) => string;
    }
  ).default(ajv, validate);
}

function tryCompile(ajv: Ajv2020, schema: unknown): ValidateFunction | null {
  try {
    // A schema is an object or a boolean; Ajv rejects anything else, as not compiling.
    return ajv.compile(schema as object | boolean);
  } catch {
    // E.g. a circular dereferenced schema, or (strict mode) one with an unknown keyword.
    return null;
  }
}

/**
 * Evaluates code written by Ajv's standaloneCode (a CommonJS module exporting the validate
 * function).
 */
function load(code: string): ValidateFunction {
  const module = { exports: {} as { default?: ValidateFunction } };
  // The same evaluation Ajv does for a schema it compiles, of code it generated.
  new Function('require', 'module', 'exports', code)(require, module, module.exports);
  return module.exports as ValidateFunction;
}

/**
 * Compiles schemas with one Ajv instance, each schema object once; with a cache, the generated code
 * of a schema (by its JSON and `flavour`, the name of the Ajv options) is reused across runs.
 * The Ajv instance needs `code: { source: true }` for its code to be kept.
 */
export class SchemaCompiler {
  private readonly compiled = new Map<unknown, ValidateFunction | null>();
  private instance: Ajv2020 | undefined;

  /** `ajv` makes the instance, on the first schema not found in the cache. */
  constructor(
    private readonly ajv: () => Ajv2020,
    private readonly flavour: string,
    private readonly cache?: ValidatorCache,
  ) {}

  compile(schema: unknown): ValidateFunction | null {
    let validate = this.compiled.get(schema);
    if (validate === undefined) {
      validate = this.cached(schema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }

  private compiler(): Ajv2020 {
    return (this.instance ??= this.ajv());
  }

  private cached(schema: unknown): ValidateFunction | null {
    const json = this.cache ? jsonOf(schema) : undefined;
    // A schema with an `$id` is also registered in the Ajv instance, which later compiles depend
    // on.
    if (!this.cache || json === undefined || json.includes('"$id"'))
      return tryCompile(this.compiler(), schema);
    let fresh: ValidateFunction | null | undefined;
    const code = this.cache(json, this.flavour, () => {
      fresh = tryCompile(this.compiler(), schema);
      return fresh ? standaloneCode(this.compiler(), fresh) : null;
    });
    if (fresh !== undefined) return fresh;
    return code === null ? null : load(code);
  }
}

/**
 * The schema as JSON, or undefined when it has none (a circular dereferenced schema, not JSON at
 * all).
 */
function jsonOf(schema: unknown): string | undefined {
  try {
    return JSON.stringify(schema) as string | undefined;
  } catch {
    return undefined;
  }
}
