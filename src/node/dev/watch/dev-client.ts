import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { uiStrings } from '../../../shared/i18n/catalogue.js';
import type { ResolvedConfig } from '../../config/types.js';
import { clientStrings } from '../../publish/client-strings.js';
import { loadEsbuild } from '../../services.js';

/** What of the config the dev client is bundled with: its language (pt-BR before one is known). */
export type DevClientLanguage = Pick<ResolvedConfig, 'locale' | 'strings'> | undefined;

/**
 * Bundles the live-reload and overlay client (src/client/dev) for the dev server to serve, its
 * messages in the site's language (inlined as the page script's are: publish/client-strings.ts).
 */
export async function bundleDevClient(
  clientDir: string,
  language: DevClientLanguage,
): Promise<string> {
  const { build: esbuild } = await loadEsbuild();
  const strings = uiStrings(language?.locale ?? 'pt-BR', language?.strings);
  const result = await esbuild({
    entryPoints: [path.join(clientDir, 'dev/client.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
    plugins: [clientStrings(strings, (file) => readFile(file))],
  });
  return result.outputFiles[0]!.text;
}

/** Whether two configs give the dev client the same messages. */
export const sameDevLanguage = (a: DevClientLanguage, b: DevClientLanguage): boolean =>
  (a?.locale ?? 'pt-BR') === (b?.locale ?? 'pt-BR') &&
  JSON.stringify(a?.strings ?? {}) === JSON.stringify(b?.strings ?? {});
