import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import type { OperationView, SchemaPages, SchemaView } from '../../src/shared/api-view-models.js';
import { Operation } from './Operation.js';
import { SchemaEntry } from './SchemaTree.js';

/** What one operation's (or webhook's) section is rendered from: `Operation`'s props. */
export interface OperationSection {
  op: OperationView;
  schemaPages: SchemaPages;
  tryIt: boolean;
}

/** What one schema's entry (the Schemas section) is rendered from: `SchemaEntry`'s props. */
export interface SchemaSection {
  entry: { name: string; schema: SchemaView };
  schemaPages: SchemaPages;
}

/**
 * A section of a reference page that can be rendered alone (`ReferenceSection` in index.tsx): an
 * operation's, or a schema's entry.
 */
export type PageSection = { operation: OperationSection } | { schema: SchemaSection };

/**
 * Where a page rendered in parts puts a section: the text it returns (a placeholder the renderer
 * replaces with the section's HTML, rendered alone).
 */
export type PlaceSection = (section: PageSection) => string;

const PlaceSectionContext = createContext<PlaceSection | undefined>(undefined);

/** Under it, each section is the placeholder `place` gives, not its HTML. */
export const SectionPlaces = PlaceSectionContext.Provider;

/** An operation's section, or its placeholder in a page rendered in parts. */
export function OperationSlot({
  op,
  schemaPages,
  tryIt = false,
}: ComponentProps<typeof Operation>): ReactNode {
  return <Slot section={{ operation: { op, schemaPages, tryIt } }} />;
}

/** A schema's entry, or its placeholder in a page rendered in parts. */
export function SchemaSlot({ entry, schemaPages }: SchemaSection): ReactNode {
  return <Slot section={{ schema: { entry, schemaPages } }} />;
}

function Slot({ section }: { section: PageSection }): ReactNode {
  const place = useContext(PlaceSectionContext);
  return place ? place(section) : <Section section={section} />;
}

/** A section alone. */
export function Section({ section }: { section: PageSection }): ReactNode {
  if ('operation' in section) {
    const { op, schemaPages, tryIt } = section.operation;
    return <Operation op={op} schemaPages={schemaPages} tryIt={tryIt} />;
  }
  return <SchemaEntry entry={section.schema.entry} schemaPages={section.schema.schemaPages} />;
}
