/** The fence languages the pages use (`mermaid` included), lower-cased. */
export function fenceLanguages(bodies: readonly string[]): string[] {
  const langs = new Set<string>();
  for (const body of bodies)
    for (const m of body.matchAll(/^ {0,3}(?:`{3,}|~{3,})[ \t]*([\w#+.-]+)/gm))
      langs.add(m[1]!.toLowerCase());
  return [...langs].sort();
}
