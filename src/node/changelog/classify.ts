import { HTTP_METHODS } from '../../shared/api-view-models.js';
import { fill } from '../../shared/i18n/message.js';
import { diffSchema, isNode, pointer, type Direction, type Node } from './schema-diff.js';
import { changelogStrings, sentence, type ChangelogStrings, type Phrase } from './strings.js';
import {
  CHANGE_LEVELS,
  type ApiChange,
  type ChangeLevel,
  type OperationChanges,
  type SpecDiff,
} from './types.js';

const nodeAt = (value: unknown, key: string): Node =>
  isNode(value) && isNode(value[key]) ? value[key] : {};

/** One operation of a document, where it is. */
interface Located {
  operation: Node;
  pathItem: Node;
  pointer: string;
}

/**
 * Every change between two OpenAPI documents (dereferenced: every `$ref` replaced, possibly
 * cyclic), grouped by operation and webhook in the new document's order (removed ones after), each
 * classified as docs/alteracoes-da-api.md says, and said in the language of `words` (pt-BR by
 * default: `changelogStrings(language)` gives another's).
 */
export function diffSpecs(
  oldDoc: Node,
  newDoc: Node,
  words: ChangelogStrings = changelogStrings(),
): SpecDiff {
  const w = words.change;
  const before = operationsOf(oldDoc);
  const after = operationsOf(newDoc);
  const keys = [...after.keys(), ...[...before.keys()].filter((k) => !after.has(k))];
  const operations: OperationChanges[] = [];
  for (const key of keys) {
    const a = before.get(key);
    const b = after.get(key);
    const [method, ...rest] = key.startsWith('webhook ')
      ? key.split(' ').slice(1).reverse()
      : key.split(' ');
    const webhook = key.startsWith('webhook ');
    const changes: ApiChange[] = [];
    if (!a) {
      const what = webhook ? w.webhookAdded : w.operationAdded;
      changes.push({
        level: 'non-breaking',
        kind: 'operation-added',
        message: what,
        new: b!.pointer,
      });
    } else if (!b) {
      const what = webhook ? w.webhookRemoved : w.operationRemoved;
      changes.push({ level: 'breaking', kind: 'operation-removed', message: what, old: a.pointer });
    } else diffOperation(a, b, { oldDoc, newDoc, webhook, words }, changes);
    if (changes.length === 0) continue;
    const summary = (b ?? a)!.operation.summary;
    operations.push({
      key,
      method: method!.toUpperCase(),
      path: rest.join(' '),
      webhook,
      operationId: {
        ...(typeof a?.operation.operationId === 'string' ? { old: a.operation.operationId } : {}),
        ...(typeof b?.operation.operationId === 'string' ? { new: b.operation.operationId } : {}),
      },
      ...(typeof summary === 'string' ? { summary } : {}),
      changes,
    });
  }
  const counts = Object.fromEntries(CHANGE_LEVELS.map((l) => [l, 0])) as Record<
    ChangeLevel,
    number
  >;
  for (const op of operations) for (const change of op.changes) counts[change.level]++;
  return { operations, counts };
}

/** `GET /envelopes` → the operation; webhooks as `webhook <name> <METHOD>`. */
function operationsOf(doc: Node): Map<string, Located> {
  const found = new Map<string, Located>();
  const walk = (items: Node, base: string, key: (name: string, method: string) => string) => {
    for (const [name, pathItem] of Object.entries(items)) {
      if (!isNode(pathItem)) continue;
      for (const method of HTTP_METHODS) {
        const operation = pathItem[method];
        if (isNode(operation))
          found.set(key(name, method), {
            operation,
            pathItem,
            pointer: pointer(base, name, method),
          });
      }
    }
  };
  walk(nodeAt(doc, 'paths'), '/paths', (path, method) => `${method.toUpperCase()} ${path}`);
  walk(
    nodeAt(doc, 'webhooks'),
    '/webhooks',
    (name, method) => `webhook ${name} ${method.toUpperCase()}`,
  );
  return found;
}

