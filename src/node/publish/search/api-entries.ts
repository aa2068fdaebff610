import type { ApiPageModel } from '../../../shared/view-models.js';
import { anchors } from '../../openapi/ids.js';
import type { OperationView, ParameterView, SchemaView } from '../../../shared/api-view-models.js';
import { searchKinds as entryKinds } from '../../../shared/search.js';
import type { SearchEntry } from './entries.js';
import { fill } from '../../../shared/i18n/message.js';
import { referenceStrings, type ReferenceStrings } from '../../openapi/strings.js';
import { htmlToText } from './text.js';

/** Properties nested deeper than `a.b` are left out: their schema's entry still names them. */
const MAX_PROPERTY_DEPTH = 1;

type SearchWords = ReferenceStrings['search'];

/** The reference's words in a page's language (its head holds the locale and the `strings`). */
const wordsOf = (page: ApiPageModel): ReferenceStrings =>
  referenceStrings({ locale: page.head.lang, strings: page.head.strings });

const opLabel = (op: OperationView) => `${op.method.toUpperCase()} ${op.path}`;
const join = (...parts: (string | undefined)[]) =>
  parts.filter((p) => p && p.trim() !== '').join(' ');

/**
 * Property names of the request body (two levels): a search for a field finds the operations that
 * take it.
 */
function bodyFields(op: OperationView): string[] {
  return (op.requestBody?.contents ?? []).flatMap((c) =>
    c.schema
      ? properties(c.schema.items ?? c.schema, '', 0).map((p) => p.path.replace(/\./g, ' '))
      : [],
  );
}

/**
 * The words of a path that name what it is about: its fixed segments, without `{parameters}` and
 * version segments (`/v1/envelopes/{envelope}/send` → `envelopes send`).
 */
export function pathWords(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment && !/[{}]/.test(segment) && !/^v\d+$/i.test(segment))
    .flatMap((segment) => segment.split(/[-_.]/))
    .filter((word) => word.length > 1)
    .join(' ');
}

function operationEntry(op: OperationView, url: string, group: string): SearchEntry {
  const parameters = [
    ...op.parameterGroups.flatMap((g) => g.parameters.map((p) => p.name)),
    ...bodyFields(op),
  ];
  return {
    url,
    kind: entryKinds.operation,
    title: op.summary || opLabel(op),
    context: join(opLabel(op), '·', group),
    // Responses are left out: every operation has the same error statuses, which would drown the
    // ranking.
    text: join(htmlToText(op.descriptionHtml), parameters.join(' ')),
    // The fields it takes are keywords too: a search for a field ranks the operations that take
    // it among the schemas that define it.
    keywords: join(op.method.toUpperCase(), op.id, ...new Set(parameters)),
    path: pathWords(op.path),
  };
}

/**
 * One entry per distinct parameter (name, location and description): a `page` parameter shared by
 * a thousand operations is one result, linked to the first operation that has it.
 */
function parameterEntries(
  ops: readonly { op: OperationView; url: string }[],
  words: SearchWords,
): SearchEntry[] {
  const uses = new Map<
    string,
    { parameter: ParameterView; description: string; users: { op: OperationView; url: string }[] }
  >();
  for (const use of ops) {
    for (const parameter of use.op.parameterGroups.flatMap((g) => g.parameters)) {
      const description = htmlToText(parameter.descriptionHtml);
      const key = [parameter.location, parameter.name, description].join('\0');
      const entry = uses.get(key) ?? { parameter, description, users: [] };
      entry.users.push(use);
      uses.set(key, entry);
    }
  }
  return [...uses.values()].map(({ parameter, description, users }): SearchEntry => {
    const first = users[0]!.op;
    const where =
      users.length === 1
        ? first.summary || opLabel(first)
        : fill(users.length === 2 ? words.andMoreOperationOne : words.andMoreOperations, {
            first: first.summary || opLabel(first),
            count: users.length - 1,
          });
    return {
      url: users[0]!.url,
      kind: entryKinds.parameter,
      title: parameter.name,
      context: join(`${parameter.location} ·`, where),
      text: description,
    };
  });
}

