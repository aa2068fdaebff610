import type { PropertyView, SchemaView } from '../../shared/api-view-models.js';
import { withSharedEmptyLists } from './shared-lists.js';

type Direction = 'request' | 'response';

/** Directed trees by the neutral one they were made from: views are shared, and so are these. */
const made: Record<Direction, WeakMap<SchemaView, SchemaView>> = {
  request: new WeakMap(),
  response: new WeakMap(),
};

/**
 * A schema's tree as a request or a response shows it (OpenAPI's `readOnly` and `writeOnly`): a
 * request's leaves out `readOnly` properties, which the client does not send, and a response's
 * `writeOnly` ones, which the API does not return; each tree that lost some names them
 * (`omitted`). Subtrees with nothing to leave out are the neutral ones (the Schemas section's),
 * not copies.
 */
export function directed(view: SchemaView, direction: Direction): SchemaView {
  const memo = made[direction];
  const known = memo.get(view);
  if (known) return known;
  // A view is a tree (circular uses are stubs): this guards only against a repeated visit.
  memo.set(view, view);
  const result = build(view, direction);
  memo.set(view, result);
  return result;
}

function build(view: SchemaView, direction: Direction): SchemaView {
  if (view.circular || view.collapsed) return view;
  const flag = direction === 'request' ? 'readOnly' : 'writeOnly';
  const hidden = view.properties.filter((p) => p.schema[flag]).map((p) => p.name);
  const kept = hidden.length > 0 ? view.properties.filter((p) => !p.schema[flag]) : view.properties;
  const child = (s: SchemaView | undefined) => (s ? directed(s, direction) : s);
  const list = (items: PropertyView[]) => {
    const mapped = items.map((p) => {
      const schema = directed(p.schema, direction);
      return schema === p.schema ? p : { ...p, schema };
    });
    return mapped.some((p, i) => p !== items[i]) ? mapped : items;
  };
  const next: SchemaView = {
    ...view,
    properties: list(kept),
    items: child(view.items),
    tuple: list(view.tuple),
    patterns: list(view.patterns),
    additional: child(view.additional),
    variants: view.variants && {
      ...view.variants,
      options: view.variants.options.map((o) => ({ ...o, schema: directed(o.schema, direction) })),
    },
    conditions: view.conditions.map((c) => ({
      ...c,
      holds: child(c.holds),
      otherwise: child(c.otherwise),
    })),
    exclusions: view.exclusions.map((e) => ({ ...e, schema: child(e.schema) })),
    omitted: hidden.length > 0 ? { names: hidden, reason: flag } : undefined,
  };
  return unchanged(view, next) ? view : withSharedEmptyLists(next);
}

/** Whether `next` holds the very parts of `view`: nothing below it was left out. */
function unchanged(view: SchemaView, next: SchemaView): boolean {
  return (
    next.omitted === undefined &&
    next.properties === view.properties &&
    next.items === view.items &&
    next.tuple === view.tuple &&
    next.patterns === view.patterns &&
    next.additional === view.additional &&
    (next.variants?.options ?? []).every(
      (o, i) => o.schema === view.variants!.options[i]!.schema,
    ) &&
    next.conditions.every(
      (c, i) =>
        c.holds === view.conditions[i]!.holds && c.otherwise === view.conditions[i]!.otherwise,
    ) &&
    next.exclusions.every((e, i) => e.schema === view.exclusions[i]!.schema)
  );
}
