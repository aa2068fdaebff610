// Generates docs/configuracao.md, the reference of every field of docgen.config.ts: the fields are
// those of the config schema (src/node/config/schema.ts, what docgen accepts), each described by
// the JSDoc of its property in src/node/config/types.ts (what editors show), with its type,
// default and example. A schema field without a description fails the script.
// `node scripts/config-reference.mjs` rewrites the file; test/unit/config/reference.test.ts checks
// that it lists every field and is up to date.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { loadConfigSchema } from './config-validator.mjs';

export const target = fileURLToPath(new URL('../docs/configuracao.md', import.meta.url));
const typesFile = fileURLToPath(new URL('../src/node/config/types.ts', import.meta.url));

/** Every interface of types.ts: its properties with their type node and JSDoc. */
function readInterfaces(text) {
  const source = ts.createSourceFile(typesFile, text, ts.ScriptTarget.Latest, true);
  const interfaces = new Map();
  for (const statement of source.statements)
    if (ts.isInterfaceDeclaration(statement))
      interfaces.set(statement.name.text, membersOf(statement.members));
  return interfaces;
}

function membersOf(members) {
  const out = new Map();
  for (const member of members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const doc = ts.getJSDocCommentsAndTags(member).find(ts.isJSDoc);
    const tag = (name) => {
      const found = doc?.tags?.find((t) => t.tagName.text === name);
      return found ? oneLine(ts.getTextOfJSDocComment(found.comment) ?? '') : undefined;
    };
    out.set(member.name.getText(), {
      type: member.type,
      required: !member.questionToken,
      description: oneLine(ts.getTextOfJSDocComment(doc?.comment) ?? ''),
      default: tag('default'),
      example: tag('example'),
    });
  }
  return out;
}

const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

/** The interface a property's type names (through unions and arrays), and whether it is a list. */
function interfaceOf(type, interfaces, array = false) {
  if (ts.isParenthesizedTypeNode(type)) return interfaceOf(type.type, interfaces, array);
  if (ts.isArrayTypeNode(type)) return interfaceOf(type.elementType, interfaces, true);
  if (ts.isTypeReferenceNode(type) && interfaces.has(type.typeName.getText()))
    return { members: interfaces.get(type.typeName.getText()), array };
  if (ts.isUnionTypeNode(type))
    for (const member of type.types) {
      const found = interfaceOf(member, interfaces, array);
      if (found) return found;
    }
  return undefined;
}

/** The object schema inside a property's schema (itself, a list's items, a oneOf branch). */
function objectSchema(schema) {
  if (schema.properties) return { schema, array: false };
  if (schema.type === 'array' && schema.items?.properties)
    return { schema: schema.items, array: true };
  for (const branch of schema.oneOf ?? []) if (branch.properties) return objectSchema(branch);
  return undefined;
}

/** What the schema accepts beyond the type: values, pattern, bounds. */
function constraints(schema) {
  const parts = [];
  const all = [schema, ...(schema.oneOf ?? []), schema.items ?? {}];
  for (const s of all) {
    if (s.enum) parts.push(`um de ${s.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`);
    if (s.pattern) parts.push(`casa com \`${s.pattern}\``);
    if (s.minimum !== undefined) parts.push(`no mínimo ${s.minimum}`);
    if (s.maximum !== undefined) parts.push(`no máximo ${s.maximum}`);
    if (s.exclusiveMinimum !== undefined) parts.push(`maior que ${s.exclusiveMinimum}`);
  }
  return parts;
}

/** Every field of the schema, depth first, each with its JSDoc (an error names a missing one). */
function fields(schema, members, interfaces, prefix) {
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const path = prefix + name;
    const member = members.get(name);
    if (!member) throw new Error(`${path}: the schema has it, types.ts has no such property`);
    if (!member.description || member.default === undefined)
      throw new Error(`${path}: give it a description and a @default in types.ts`);
    const field = { path, ...member, constraints: constraints(property) };
    const inner = objectSchema(property);
    if (!inner) return [field];
    const nested = interfaceOf(member.type, interfaces);
    if (!nested) throw new Error(`${path}: an object in the schema, but no interface in types.ts`);
    const sub = prefix + name + (inner.array ? '[].' : '.');
    return [field, ...fields(inner.schema, nested.members, interfaces, sub)];
  });
}

/** `string`, or "objeto (campos abaixo)" for an interface documented below, per union member. */
function typeText(field, interfaces) {
  const members = ts.isUnionTypeNode(field.type) ? field.type.types : [field.type];
  return members
    .map((type) => {
      const nested = interfaceOf(type, interfaces);
      if (!nested) return `\`${oneLine(type.getText())}\``;
      return nested.array ? 'lista de objetos (campos abaixo)' : 'objeto (campos abaixo)';
    })
    .join(' ou ');
}

function section(field, interfaces) {
  const depth = field.path.includes('.') ? '###' : '##';
  const lines = [`${depth} \`${field.path}\``, '', field.description, ''];
  lines.push(`- Tipo: ${typeText(field, interfaces)}${field.required ? ' (obrigatório)' : ''}`);
  if (!field.required) lines.push(`- Padrão: ${code(field.default)}`);
  if (field.constraints.length > 0) lines.push(`- Aceita: ${field.constraints.join('; ')}`);
  if (field.example) lines.push(`- Exemplo: \`${field.example}\``);
  return [...lines, ''].join('\n');
}

/** `'dist'` as code; `undefined (sem logo)` as code and words. */
function code(value) {
  const match = /^(\S+|\{.*\}|\[.*\])(?: \((.+)\))?$/.exec(value);
  if (!match) return value;
  const [, literal, words] = match;
  if (/^[a-zà-ú]/.test(literal) && !/^(undefined|true|false)$/.test(literal)) return value;
  return `\`${literal}\`${words ? ` (${words})` : ''}`;
}

/** The text of docs/configuracao.md. */
export async function configReference() {
  const schema = await loadConfigSchema();
  const interfaces = readInterfaces(await readFile(typesFile, 'utf8'));
  const list = fields(schema, interfaces.get('UserConfig'), interfaces, '');
  const top = list.filter((f) => !f.path.includes('.'));
  return [
    '# Configuração',
    '',
    '<!-- Gerado por scripts/config-reference.mjs de src/node/config/schema.ts e types.ts.',
    '     Não edite: mude o JSDoc em types.ts e rode `node scripts/config-reference.mjs`. -->',
    '',
    'O `docgen.config.ts` fica na raiz do projeto e exporta `defineConfig({ ... })`. Todo',
    'campo é opcional; caminhos são relativos à pasta do arquivo de configuração. Uma chave',
    'desconhecida ou um tipo errado param o build com o erro DG1003, que diz a chave e o tipo',
    'esperado.',
    '',
    '```ts',
    "import { defineConfig } from 'docgen';",
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
        typeText(f, interfaces),
        code(f.default),
      ];
      return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
    }),
    '',
    ...list.map((f) => section(f, interfaces)),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await writeFile(target, await configReference());
