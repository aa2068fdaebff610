import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { errorMessage } from '../../diagnostics/diagnostic.js';
import { docgenReact } from '../../render/docgen-react.js';
import { loadEsbuild } from '../../services.js';
import { sha256 } from '../../sha256.js';
import type { FileHashes } from '../../util/file-hashes.js';

/**
 * The JavaScript of one MDX page, as a module: its own `import` and `export` statements, an import
 * for each component of `componentsDir` it uses, and a thunk per expression it needs the value of
 * (a `{…}` in the text, an element's props, a component), each run on its own so that an error is
 * the error of one element.
 */
export interface PageModuleSource {
  pageFile: string;
  root: string;
  statements: string[];
  components: ReadonlyMap<string, string>;
  thunks: string[];
}

export type PageModule =
  | { ok: true; thunks: (() => unknown)[]; files: FileHashes }
  | { ok: false; message: string; file?: string; line?: number; column?: number };

/** The project's package.json as a URL: what a bundled package's `require` resolves from. */
const projectUrl = (root: string) => pathToFileURL(path.join(root, 'package.json')).href;

/** `@site/…`, a file from the project's root, as Docusaurus resolves it. */
const siteAlias = (root: string): Plugin => ({
  name: 'docgen-site-alias',
  setup(build) {
    build.onResolve({ filter: /^@site\// }, (args) =>
      build.resolve(`./${args.path.slice('@site/'.length)}`, {
        resolveDir: root,
        kind: args.kind,
      }),
    );
  },
});

export function pageModuleCode(source: PageModuleSource): string {
  return [
    ...source.statements,
    ...[...source.components].map(([name, file]) => `import ${name} from ${JSON.stringify(file)};`),
    `export const __docgenThunks = [\n${source.thunks.join(',\n')}\n];`,
  ].join('\n');
}

/**
 * Bundles the page's module with esbuild (TypeScript and JSX compiled, its own imports resolved
 * from the page) and runs it. The files it read outside `node_modules` are the page's: it is made
 * again when one changes.
 */
export async function loadPageModule(source: PageModuleSource): Promise<PageModule> {
  const esbuild = await loadEsbuild();
  let output: string;
  let inputs: string[];
  try {
    const result = await esbuild.build({
      stdin: {
        contents: pageModuleCode(source),
        resolveDir: path.dirname(source.pageFile),
        sourcefile: source.pageFile,
        loader: 'tsx',
      },
      absWorkingDir: source.root,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      // A package written for CommonJS asks for `require`, which an ES module has not.
      banner: {
        js:
          "import { createRequire as __docgenRequire } from 'node:module';\n" +
          `const require = __docgenRequire(${JSON.stringify(projectUrl(source.root))});`,
      },
      plugins: [docgenReact, siteAlias(source.root)],
    });
    output = result.outputFiles[0]?.text ?? '';
    inputs = Object.keys(result.metafile.inputs);
  } catch (error) {
    const first = (error as { errors?: import('esbuild').Message[] }).errors?.[0];
    if (!first) throw error;
    const location = first.location;
    const inPage = !location || location.file === source.pageFile || location.file === '<stdin>';
    return {
      ok: false,
      message: first.text,
      ...(location && !inPage
        ? {
            file: path.resolve(source.root, location.file),
            line: location.line,
            column: location.column + 1,
          }
        : {}),
    };
  }
  const files: FileHashes = await Promise.all(
    inputs
      .map((input) => path.resolve(source.root, input))
      .filter(
        (file) => !file.includes(`${path.sep}node_modules${path.sep}`) && file !== source.pageFile,
      )
      .map(async (file): Promise<[string, string]> => [file, sha256(await readFile(file))]),
  );
  try {
    const url = `data:text/javascript;base64,${Buffer.from(output).toString('base64')}`;
    const loaded = (await import(url)) as { __docgenThunks: (() => unknown)[] };
    return { ok: true, thunks: loaded.__docgenThunks, files };
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
}
