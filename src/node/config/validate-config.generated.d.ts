// Types of the generated validator (scripts/config-validator.mjs): an Ajv validate function.
import type { ErrorObject } from 'ajv';

declare const validate: { (value: unknown): boolean; errors?: ErrorObject[] | null };
export default validate;
