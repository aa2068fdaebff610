/**
 * docs/configuracao.md, written from definition.ts: every field docgen.config.ts may set (an
 * object's fields after it, depth first), with its description, type, default, what it accepts
 * and an example.
 */
import { configDefinition } from '../definition.js';
import { defaultText, type TypeNames, typeMembers } from './describe.js';
import { literal } from './literal.js';
import { asSchema, hasFields, isRequired, members, type Schema } from '../json-schema.js';

/** One field of the reference. */
export interface ReferenceField {
  /** `navbar.items[].label` */
  path: string;
  schema: Schema;
  required: boolean;
}

/** Titled types are named as in types.ts (`SidebarItemConfig`), not spelled out. */
const names: TypeNames = { named: (name) => name };

/** Every field of an object schema, depth first, each followed by its own object's fields. */
export function referenceFields(object: Schema, prefix = ''): ReferenceField[] {
  return Object.entries(object.properties ?? {}).flatMap(([key, schema]) => {
    const path = prefix + key;
    if (!schema.description) throw new Error(`${path}: give it a description in definition.ts`);
    const field = { path, schema, required: isRequired(object, key) };
    const inner = fieldsOf(schema);
    return [field, ...(inner ? referenceFields(inner.object, path + inner.suffix) : [])];
  });
}

/** The object whose fields a field's value has: itself, a list's items, a union's object. */
function fieldsOf(schema: Schema): { object: Schema; suffix: string } | undefined {
  for (const member of members(schema)) {
    if (hasFields(member)) return { object: member, suffix: '.' };
    if (member.type === 'array' && member.items && hasFields(member.items))
      return { object: member.items, suffix: '[].' };
  }
  return undefined;
}

/** `string`, or "objeto (campos abaixo)" for an object documented below, per union member. */
function typeCell(schema: Schema): string {
  return members(schema)
    .map((member) => {
      if (hasFields(member)) return 'objeto (campos abaixo)';
      if (member.type === 'array' && member.items && hasFields(member.items))
        return 'lista de objetos (campos abaixo)';
      return typeMembers(member, names)
        .map((type) => `\`${type}\``)
        .join(' ou ');
    })
    .join(' ou ');
}

/** What the schema accepts beyond the type: values, pattern, bounds. */
function constraints(schema: Schema): string[] {
  const parts: string[] = [];
  for (const s of [schema, ...(schema.anyOf ?? []), schema.items ?? {}]) {
    if (s.enum) parts.push(`um de ${s.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`);
    if (s.pattern) parts.push(`casa com \`${s.pattern}\``);
    if (s.minimum !== undefined) parts.push(`no mínimo ${s.minimum}`);
    if (s.maximum !== undefined) parts.push(`no máximo ${s.maximum}`);
    if (s.exclusiveMinimum !== undefined) parts.push(`maior que ${s.exclusiveMinimum}`);
  }
  return parts;
}

/** `'dist'` as code; `undefined` (sem logo); o valor de `title`. */
function defaultCell(schema: Schema): string {
  const { code, words } = defaultText(schema);
  if (code === undefined) return words ?? '';
  return `\`${code}\`${words ? ` (${words})` : ''}`;
}

function section(field: ReferenceField): string {
  const { path, schema } = field;
  const heading = path.includes('.') ? '###' : '##';
  const lines = [`${heading} \`${path}\``, '', oneLine(schema.description ?? ''), ''];
  lines.push(`- Tipo: ${typeCell(schema)}${field.required ? ' (obrigatório)' : ''}`);
  if (!field.required) lines.push(`- Padrão: ${defaultCell(schema)}`);
  const accepts = constraints(schema);
  if (accepts.length > 0) lines.push(`- Aceita: ${accepts.join('; ')}`);
  const example = schema.examples?.[0];
  if (example !== undefined) lines.push(`- Exemplo: \`${literal(example)}\``);
  return [...lines, ''].join('\n');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of docs/configuracao.md. */
export function referenceText(): string {
  const list = referenceFields(asSchema(configDefinition));
  const top = list.filter((f) => !f.path.includes('.'));
  return [
    '# Configuração',
    '',
    '<!-- Gerado por scripts/config-reference.mjs de src/node/config/definition.ts. Não edite:',
    '     mude o campo em definition.ts e rode `node scripts/config-reference.mjs`. -->',
    '',
    'O `docgen.config.ts` fica na raiz do projeto e exporta `defineConfig({ ... })`. Todo',
    'campo é opcional; caminhos são relativos à pasta do arquivo de configuração. Chaves',
    'desconhecidas e valores errados param o build com o erro DG1003, todos de uma vez: cada um',
    'na linha e na coluna da chave, com o tipo esperado e, para uma chave parecida com uma',
    'conhecida, qual (`Did you mean "onBrokenLinks"?`).',
    '',
    '```ts',
    "import { defineConfig } from 'docgen-openapi';",
    '',
    'export default defineConfig({',
    "  title: 'Minha API',",
    "  editUrl: 'https://github.com/acme/docs/edit/main',",
    '  lastUpdated: true,',
    '});',
    '```',
    '',
    '| campo | tipo | padrão |',
    '| --- | --- | --- |',
    ...top.map((f) => {
      const cells = [
        `[\`${f.path}\`](#${f.path.toLowerCase()})`,
        typeCell(f.schema),
        defaultCell(f.schema),
      ];
      return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
    }),
    '',
    ...list.map(section),
  ].join('\n');
}
