import type {
  ApiReference,
  CodeSampleView,
  ResponseLinkView,
  MediaView,
  OperationView,
  ParameterView,
  PropertyView,
  SchemaView,
} from '../../shared/api-view-models.js';

/**
 * What an operation weighs on its page: about the bytes of HTML the templates make of it, read off
 * its view model without rendering it. The templates expand a schema at every use, so a shared
 * schema counts at each; the bytes of markup around each part (the constants below) were fitted
 * to the rendered operations and schema entries of GitHub REST and Microsoft Graph, within about a
 * fifth of the real size either way (test/unit/site/api-weight.test.ts keeps the estimate near the
 * templates).
 */

/** Markup around each part, in bytes: tags, classes and attributes of templates/api/. */
const MARKUP = {
  operation: 1_100,
  pathSegment: 25,
  parameter: 120,
  /** A schema's property: a lighter row than a parameter's (name once, no location). */
  property: 70,
  schema: 60,
  link: 40,
  flag: 45,
  enumValue: 15,
  nested: 160,
  response: 150,
  media: 70,
  sample: 150,
} as const;

/** Bytes of a text once escaped as React escapes it (`"` → `&quot;`, `<` → `&lt;`, …). */
export function escapedLength(text: string): number {
  let extra = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39) extra += 5;
    else if (c === 38) extra += 4;
    else if (c === 60 || c === 62) extra += 3;
    else if (c > 127) extra += c > 2047 ? 2 : 1;
  }
  return text.length + extra;
}

type Memo = WeakMap<SchemaView, number>;

const sum = <T>(items: readonly T[], weigh: (item: T) => number): number =>
  items.reduce((n, item) => n + weigh(item), 0);

/** The one-line facts of a schema (type, link, flags, constraints, enum, default, example). */
function factsWeight(s: SchemaView): number {
  const flags = [s.nullable, s.readOnly, s.writeOnly, s.deprecated].filter(Boolean).length;
  return (
    MARKUP.schema +
    s.typeLabel.length +
    (s.format?.length ?? 0) +
    (s.componentName ? MARKUP.link + 2 * s.componentName.length : 0) +
    flags * MARKUP.flag +
    sum(s.constraints, (c) => MARKUP.flag + c.length) +
    sum(s.enumValues, (v) => MARKUP.enumValue + escapedLength(v)) +
    (s.defaultValue === undefined ? 0 : MARKUP.flag + escapedLength(s.defaultValue)) +
    (s.example === undefined ? 0 : MARKUP.flag + escapedLength(s.example))
  );
}

/** A schema's facts, description and nested part, once per schema object (views are shared). */
function schemaWeight(s: SchemaView, memo: Memo): number {
  const known = memo.get(s);
  if (known !== undefined) return known;
  let weight = factsWeight(s) + s.descriptionHtml.length;
  if (s.circular || s.collapsed) weight += MARKUP.nested;
  else {
    weight += sum(s.properties, (p) => propertyWeight(p, memo));
    for (const list of [s.tuple, s.patterns])
      if (list.length > 0) weight += MARKUP.nested + sum(list, (p) => propertyWeight(p, memo));
    for (const child of [s.items, s.additional])
      if (child) weight += MARKUP.nested + schemaWeight(child, memo);
    for (const c of s.conditions)
      for (const child of [c.holds, c.otherwise])
        if (child) weight += MARKUP.nested + c.when.length + schemaWeight(child, memo);
    for (const e of s.exclusions)
      weight +=
        MARKUP.nested + (e.when?.length ?? 0) + (e.schema ? schemaWeight(e.schema, memo) : 0);
    // A tab each: the label twice (attribute and text), then the option's facts, description and
    // tree (its schemaWeight).
    for (const o of s.variants?.options ?? [])
      weight += MARKUP.nested + 2 * escapedLength(o.label) + schemaWeight(o.schema, memo);
    if (s.variants) weight += MARKUP.nested + 2 * s.variants.group.length;
    if (s.omitted)
      weight += MARKUP.nested + sum(s.omitted.names, (n) => MARKUP.enumValue + n.length);
  }
  memo.set(s, weight);
  return weight;
}

function propertyWeight(p: PropertyView, memo: Memo): number {
  return MARKUP.property + p.name.length + schemaWeight(p.schema, memo);
}

function parameterWeight(p: ParameterView): number {
  const schema = p.schema ? factsWeight(p.schema) : 0;
  return (
    MARKUP.parameter +
    2 * p.name.length +
    p.descriptionHtml.length +
    schema +
    (p.example === undefined ? 0 : MARKUP.flag + escapedLength(p.example)) +
    (p.examples.length > 0 ? MARKUP.nested : 0) +
    sum(
      p.examples,
      (e) =>
        MARKUP.enumValue +
        escapedLength(e.label) +
        escapedLength(e.value) +
        e.descriptionHtml.length,
    )
  );
}

