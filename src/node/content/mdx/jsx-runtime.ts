/** `react/jsx-runtime` for an MDX page's components: docgen's (see react-runtime.ts). */
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
