import type { VFile } from 'vfile';
import { catalogues, type UiStrings } from '../../../shared/i18n/catalogue.js';

/**
 * The strings of the page being processed (`file.data.strings`, set by transformMarkdown from the
 * site's locale): its admonition titles, heading links, tabs, diagrams, footnotes. Text processed
 * without them (a description transformed alone) gets pt-BR's.
 */
export const frameStrings = (file: VFile): UiStrings['frame'] =>
  file.data.strings ?? catalogues['pt-BR'].frame;