/** A response's links: name, target, description and the values of the target's parameters. */
function linksWeight(links: readonly ResponseLinkView[]): number {
  if (links.length === 0) return 0;
  return (
    MARKUP.nested +
    sum(
      links,
      (l) =>
        MARKUP.property +
        2 * l.name.length +
        l.targetHtml.length +
        l.descriptionHtml.length +
        sum(l.parameters, (p) => MARKUP.nested + escapedLength(p.name) + escapedLength(p.value)),
    )
  );
}

function mediaWeight(m: MediaView, memo: Memo): number {
  return MARKUP.media + 2 * m.mediaType.length + (m.schema ? schemaWeight(m.schema, memo) : 0);
}

/**
 * The code samples (each language's, with the example chooser and a code per example when there
 * is one) and response examples of the right-hand panel.
 */
function panelWeight(op: OperationView): number {
  const chooser =
    MARKUP.nested +
    2 * op.examplesGroup.length +
    sum(
      op.requestExamples,
      (e) => MARKUP.sample + 2 * escapedLength(e.label) + e.descriptionHtml.length,
    );
  const sample = (s: CodeSampleView) =>
    MARKUP.sample +
    2 * s.label.length +
    escapedLength(s.code) +
    (s.more.length > 0 ? chooser + sum(s.more, escapedLength) : 0);
  return (
    (op.sampleNote?.length ?? 0) +
    sum(op.samples, sample) +
    sum(
      op.responseExamples,
      (e) => MARKUP.sample + 2 * e.mediaType.length + e.label.length + escapedLength(e.code),
    )
  );
}

/** Heading, endpoint, description and security: what every operation shows. */
function headWeight(op: OperationView): number {
  const title = (op.summary || op.path).length;
  return (
    MARKUP.operation +
    4 * title +
    8 * op.id.length +
    2 * op.path.length +
    op.path.split('/').length * MARKUP.pathSegment +
    op.descriptionHtml.length +
    (op.externalDocs
      ? MARKUP.link + escapedLength(op.externalDocs.text) + (op.externalDocs.href?.length ?? 0)
      : 0) +
    sum(op.servers, (s) => MARKUP.link + s.url.length + s.descriptionHtml.length) +
    sum(op.security, (s) => MARKUP.link + s.scheme.length + sum(s.scopes, (x) => 13 + x.length))
  );
}

/** Parameters, request body and responses, schemas expanded. */
function fieldsWeight(op: OperationView, memo: Memo): number {
  const media = (m: MediaView) => mediaWeight(m, memo);
  const body = op.requestBody;
  return (
    sum(op.parameterGroups, (g) => MARKUP.nested + sum(g.parameters, parameterWeight)) +
    (body ? MARKUP.nested + body.descriptionHtml.length + sum(body.contents, media) : 0) +
    sum(
      op.responses,
      (r) =>
        MARKUP.response +
        r.descriptionHtml.length +
        sum(r.headers, parameterWeight) +
        sum(r.contents, media) +
        linksWeight(r.links),
    )
  );
}

/**
 * An operation's weight in bytes of HTML, its callbacks' operations included. `memo` may be shared
 * by all the operations of a reference: it only remembers the weight of each schema view.
 */
export function operationWeight(op: OperationView, memo: Memo = new WeakMap()): number {
  return (
    headWeight(op) +
    fieldsWeight(op, memo) +
    // Each callback's operation folds under a summary of its method, path and summary.
    sum(
      op.callbacks,
      (c) =>
        MARKUP.nested +
        sum(
          c.operations,
          (o) => MARKUP.nested + 2 * o.path.length + o.summary.length + operationWeight(o, memo),
        ),
    ) +
    panelWeight(op)
  );
}

/**
 * A component schema's entry in the Schemas section: its section, its heading (the name in ids,
 * text and anchor) and its tree.
 */
export function schemaEntryWeight(
  entry: { name: string; schema: SchemaView },
  memo: Memo = new WeakMap(),
): number {
  return MARKUP.nested + 7 * escapedLength(entry.name) + schemaWeight(entry.schema, memo);
}

/**
 * The most bytes of HTML the whole reference may weigh on one page, as onePageWeight estimates
 * them: about 250 to 650 KB gzip (the reference's HTML gzips 12 to 35 times). This site's: 1.4 MB.
 */
export const ONE_PAGE_BUDGET = 8_000_000;

/** What views weigh on one page: operations (a part's), and schemas' entries. */
export function viewsWeight(views: {
  operations?: readonly OperationView[];
  schemas?: readonly { name: string; schema: SchemaView }[];
}): number {
  const memo: Memo = new WeakMap();
  return (
    sum(views.operations ?? [], (op) => operationWeight(op, memo)) +
    sum(views.schemas ?? [], (s) => schemaEntryWeight(s, memo))
  );
}

/** What the reference weighs on one page: every operation, and the Schemas section. */
export function onePageWeight(reference: ApiReference): number {
  return viewsWeight({
    operations: [...reference.tags.flatMap((t) => t.operations), ...reference.webhooks],
    schemas: reference.schemas,
  });
}
