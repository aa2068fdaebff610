import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Docusaurus's theme parts an MDX page may import, and the part of docgen each one becomes. A
 * page written for Docusaurus builds unchanged: its tabs, admonitions, code blocks, details and
 * links are docgen's own (theme.ts), with what docgen gives them (highlighting, links checked,
 * the tabs' script).
 */
export const THEME_IMPORTS: Readonly<Record<string, ThemePart>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@docusaurus/Link': 'Link',
};

export type ThemePart = 'Tabs' | 'TabItem' | 'Admonition' | 'CodeBlock' | 'Details' | 'Link';

/** The extensions an import without one is tried with, in esbuild's order. */
export const SCRIPT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.json'];

/** A file that exists, as written or with one of the extensions, or a folder's index. */
function existingFile(base: string): string | undefined {
  const candidates = [
    base,
    ...SCRIPT_EXTENSIONS.map((ext) => base + ext),
    ...SCRIPT_EXTENSIONS.map((ext) => path.join(base, 'index' + ext)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

export type ImportTarget =
  | { kind: 'theme'; part: ThemePart }
  | { kind: 'file'; file: string }
  | { kind: 'package' }
  | { kind: 'missing'; why: string; hint: string };

/**
 * What an MDX page's `import … from 'source'` names: a theme part, a file of the project (relative
 * to the page, or `@site/…` from the project's root as in Docusaurus), or an installed package.
 */
export function resolveImport(source: string, pageFile: string, root: string): ImportTarget {
  const part = THEME_IMPORTS[source];
  if (part) return { kind: 'theme', part };
  if (source.startsWith('@theme/') || source.startsWith('@docusaurus/'))
    return {
      kind: 'missing',
      why: `o docgen não tem "${source}"`,
      hint: `Use um destes: ${Object.keys(THEME_IMPORTS).join(', ')}; ou um componente seu.`,
    };
  const local = source.startsWith('@site/')
    ? path.join(root, source.slice('@site/'.length))
    : source.startsWith('./') || source.startsWith('../') || source.startsWith('/')
      ? path.resolve(path.dirname(pageFile), source)
      : undefined;
  if (local !== undefined) {
    const file = existingFile(local);
    return file
      ? { kind: 'file', file }
      : {
          kind: 'missing',
          why: `o arquivo "${source}" não existe (${path.relative(root, local) || '.'})`,
          hint: 'Corrija o caminho: relativo à página, ou `@site/…` a partir da raiz do projeto.',
        };
  }
  const name = source
    .split('/')
    .slice(0, source.startsWith('@') ? 2 : 1)
    .join('/');
  // React is docgen's: the page's components render with it (page-module.ts).
  if (name === 'react' || name === 'react-dom' || installed(name, root)) return { kind: 'package' };
  return {
    kind: 'missing',
    why: `o pacote "${name}" não está instalado`,
    hint: `Instale-o (\`npm install ${name}\`) ou corrija o nome.`,
  };
}

/** Whether a package is in a `node_modules` folder of the project or above it, as Node finds it. */
function installed(name: string, root: string): boolean {
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * The components of the config's `componentsDir`, by name (`Destaque.tsx` is `Destaque`, and the
 * island `Contador.island.tsx` is `Contador`).
 */
export function componentFile(componentsDir: string | undefined, name: string): string | undefined {
  if (!componentsDir || !/^[A-Z][A-Za-z0-9_]*$/.test(name)) return undefined;
  const base = path.join(componentsDir, name);
  return existingFile(base) ?? existingFile(`${base}.island`);
}