interface Context {
  oldDoc: Node;
  newDoc: Node;
  webhook: boolean;
  words: ChangelogStrings;
}

function diffOperation(a: Located, b: Located, context: Context, out: ApiChange[]): void {
  const at = { old: a.pointer, new: b.pointer };
  const w = context.words.change;
  const doc = (kind: string, message: string) =>
    out.push({ level: 'documentation', kind, message, ...at });
  if (a.operation.summary !== b.operation.summary) doc('summary-changed', w.summaryChanged);
  if (a.operation.description !== b.operation.description)
    doc('description-changed', w.descriptionChanged);
  if (a.operation.deprecated !== true && b.operation.deprecated === true)
    out.push({
      level: 'non-breaking',
      kind: 'operation-deprecated',
      message: w.deprecated,
      ...at,
    });
  if (a.operation.deprecated === true && b.operation.deprecated !== true)
    out.push({
      level: 'non-breaking',
      kind: 'operation-undeprecated',
      message: w.undeprecated,
      ...at,
    });
  diffParameters(a, b, context.words, out);
  // A webhook's request is what the API sends and the client reads: a response, for the rules.
  diffRequestBody(a, b, context.webhook ? 'response' : 'request', context.words, out);
  diffResponses(a, b, context.webhook ? 'request' : 'response', context.words, out);
  diffSecurity(a, b, context, out);
}

/** The operation's parameters with its path item's, by where and name. */
function parametersOf(located: Located): Map<string, { node: Node; pointer: string }> {
  const byKey = new Map<string, { node: Node; pointer: string }>();
  const add = (list: unknown, base: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((node, i) => {
      if (!isNode(node) || typeof node.name !== 'string') return;
      const name = node.in === 'header' ? node.name.toLowerCase() : node.name;
      byKey.set(`${String(node.in)}:${name}`, { node, pointer: pointer(base, 'parameters', i) });
    });
  };
  add(located.pathItem.parameters, located.pointer.replace(/\/[^/]+$/, ''));
  add(located.operation.parameters, located.pointer);
  return byKey;
}

/** Where a parameter is: `na query`, `no caminho`, `no cabeçalho`, `no cookie`. */
const inWords = (words: ChangelogStrings): Record<string, string> => ({
  query: words.place.inQuery,
  path: words.place.inPath,
  header: words.place.inHeader,
  cookie: words.place.inCookie,
});

function diffParameters(a: Located, b: Located, words: ChangelogStrings, out: ApiChange[]): void {
  const before = parametersOf(a);
  const after = parametersOf(b);
  const w = words.change;
  const name = (p: Node): Phrase => {
    const values = { name: String(p.name), in: inWords(words)[String(p.in)] ?? String(p.in) };
    return {
      subject: fill(words.place.parameter, values),
      of: fill(words.place.parameterOf, values),
    };
  };
  for (const [key, { node, pointer: old }] of before)
    if (!after.has(key))
      out.push({
        level: 'non-breaking',
        kind: 'parameter-removed',
        message: sentence(w.parameterRemoved, { subject: name(node).subject }),
        old,
      });
  for (const [key, { node, pointer: at }] of after) {
    const was = before.get(key);
    if (!was) {
      const required = node.required === true;
      out.push({
        level: required ? 'breaking' : 'non-breaking',
        kind: required ? 'parameter-added-required' : 'parameter-added',
        message: sentence(required ? w.parameterAddedRequired : w.parameterAdded, {
          subject: name(node).subject,
        }),
        new: at,
      });
      continue;
    }
    const where = { old: was.pointer, new: at };
    if (was.node.required !== true && node.required === true)
      out.push({
        level: 'breaking',
        kind: 'parameter-required',
        message: sentence(w.parameterRequired, { subject: name(node).subject }),
        ...where,
      });
    if (was.node.required === true && node.required !== true)
      out.push({
        level: 'non-breaking',
        kind: 'parameter-optional',
        message: sentence(w.parameterOptional, { subject: name(node).subject }),
        ...where,
      });
    if (was.node.description !== node.description)
      out.push({
        level: 'documentation',
        kind: 'parameter-description-changed',
        message: sentence(w.placeDescriptionChanged, { of: name(node).of }),
        ...where,
      });
    diffSchema(
      was.node.schema,
      node.schema,
      'request',
      {
        old: pointer(was.pointer, 'schema'),
        new: pointer(at, 'schema'),
        where: name(node),
        field: '',
        words,
      },
      out,
    );
  }
}

