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
import { PageStrings } from './strings.js';

/** The template set: one element per layout, wrapped in the shared document shell. */
export function Page({ model }: { model: PageModel }): ReactElement {
  return (
    <PageStrings head={model.head}>
      <Document model={model}>{body(model)}</Document>
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
}
