import type { Node, Parent } from 'unist';

/** Returned by a visitor: do not walk into this node's children. */
export const SKIP = 'skip';
/** Returned by a visitor: end the walk. */
export const EXIT = false;

type Action = typeof SKIP | typeof EXIT | true;

/**
 * What a visitor returns: nothing (go on), `SKIP`, `EXIT`, the index of the parent's child to visit
 * next (after a visitor changed the parent's children), or an action and that index.
 */
export type VisitResult = undefined | Action | number | readonly [Action, number?];

export type Visitor<T extends Node, P extends Parent = Parent> = (
  node: T,
  index: number | undefined,
  parent: P | undefined,
  // A visitor whose parameters are annotated and that returns nothing is typed `=> void`.
  // biome-ignore lint/suspicious/noConfusingVoidType: as unist-util-visit's results allow
) => VisitResult | void;

/**
 * Calls `visitor` on every node of the tree whose type is `type` (every node without one), parents
 * before children, in document order; a visitor may change the tree as it goes, as with
 * unist-util-visit, whose order, arguments and results this follows. It exists because the plugins
 * walk every page's tree a dozen times: unist-util-visit makes a closure, an array of ancestors and
 * a debugging name per node on each walk, which cost a one-page rebuild of `docgen watch` several
 * milliseconds (and the garbage collector as much again); this walk allocates nothing per node.
 * The visitor's node and parent types are the caller's to state (`(node: Element) => …` with
 * `'element'`).
 */
export function visit<T extends Node = Node, P extends Parent = Parent>(
  tree: Node,
  visitor: Visitor<T, P>,
): void;
export function visit<T extends Node = Node, P extends Parent = Parent>(
  tree: Node,
  type: string,
  visitor: Visitor<T, P>,
): void;
export function visit<T extends Node, P extends Parent>(
  tree: Node,
  typeOrVisitor: string | Visitor<T, P>,
  visitor?: Visitor<T, P>,
): void {
  if (typeof typeOrVisitor === 'string')
    walk(tree, undefined, undefined, typeOrVisitor, visitor as Visitor<Node>);
  else walk(tree, undefined, undefined, undefined, typeOrVisitor as Visitor<Node>);
}

/** The node's action and the index to go on at, in its parent (undefined: the next one). */
type Outcome = readonly [Action | undefined, number | undefined];

const GO_ON: Outcome = [undefined, undefined];

function walk(
  node: Node,
  index: number | undefined,
  parent: Parent | undefined,
  type: string | undefined,
  visitor: Visitor<Node>,
): Outcome {
  const outcome =
    type === undefined || node.type === type ? outcomeOf(visitor(node, index, parent)) : GO_ON;
  if (outcome[0] === EXIT || outcome[0] === SKIP) return outcome;
  const self = node as Partial<Parent>;
  // The children are read again at each step: a visitor may replace or splice them.
  let at = 0;
  while (self.children && at > -1 && at < self.children.length) {
    const [action, next] = walk(self.children[at]!, at, self as Parent, type, visitor);
    if (action === EXIT) return [EXIT, next];
    at = typeof next === 'number' ? next : at + 1;
  }
  return outcome;
}

function outcomeOf(result: ReturnType<Visitor<Node>>): Outcome {
  if (Array.isArray(result)) return [result[0], result[1]] as Outcome;
  if (typeof result === 'number') return [true, result];
  return result === undefined ? GO_ON : [result as Action, undefined];
}
