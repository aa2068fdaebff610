import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script (it runs with node alone), without types.
import { configReference, target } from '../../../scripts/config-reference.mjs';
import { configSchema } from '../../../src/node/config/generate/index.js';

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: readonly Schema[];
  type?: string;
};

/** Every field docgen.config.ts may set, as the schema (what docgen accepts) says, depth first. */
function schemaFields(schema: Schema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = prefix + name;
    const object =
      property.type === 'array' && property.items?.properties
        ? { schema: property.items, sub: `${path}[].` }
        : [property, ...(property.oneOf ?? [])]
            .filter((s) => s.properties)
            .map((s) => ({ schema: s, sub: `${path}.` }))[0];
    return [path, ...(object ? schemaFields(object.schema, object.sub) : [])];
  });
}

const generated: string = await (configReference as () => Promise<string>)();

describe('docs/configuracao.md, the configuration reference', () => {
  it.each(schemaFields(configSchema as unknown as Schema))('documents %s', (field) => {
    const heading = new RegExp(`^#{2,3} \`${field.replace(/[.[\]]/g, '\\$&')}\`$`, 'm');
    expect(generated).toMatch(heading);
    const section = generated.split(heading)[1]!.split(/^#{2,3} /m)[0]!;
    expect(section).toMatch(/^- Tipo: .+/m);
    // A required field has no default; every other field says its default.
    if (!/\(obrigatório\)/.test(section)) expect(section).toMatch(/^- Padrão: .+/m);
    expect(section.trim().split('\n')[0]!.length).toBeGreaterThan(10);
  });

  it('is the one the script generates now (run `node scripts/config-reference.mjs`)', () => {
    expect(readFileSync(target as string, 'utf8')).toBe(generated);
  });
});
