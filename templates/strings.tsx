import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { catalogues, uiStrings, type UiStrings } from '../src/shared/i18n/catalogue.js';
import type { HeadModel } from '../src/shared/view-models.js';

const UiStringsContext = createContext<UiStrings>(catalogues['pt-BR']);

/** The strings of the page's language (and the config's `strings`), for the templates under it. */
export function PageStrings({
  head,
  children,
}: {
  head: PageLanguage;
  children: ReactNode;
}): ReactElement {
  return (
    <UiStringsContext.Provider value={uiStrings(head.lang, head.strings)}>
      {children}
    </UiStringsContext.Provider>
  );
}

/** What of a page's head its strings come from. */
export type PageLanguage = Pick<HeadModel, 'lang' | 'strings'>;

/** The strings of the page being rendered: `useStrings().frame.onThisPage`. */
export function useStrings(): UiStrings {
  return useContext(UiStringsContext);
}
