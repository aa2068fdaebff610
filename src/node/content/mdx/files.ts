/** A content file docgen makes a page of: Markdown, or MDX (Markdown with JSX and imports). */
export const isContentFile = (name: string): boolean => /\.mdx?$/.test(name);

/** Whether a content file is MDX. */
export const isMdx = (name: string): boolean => name.endsWith('.mdx');

/** A content file's path without its `.md` or `.mdx` extension. */
export const withoutContentExtension = (relPath: string): string => relPath.replace(/\.mdx?$/, '');
