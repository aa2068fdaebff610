/**
 * What scripts/config-*.mjs write from definition.ts: the validator's JSON Schema (which Ajv
 * compiles), types.ts and docs/configuracao.md. Only the scripts and the tests load this.
 */
import { configDefinition } from '../definition.js';
import { asSchema, validationSchema } from '../json-schema.js';

export { referenceFields, referenceText } from './reference.js';
export { typesSource } from './typescript.js';

/** The JSON Schema the config is validated against. */
export const configSchema = validationSchema(asSchema(configDefinition));
