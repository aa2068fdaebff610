import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { visit } from './visit.js';
import type { VFile } from 'vfile';
import { measure } from '../busy-time.js';
import { isExternal, withBase } from '../../../shared/urls.js';
import { codes } from '../../diagnostics/codes.js';
import { said } from '../../diagnostics/diagnostic.js';
import { sha256 } from '../../sha256.js';
import { linkProblem, resolveInside } from '../../util/inside-project.js';

/**
 * Where a content image is published: `assets/img/<name>-<hash>.<ext>`, so it can be cached
 * forever.
 */
export function publishedImagePath(source: string, bytes: Uint8Array): string {
  const ext = path.extname(source).toLowerCase();
  const name =
    path.basename(source, path.extname(source)).replace(/[^A-Za-z0-9_-]+/g, '-') || 'imagem';
  return `assets/img/${name}-${sha256(bytes).slice(0, 10)}${ext}`;
}

const isRelative = (src: string) =>
  src !== '' && !isExternal(src) && !src.startsWith('/') && !src.startsWith('#');

/**
 * Images: a relative image is published with a content hash and gets its width and height (no
 * layout jump); every image loads lazily; an image without alt text is a warning at its line.
 */
export default function rehypeImages() {
  return async (tree: Root, file: VFile) => {
    const images: Element[] = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'img') images.push(node);
    });
    const diagnostics = (file.data.diagnostics ??= []);
    const where = (node: Element) => ({
      file: file.path,
      line: node.position?.start.line,
      column: node.position?.start.column,
    });
    for (const node of images) {
      const src = typeof node.properties.src === 'string' ? node.properties.src : '';
      node.properties.loading = 'lazy';
      node.properties.decoding = 'async';
      if (typeof node.properties.alt !== 'string' || node.properties.alt.trim() === '') {
        diagnostics.push({
          code: codes.imageAltMissing,
          severity: 'warning',
          ...said('imageAltMissing', { src }),
          ...where(node),
        });
      }
      if (!isRelative(src) || !file.data.linkContext || !file.path) continue;
      const source = path.resolve(path.dirname(file.path), decodeURI(src.split(/[?#]/, 1)[0]!));
      const { root, contentDir } = file.data.linkContext;
      const resolved =
        root && contentDir ? await resolveInside(source, [root, contentDir]) : undefined;
      if (root && (resolved?.kind === 'escapes' || resolved?.kind === 'loop')) {
        // Never read: its bytes would be published. The page changes when the path does.
        (file.data.imageFiles ??= []).push([source, '']);
        diagnostics.push({ ...linkProblem(resolved, root), ...where(node) });
        continue;
      }
      let bytes: Uint8Array;
      try {
        bytes = await readFile(source);
      } catch {
        // Read again by the next build: the page changes when the file appears.
        (file.data.imageFiles ??= []).push([source, '']);
        diagnostics.push({
          code: codes.imageNotFound,
          severity: 'error',
          ...said('imageNotFound', { src }),
          ...where(node),
        });
        continue;
      }
      const baseUrl = file.data.linkContext.baseUrl;
      // After the read: this page's own work (busy-time.ts).
      measure(file, () => {
        (file.data.imageFiles ??= []).push([source, sha256(bytes)]);
        const published = publishedImagePath(source, bytes);
        (file.data.images ??= []).push({ file: published, contents: bytes });
        node.properties.src = withBase(baseUrl, '/' + published);
        try {
          const size = imageSize(bytes);
          if (node.properties.width === undefined && size.width) node.properties.width = size.width;
          if (node.properties.height === undefined && size.height)
            node.properties.height = size.height;
        } catch {
          // Not a format image-size reads (e.g. an unusual SVG): the image still shows, without a
          // reserved box.
        }
      });
    }
  };
}
