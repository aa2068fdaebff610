/**
 * Redoc's deep links (`#tag/Envelopes`, `#tag/Envelopes/operation/createEnvelope`,
 * `#section/Authentication`), read as the reference's own anchors. A site that replaces a Redoc
 * reference keeps the links readers saved and other sites wrote; a spec written for Redoc keeps the
 * links of its descriptions. Shared by the build (which rewrites the descriptions' links) and the
 * client (which follows a link that arrives in Redoc's form).
 */

/**
 * Redoc ids that are not the reference's, each with the id it corresponds to: tags, headings of
 * the descriptions, security schemes, operations without an operationId. Operations that have one
 * follow a rule instead (redocTarget), so the table stays small on a spec of 10,000 operations.
 */
export type RedocAliases = Record<string, string>;

/** `tag/<Tag>/operation/<operationId>`: Redoc 2's link to an operation of a tag. */
const TAGGED_OPERATION = /^tag\/[^/]+\/operation\/(.+)$/;

/** The reference's id for a Redoc id, or undefined when `id` is not one of Redoc's. */
export function redocTarget(id: string, aliases: RedocAliases): string | undefined {
  if (Object.hasOwn(aliases, id)) return aliases[id];
  const operation = TAGGED_OPERATION.exec(id);
  return operation ? `operation/${operation[1]}` : undefined;
}
