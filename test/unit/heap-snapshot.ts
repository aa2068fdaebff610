import v8 from 'node:v8';

/**
 * Whether this process still holds a string of at least `length` characters containing `marker`,
 * after the collection a heap snapshot starts with (whatever it is held by). The length tells the
 * string looked for from `marker` itself.
 */
export async function holdsString(marker: string, length: number): Promise<boolean> {
  let json = '';
  for await (const chunk of v8.getHeapSnapshot()) json += chunk;
  const snapshot = JSON.parse(json) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const { node_fields, node_types } = snapshot.snapshot.meta;
  const string = node_types[0].indexOf('string');
  for (let i = 0; i < snapshot.nodes.length; i += node_fields.length)
    if (snapshot.nodes[i] === string) {
      const name = snapshot.strings[snapshot.nodes[i + 1]!]!;
      if (name.length >= length && name.includes(marker)) return true;
    }
  return false;
}
