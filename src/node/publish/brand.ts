import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import { withBase } from '../../shared/urls.js';
import type { ResolvedConfig } from '../config/types.js';
import { codes } from '../diagnostics/codes.js';
import { DocgenError, errnoText, said } from '../diagnostics/diagnostic.js';
import { packageRoot } from '../package-root.js';
import type { FileHashes } from '../util/file-hashes.js';
import type { OutputFile } from '../output-file.js';
import { linkProblem, resolveInside } from '../util/inside-project.js';
import { ReadLog } from '../util/read-log.js';

/** The logo, favicon and custom stylesheet a config names (docgen's icon when it names none). */
export interface BrandFiles {
  files: OutputFile[];
  logo: LogoHref | undefined;
  iconHref: string;
  iconType: string;
  /** The custom stylesheet's text, appended to the site's. */
  customCss: string;
  /** The project's files read, with their hashes (docgen's own icon is part of its code). */
  sources: FileHashes;
}

export type BrandConfig = Pick<
  ResolvedConfig,
  'root' | 'baseUrl' | 'logo' | 'favicon' | 'customCss'
> & {
  configFile?: string | undefined;
};

const ICON_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Reads the config's brand files; a missing one is a config error naming its key. Docgen's own
 * icon is read through `own` when given (bundled from source, docgen's files are sources too).
 */
export async function brandFiles(config: BrandConfig, own?: ReadLog): Promise<BrandFiles> {
  const project = new ReadLog();
  const defaultIcon = path.join(packageRoot(), 'templates/favicon.svg');
  const read = async (file: string, key: string) => {
    const resolved = await resolveInside(file, config.root);
    // A path the config writes is the user's choice; a link on it must not leave the project.
    if ((resolved.kind === 'escapes' && resolved.viaLink) || resolved.kind === 'loop')
      throw new DocgenError({
        ...linkProblem(resolved, config.root),
        ...(config.configFile ? { file: config.configFile } : {}),
        pointer: `/${key}`,
      });
    return project.file(file).catch((error: unknown) => {
      throw missing(config, file, key, error);
    });
  };
  const [logoBytes, iconBytes, css] = await Promise.all([
    config.logo ? read(config.logo.file, 'logo') : undefined,
    config.favicon
      ? read(config.favicon, 'favicon')
      : (own?.file(defaultIcon) ?? readFile(defaultIcon)),
    config.customCss ? read(config.customCss, 'customCss') : undefined,
  ]);
  const iconExt = config.favicon ? path.extname(config.favicon).toLowerCase() : '.svg';
  const icon = { file: `favicon${iconExt}`, contents: iconBytes };
  const logo = config.logo && logoBytes ? logoFile(config, config.logo, logoBytes) : undefined;
  return {
    files: [icon, ...(logo ? [logo.file] : [])],
    logo: logo?.href,
    iconHref: withBase(config.baseUrl, '/' + icon.file),
    iconType: ICON_TYPES[iconExt] ?? 'image/x-icon',
    customCss: css ? `\n/* customCss: ${path.basename(config.customCss!)} */\n${css}` : '',
    sources: (await project.sources()).sort(([a], [b]) => a.localeCompare(b)),
  };
}

/** The navbar shows the logo 32 px high; its width follows the image's proportions. */
const LOGO_HEIGHT = 32;

function logoFile(
  config: BrandConfig,
  logo: { file: string; alt: string },
  bytes: Uint8Array,
): { file: OutputFile; href: LogoHref } {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const name = `assets/logo-${hash}${path.extname(logo.file).toLowerCase()}`;
  let width = LOGO_HEIGHT;
  try {
    const size = imageSize(bytes);
    if (size.width && size.height) width = Math.round((size.width * LOGO_HEIGHT) / size.height);
  } catch {
    // A format image-size does not read: shown in a square box.
  }
  const src = withBase(config.baseUrl, '/' + name);
  return {
    file: { file: name, contents: bytes },
    href: { src, alt: logo.alt, width, height: LOGO_HEIGHT },
  };
}

function missing(config: BrandConfig, file: string, key: string, error: unknown): DocgenError {
  return new DocgenError({
    code: codes.configFileMissing,
    severity: 'error',
    ...said('brandFileMissing', { key, reason: errnoText(error), file }),
    ...(config.configFile ? { file: config.configFile } : {}),
    pointer: `/${key}`,
  });
}

/** The published logo, with the size the navbar shows it at. */
export interface LogoHref {
  src: string;
  alt: string;
  width: number;
  height: number;
}
