import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

const requireHere = createRequire(import.meta.url);

/**
 * Where code bundled at run time (an MDX page's components, the templates compiled from source in
 * watch mode) finds `import … from 'react'`: docgen's own React, the one that renders it, so that
 * its hooks (a template's `useStrings()`, a component's state) run in that renderer. Compiled,
 * docgen has it as lib/mdx-react.js and lib/mdx-jsx-runtime.js (scripts/compile.mjs), beside the
 * chunk this module is in; from source, as the `react` package.
 */
function reactModule(specifier: string): string {
  const compiled =
    specifier === 'react'
      ? './mdx-react.js'
      : /^react\/jsx(-dev)?-runtime$/.test(specifier)
        ? './mdx-jsx-runtime.js'
        : undefined;
  if (compiled) {
    const url = new URL(compiled, import.meta.url);
    if (existsSync(url)) return url.href;
  }
  return pathToFileURL(requireHere.resolve(specifier)).href;
}

/** The esbuild plugin that points `react` (and `react-dom`) at docgen's own React. */
export const docgenReact: Plugin = {
  name: 'docgen-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({
      path: reactModule(args.path),
      external: true,
    }));
  },
};
