import fc from 'fast-check';
import type { Node, Parent } from 'unist';
import {
  EXIT as THEIR_EXIT,
  SKIP as THEIR_SKIP,
  visit as reference,
  type VisitorResult,
} from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import {
  EXIT,
  SKIP,
  visit,
  type Visitor,
  type VisitResult,
} from '../../../src/node/content/plugins/visit.js';

interface TestNode extends Node {
  id: number;
  children?: TestNode[];
}

interface Shape {
  type: string;
  children?: Shape[];
}

/** Trees of types a, b and c, each node with an id unique in its tree. */
const trees = fc
  .letrec<{ node: Shape }>((tie) => ({
    node: fc.record(
      {
        type: fc.constantFrom('a', 'b', 'c'),
        children: fc.array(tie('node'), { maxLength: 4 }),
      },
      { requiredKeys: ['type'] },
    ),
  }))
  .node.map((root) => {
    let id = 0;
    const number = (node: Shape): TestNode => {
      const numbered: TestNode = { type: node.type, id: id++ };
      if (node.children) numbered.children = node.children.map(number);
      return numbered;
    };
    return number(root);
  });

/**
 * A visitor whose answer depends on the node's id, as a plugin's would on its content: it goes on,
 * skips the children, ends the walk, or replaces the node in its parent with two new ones and
 * says where to go on. What it saw is logged.
 */
function behaviour(seed: number, log: string[]) {
  let fresh = 1000;
  return (node: Node, index: number | undefined, parent: Parent | undefined): VisitResult => {
    const n = node as TestNode;
    log.push(`${n.type}${n.id}@${index}<${(parent as TestNode | undefined)?.id}`);
    const pick = (n.id * 7 + seed) % 11;
    if (pick === 0) return SKIP;
    if (pick === 1 && n.id > 3) return EXIT;
    if (pick === 2 && parent && index !== undefined) {
      const made = [0, 1].map((): TestNode => ({ type: 'c', id: fresh++ }));
      parent.children.splice(index, 1, ...made);
      return [SKIP, index + made.length];
    }
    if (pick === 3 && parent && index !== undefined) return index + 1;
    return undefined;
  };
}

/** The same answers in unist-util-visit's own constants. */
function inReference(result: ReturnType<Visitor<Node>>): VisitorResult {
  if (result === SKIP) return THEIR_SKIP;
  if (result === EXIT) return THEIR_EXIT;
  if (Array.isArray(result))
    return [result[0] === SKIP ? THEIR_SKIP : result[0] === EXIT ? THEIR_EXIT : true, result[1]];
  return result as number | undefined;
}

describe('visit', () => {
  it('walks, skips, ends and follows changes as unist-util-visit does', () => {
    fc.assert(
      fc.property(trees, fc.nat(20), fc.constantFrom(undefined, 'a', 'c'), (tree, seed, type) => {
        const ours = structuredClone(tree);
        const theirs = structuredClone(tree);
        const ourLog: string[] = [];
        const theirLog: string[] = [];
        const mine = behaviour(seed, ourLog);
        const other = behaviour(seed, theirLog);
        const wrapped = (n: Node, i: number | undefined, p: Parent | undefined) =>
          inReference(other(n, i, p));
        if (type) {
          visit(ours, type, mine);
          reference(theirs, type, wrapped);
        } else {
          visit(ours, mine);
          reference(theirs, wrapped);
        }
        expect(ourLog).toEqual(theirLog);
        expect(ours).toEqual(theirs);
      }),
      { numRuns: 500 },
    );
  });

  it('visits only the nodes of the type asked for, parents first', () => {
    const tree: TestNode = {
      type: 'root',
      id: 0,
      children: [
        { type: 'element', id: 1, children: [{ type: 'text', id: 2 }] },
        { type: 'element', id: 3 },
      ],
    };
    const seen: number[] = [];
    visit(tree, 'element', (node: TestNode) => {
      seen.push(node.id);
    });
    expect(seen).toEqual([1, 3]);
  });
});