function diffRequestBody(
  a: Located,
  b: Located,
  direction: Direction,
  words: ChangelogStrings,
  out: ApiChange[],
): void {
  const w = words.change;
  const bodyA = a.operation.requestBody;
  const bodyB = b.operation.requestBody;
  const at = { old: pointer(a.pointer, 'requestBody'), new: pointer(b.pointer, 'requestBody') };
  const sends = direction === 'request';
  if (!isNode(bodyA) && !isNode(bodyB)) return;
  if (!isNode(bodyA)) {
    const required = isNode(bodyB) && bodyB.required === true;
    out.push({
      level: sends && required ? 'breaking' : 'non-breaking',
      kind: required ? 'request-body-added-required' : 'request-body-added',
      message: required ? w.bodyAddedRequired : w.bodyAdded,
      new: at.new,
    });
    return;
  }
  if (!isNode(bodyB)) {
    out.push({
      level: sends ? 'non-breaking' : 'breaking',
      kind: 'request-body-removed',
      message: w.bodyRemoved,
      old: at.old,
    });
    return;
  }
  if (bodyA.required !== true && bodyB.required === true && sends)
    out.push({
      level: 'breaking',
      kind: 'request-body-required',
      message: w.bodyRequired,
      ...at,
    });
  const where: Phrase = sends
    ? { subject: words.place.requestBody, of: words.place.requestBodyOf }
    : { subject: words.place.sentBody, of: words.place.sentBodyOf };
  diffContent(bodyA, bodyB, direction, at, where, words, out);
}

function diffResponses(
  a: Located,
  b: Located,
  direction: Direction,
  words: ChangelogStrings,
  out: ApiChange[],
): void {
  const w = words.change;
  const response = (status: string): Phrase => ({
    subject: fill(words.place.response, { status }),
    of: fill(words.place.responseOf, { status }),
  });
  const before = nodeAt(a.operation, 'responses');
  const after = nodeAt(b.operation, 'responses');
  const base = { old: pointer(a.pointer, 'responses'), new: pointer(b.pointer, 'responses') };
  for (const status of Object.keys(before))
    if (!(status in after))
      out.push({
        level: 'breaking',
        kind: 'response-removed',
        message: sentence(w.responseRemoved, { status }),
        old: pointer(base.old, status),
      });
  for (const status of Object.keys(after)) {
    const at = { old: pointer(base.old, status), new: pointer(base.new, status) };
    if (!(status in before)) {
      out.push({
        level: 'non-breaking',
        kind: 'response-added',
        message: sentence(w.responseAdded, { status }),
        new: at.new,
      });
      continue;
    }
    const ra = before[status];
    const rb = after[status];
    if (!isNode(ra) || !isNode(rb)) continue;
    if (ra.description !== rb.description)
      out.push({
        level: 'documentation',
        kind: 'response-description-changed',
        message: sentence(w.placeDescriptionChanged, { of: response(status).of }),
        ...at,
      });
    diffContent(ra, rb, direction, at, response(status), words, out);
  }
}

