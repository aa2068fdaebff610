import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's lint rule settings: `redocly.yaml` beside the config, else Redocly's `recommended`
 * rules. Apart from spec-lint.ts, which loads Redocly: the main thread only needs the path.
 */
export function redoclyConfigPath(root: string): string | undefined {
  const file = path.join(root, 'redocly.yaml');
  return existsSync(file) ? file : undefined;
}
