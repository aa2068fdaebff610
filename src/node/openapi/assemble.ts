import type { ApiReference, OperationView, SchemaView } from '../../shared/api-view-models.js';
import type { ReferenceOutline } from './outline.js';
import type { PartSettings, ReferenceHead } from './reference.js';
import type { ReferenceLanguage } from './strings.js';

/** What every part's views read of the outline and the head, for one depth of components. */
export const partSettings = (
  outline: ReferenceOutline,
  head: ReferenceHead,
  componentDepth: number | undefined,
  language: ReferenceLanguage,
): PartSettings => ({
  operations: outline.operations,
  serverUrl: outline.serverUrl,
  openAccessNote: outline.openAccessNote,
  redocAliases: head.redocAliases,
  componentDepth,
  language,
});

/** The reference from its parts: the head, each tag's operations, the webhooks, the schemas. */
export function assembleReference(parts: {
  head: ReferenceHead;
  tags: readonly OperationView[][];
  webhooks: OperationView[];
  schemas: { name: string; schema: SchemaView }[];
  operationCount: number;
  split: boolean;
}): ApiReference {
  const { head } = parts;
  return {
    title: head.title,
    version: head.version,
    descriptionHtml: head.descriptionHtml,
    about: head.about,
    servers: head.servers,
    securitySchemes: head.securitySchemes,
    tags: head.tags.map((tag, i) => ({ ...tag, operations: parts.tags[i]! })),
    webhooks: parts.webhooks,
    schemas: parts.schemas,
    operationCount: parts.operationCount,
    split: parts.split,
    redocAliases: head.redocAliases,
  };
}