/** A body's media types and each one's schema; `where` names the body (`a resposta 200`). */
function diffContent(
  a: Node,
  b: Node,
  direction: Direction,
  at: { old: string; new: string },
  where: Phrase,
  words: ChangelogStrings,
  out: ApiChange[],
): void {
  const w = words.change;
  const before = nodeAt(a, 'content');
  const after = nodeAt(b, 'content');
  const sends = direction === 'request';
  for (const media of Object.keys(before))
    if (!(media in after))
      out.push({
        level: 'breaking',
        kind: 'media-type-removed',
        message: sentence(sends ? w.mediaNoLongerAccepted : w.mediaNoLongerSent, {
          subject: where.subject,
          media,
        }),
        old: pointer(at.old, 'content', media),
      });
  for (const media of Object.keys(after)) {
    if (!(media in before)) {
      out.push({
        level: 'non-breaking',
        kind: 'media-type-added',
        message: sentence(sends ? w.mediaAccepted : w.mediaSent, { subject: where.subject, media }),
        new: pointer(at.new, 'content', media),
      });
      continue;
    }
    diffSchema(
      nodeAt(before, media).schema,
      nodeAt(after, media).schema,
      direction,
      {
        old: pointer(at.old, 'content', media, 'schema'),
        new: pointer(at.new, 'content', media, 'schema'),
        where,
        field: '',
        words,
      },
      out,
    );
  }
}

/** Each way of authenticating an operation: scheme → its scopes. */
function requirementsOf(located: Located, doc: Node): Map<string, string[]>[] {
  const list = Array.isArray(located.operation.security)
    ? located.operation.security
    : Array.isArray(doc.security)
      ? doc.security
      : [];
  return list
    .filter(isNode)
    .map(
      (requirement) =>
        new Map(
          Object.entries(requirement).map(([scheme, scopes]) => [
            scheme,
            Array.isArray(scopes) ? scopes.map(String) : [],
          ]),
        ),
    );
}

const alternatives = (list: Map<string, string[]>[], w: ChangelogStrings['change']) =>
  list.map((r) => requirementWords(r, w)).join(w.or);
const requirementWords = (requirement: Map<string, string[]>, w: ChangelogStrings['change']) =>
  [...requirement.keys()].map((s) => `\`${s}\``).join(' + ') || w.noAuthentication;

function diffSecurity(a: Located, b: Located, context: Context, out: ApiChange[]): void {
  if (context.webhook) return;
  const w = context.words.change;
  const before = requirementsOf(a, context.oldDoc);
  const after = requirementsOf(b, context.newDoc);
  const at = { old: a.pointer, new: b.pointer };
  const schemesOf = (r: Map<string, string[]>) => [...r.keys()].sort().join('+');
  const open = (list: Map<string, string[]>[]) =>
    list.length === 0 || list.some((r) => r.size === 0);
  if (open(before) && !open(after)) {
    out.push({
      level: 'breaking',
      kind: 'security-added',
      message: sentence(w.securityAdded, { alternatives: alternatives(after, w) }),
      ...at,
    });
    return;
  }
  for (const requirement of before) {
    const same = after.find((r) => schemesOf(r) === schemesOf(requirement));
    if (!same) {
      if (!open(after))
        out.push({
          level: 'breaking',
          kind: 'security-removed',
          message: sentence(w.securityRemoved, { requirement: requirementWords(requirement, w) }),
          ...at,
        });
      continue;
    }
    for (const [scheme, scopes] of same) {
      const had = requirement.get(scheme) ?? [];
      for (const scope of scopes.filter((s) => !had.includes(s)))
        out.push({
          level: 'breaking',
          kind: 'scope-added',
          message: sentence(w.scopeAdded, { scope, scheme }),
          ...at,
        });
      for (const scope of had.filter((s) => !scopes.includes(s)))
        out.push({
          level: 'non-breaking',
          kind: 'scope-removed',
          message: sentence(w.scopeRemoved, { scope, scheme }),
          ...at,
        });
    }
  }
  if (!open(before))
    for (const requirement of after)
      if (!before.some((r) => schemesOf(r) === schemesOf(requirement)))
        out.push({
          level: 'non-breaking',
          kind: 'security-alternative-added',
          message: sentence(w.securityAlternativeAdded, {
            requirement: requirementWords(requirement, w),
          }),
          ...at,
        });
}
