/** Looks at how V8 holds a value, from a heap snapshot of this process. */
import v8 from 'node:v8';

/** Holds a string where the heap snapshot can find it (by this class's name). */
class HeldText {
  constructor(readonly text: string) {}
}

/**
 * Whether V8 holds the text as a tree of its pieces: a concatenation whose second half is not
 * empty (a flattened one keeps its first half, the whole text, and an empty second).
 */
export async function isRope(text: string): Promise<boolean> {
  const held = new HeldText(text);
  let json = '';
  for await (const chunk of v8.getHeapSnapshot()) json += chunk;
  const snapshot = JSON.parse(json) as HeapSnapshot;
  const graph = heapGraph(snapshot);
  const holder = graph.nodes.find((n) => n.type === 'object' && n.name === 'HeldText');
  const node = graph.edgesOf(holder!).get('text')!;
  held.text.charCodeAt(0); // keeps `held` alive until here
  if (node.type !== 'concatenated string') return false;
  const second = graph.edgesOf(node).get('second');
  return second !== undefined && second.name !== '';
}

interface HeapSnapshot {
  snapshot: {
    meta: { node_fields: string[]; edge_fields: string[]; node_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

interface HeapNode {
  type: string;
  name: string;
  index: number;
  firstEdge: number;
  edgeCount: number;
}

function heapGraph(snapshot: HeapSnapshot) {
  const { node_fields, edge_fields, node_types } = snapshot.snapshot.meta;
  const nf = node_fields.length;
  const ef = edge_fields.length;
  const nodeAt = new Map<number, HeapNode>();
  const nodes: HeapNode[] = [];
  let edge = 0;
  for (let i = 0; i < snapshot.nodes.length; i += nf) {
    const count = snapshot.nodes[i + node_fields.indexOf('edge_count')]!;
    const node = {
      type: node_types[0][snapshot.nodes[i]!]!,
      name: snapshot.strings[snapshot.nodes[i + 1]!]!,
      index: i,
      firstEdge: edge,
      edgeCount: count,
    };
    nodes.push(node);
    nodeAt.set(i, node);
    edge += count * ef;
  }
  const edgesOf = (node: HeapNode) => {
    const named = new Map<string, HeapNode>();
    for (let e = 0; e < node.edgeCount; e++) {
      const at = node.firstEdge + e * ef;
      const name = snapshot.strings[snapshot.edges[at + 1]!];
      if (name !== undefined) named.set(name, nodeAt.get(snapshot.edges[at + 2]!)!);
    }
    return named;
  };
  return { nodes, edgesOf };
}
