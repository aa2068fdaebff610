/**
 * What an MDX page's components import as `react` (page-module.ts): docgen's own React, the one
 * rendering them, so that their hooks run in its renderer. scripts/compile.mjs makes it an entry
 * of lib/ beside the CLI: their React is one shared chunk, and an installed docgen, which has no
 * `react` package of its own, still gives one.
 */
export * from '../../../shared/react-api.js';
export { default } from '../../../shared/react-api.js';
