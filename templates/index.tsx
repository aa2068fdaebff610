import type { ReactElement } from 'react';
import type { PageModel } from '../src/shared/view-models.js';
import { ApiPage } from './api/ApiPage.js';
import { Document } from './Document.js';
import { CardsPage } from './pages/CardsPage.js';
import { ChangelogPage } from './pages/ChangelogPage.js';
import { DocPage } from './pages/DocPage.js';
import { HomePage } from './pages/HomePage.js';
import { MarkdownPage } from './pages/MarkdownPage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { SearchPage } from './pages/SearchPage.js';
import { Section, SectionPlaces, type PageSection, type PlaceSection } from './api/SectionSlot.js';
import { PageStrings, type PageLanguage } from './strings.js';

export type { OperationSection, SchemaSection } from './api/SectionSlot.js';
export type { PageLanguage, PageSection, PlaceSection };

/**
 * The template set: one element per layout, wrapped in the shared document shell. Given
 * `placeSection`, a reference page holds, for each operation's section and each schema's entry,
 * the text that function returns (the page rendered in parts: see `ReferenceSection`).
 */
export function Page({
  model,
  placeSection,
}: {
  model: PageModel;
  placeSection?: PlaceSection | undefined;
}): ReactElement {
  const page = (
    <PageStrings head={model.head}>
      <Document model={model}>{body(model)}</Document>
    </PageStrings>
  );
  return placeSection ? <SectionPlaces value={placeSection}>{page}</SectionPlaces> : page;
}

/**
 * One section of a reference page alone (an operation's, a schema's entry), under what the page
 * it is on gives it (its language's strings): the same HTML as inside the page.
 */
export function ReferenceSection({
  head,
  section,
}: {
  head: PageLanguage;
  section: PageSection;
}): ReactElement {
  return (
    <PageStrings head={head}>
      <Section section={section} />
    </PageStrings>
  );
}

function body(model: PageModel): ReactElement {
  switch (model.layout) {
    case 'home':
      return <HomePage model={model} />;
    case 'page':
      return <MarkdownPage model={model} />;
    case 'doc':
      return <DocPage model={model} />;
    case 'cards':
      return <CardsPage model={model} />;
    case 'notFound':
      return <NotFoundPage model={model} />;
    case 'api':
      return <ApiPage model={model} />;
    case 'search':
      return <SearchPage model={model} />;
    case 'changelog':
      return <ChangelogPage model={model} />;
  }
}

export interface TemplateSet {
  Page: typeof Page;
  ReferenceSection: typeof ReferenceSection;
}
