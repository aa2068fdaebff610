import path from 'node:path';
import type { TObject, TSchema } from 'typebox';
import { configDefinition } from './definition.js';
import { metaOf, type ResolveContext } from './field.js';
import { asSchema, howResolved } from './json-schema.js';
import type { ResolvedConfig, UserConfig } from './types.js';
import { isObject, type JsonObject } from '../util/objects.js';

/**
 * The config with every default filled and every resolution of definition.ts applied, field by
 * field in the definition's order: an object whose fields may all be left out has each of them
 * resolved in turn; anything else (lists, unions, an object with required fields) is kept as
 * written, else its default, unless its field says how to resolve it.
 */
export function resolveConfig(
  user: UserConfig,
  root: string,
  configFile: string | undefined,
): ResolvedConfig {
  const config: JsonObject = { root, configFile };
  fill(config, configDefinition, user as JsonObject, { root, config });
  return config as unknown as ResolvedConfig;
}

interface Scope {
  root: string;
  /** The resolved config so far (a `defaultFrom` reads a field resolved before its own). */
  config: JsonObject;
}

/** Resolves each field of `schema` from `given` into `out`, which is already in the config. */
function fill(out: JsonObject, schema: TObject, given: JsonObject, scope: Scope): JsonObject {
  for (const [key, property] of Object.entries(schema.properties)) {
    const value = given[key];
    const start = value !== undefined ? value : defaultOf(property, scope);
    const how = howResolved(asSchema(property));
    const resolution = metaOf(property)?.resolution;
    if (how === 'resolution' && resolution) {
      const context: ResolveContext = {
        root: scope.root,
        given: value !== undefined,
        written: (other) => given[other] !== undefined,
        fields: (object, fields) => fill({}, object, fields as JsonObject, scope) as never,
      };
      out[key] = resolution.resolve(start as never, context);
    } else if (how === 'fields') {
      fill((out[key] = {}), property as TObject, isObject(start) ? start : {}, scope);
    } else {
      out[key] = start;
    }
  }
  return out;
}

/** A field's default (a copy: a stage never shares the definition's), or the field it names. */
function defaultOf(schema: TSchema, scope: Scope): unknown {
  if ('default' in schema) return structuredClone(schema.default);
  const from = metaOf(schema)?.defaultFrom;
  if (from === undefined) return undefined;
  return from.split('.').reduce<unknown>((at, key) => {
    if (!isObject(at) || !(key in at)) throw new Error(`defaultFrom ${from}: not resolved yet`);
    return at[key];
  }, scope.config);
}

/** Command-line flags that override the config file. */
export interface ConfigOverrides {
  outDir?: string;
  baseUrl?: string;
  spec?: string;
  contentDir?: string;
}

export function applyOverrides(
  config: ResolvedConfig,
  overrides: ConfigOverrides,
  cwd: string,
): ResolvedConfig {
  return {
    ...config,
    outDir: overrides.outDir ? path.resolve(cwd, overrides.outDir) : config.outDir,
    baseUrl: overrides.baseUrl ?? config.baseUrl,
    contentDir: overrides.contentDir ? path.resolve(cwd, overrides.contentDir) : config.contentDir,
    api: {
      ...config.api,
      spec: overrides.spec ? path.resolve(cwd, overrides.spec) : config.api.spec,
    },
  };
}