/** Properties of a schema, nested ones as `a.b`; a circular or collapsed schema stops the walk. */
function properties(
  schema: SchemaView,
  prefix: string,
  depth: number,
): { path: string; schema: SchemaView }[] {
  if (depth > MAX_PROPERTY_DEPTH || schema.circular || schema.collapsed) return [];
  const own = schema.properties.flatMap((p) => {
    const path = prefix ? `${prefix}.${p.name}` : p.name;
    const inner = p.schema.items ?? p.schema;
    return [
      { path, schema: p.schema },
      ...(inner.componentName ? [] : properties(inner, path, depth + 1)),
    ];
  });
  const variants =
    schema.variants?.options.flatMap((o) =>
      o.schema.componentName ? [] : properties(o.schema, prefix, depth + 1),
    ) ?? [];
  return [...own, ...variants];
}

function schemaEntry(name: string, schema: SchemaView, url: string): SearchEntry {
  return {
    url,
    kind: entryKinds.schema,
    title: name,
    context: schema.typeLabel,
    text: join(
      htmlToText(schema.descriptionHtml),
      properties(schema, '', 0)
        .map((p) => p.path)
        .join(' '),
    ),
  };
}

/**
 * One entry per distinct property (path, type and description): `routing_order` of `Recipient`,
 * `RecipientSave` and `ActingRecipient` is one result, linked to the first of those schemas.
 */
function propertyEntries(
  schemas: readonly { name: string; schema: SchemaView; url: string }[],
  words: SearchWords,
): SearchEntry[] {
  const uses = new Map<
    string,
    {
      path: string;
      schema: SchemaView;
      description: string;
      owners: { name: string; url: string }[];
    }
  >();
  for (const owner of schemas) {
    for (const p of properties(owner.schema, '', 0)) {
      const description = htmlToText(p.schema.descriptionHtml);
      const key = [p.path, p.schema.typeLabel, description].join('\0');
      const entry = uses.get(key) ?? { path: p.path, schema: p.schema, description, owners: [] };
      entry.owners.push(owner);
      uses.set(key, entry);
    }
  }
  return [...uses.values()].map(({ path, schema, description, owners }): SearchEntry => {
    const names = owners.map((o) => o.name);
    const where =
      names.length <= 3
        ? names.join(', ')
        : fill(words.andMore, { names: names.slice(0, 2).join(', '), count: names.length - 2 });
    return {
      url: owners[0]!.url,
      kind: entryKinds.schema,
      title: path,
      context: join(fill(words.propertyOf, { where }), '·', schema.typeLabel),
      text: join(description, schema.enumValues.join(' ')),
      // `address.city` is found by `city` too.
      ...(path.includes('.') ? { keywords: path.replace(/\./g, ' ') } : {}),
    };
  });
}

/** The entries of the operations the pages show, and of their parameters, page after page. */
export function operationEntries(pages: readonly ApiPageModel[]): SearchEntry[] {
  return pages.flatMap((page) => {
    const words = wordsOf(page);
    const ops = [
      ...page.api.tags.flatMap((t) => t.operations.map((op) => ({ op, group: t.name }))),
      ...page.api.webhooks.map((op) => ({ op, group: words.page.webhooks })),
    ];
    const linked = ops.map(({ op, group }) => ({
      op,
      group,
      url: `${page.route}#${anchors.operation(op.id)}`,
    }));
    return [
      ...linked.map(({ op, group, url }) => operationEntry(op, url, group)),
      ...parameterEntries(linked, words.search),
    ];
  });
}

/**
 * The entries of the schemas the pages show, then of their properties: a property is one entry for
 * every schema that has it, on whichever part of the schemas each is.
 */
export function schemaEntries(pages: readonly ApiPageModel[]): SearchEntry[] {
  const schemas = pages.flatMap((page) =>
    page.api.schemas.map((s) => ({ ...s, url: `${page.route}#${anchors.schema(s.name)}` })),
  );
  const words = pages[0] ? wordsOf(pages[0]).search : referenceStrings().search;
  return [
    ...schemas.map((s) => schemaEntry(s.name, s.schema, s.url)),
    ...propertyEntries(schemas, words),
  ];
}

/**
 * Entries of the API reference, from the pages that show them (one page, or one per tag when the
 * reference is split), so each URL is the page and anchor where the entry really is: every
 * operation's, then every schema's.
 */
export function apiEntries(pages: readonly ApiPageModel[]): SearchEntry[] {
  return [...operationEntries(pages), ...schemaEntries(pages)];
}
