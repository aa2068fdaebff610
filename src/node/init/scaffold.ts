import { existsSync } from 'node:fs';
import { SIDEBARS_FILES } from '../config/definition.js';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { findConfigFile } from '../config/load.js';
import { codes } from '../diagnostics/codes.js';
import { DocgenError, errnoText, said, type Diagnostic } from '../diagnostics/diagnostic.js';
import { languageOf } from '../../shared/i18n/languages.js';
import * as files from './files.js';
import { starters } from './starter.js';
import { planPackageJson } from './package-json.js';

export interface InitOptions {
  /** The project folder (made if missing). */
  dir: string;
  title: string;
  /** The site's locale (a BCP 47 tag): the config's `locale`, and the starter pages' language. */
  locale: string;
  /** An OpenAPI document to copy into spec/; none: the example. */
  spec: string | undefined;
}

/** What `docgen init` will do, decided before anything is written. */
export interface ScaffoldPlan {
  dir: string;
  /** New files, relative to `dir`, each written only if it does not exist. */
  create: { file: string; contents: string | Uint8Array }[];
  packageJson: { contents: string; existed: boolean };
  /** Lines appended to .gitignore (made if missing). */
  gitignore: string[];
  hasDocgen: boolean;
  /** Whether it depends on `docgen`, another project on npm. */
  hasOtherDocgen: boolean;
}

/**
 * Plans the project: every file it would write, checked against what exists. Any conflict (a file
 * that exists, a package.json script of the same name) fails the whole plan, with every conflict
 * listed, so nothing is half-written.
 */
export async function planScaffold(options: InitOptions): Promise<ScaffoldPlan> {
  const dir = path.resolve(options.dir);
  const spec = options.spec ? await readSpec(options.spec) : undefined;
  const specFile = spec?.json ? 'spec/openapi.json' : 'spec/openapi.yaml';
  const sidebarsFile = SIDEBARS_FILES.find((name) => existsSync(path.join(dir, name)));
  const starter = starters[languageOf(options.locale)];
  const { title, locale } = options;
  const create = [
    {
      file: 'docgen.config.ts',
      contents: files.configFile({ title, locale, starter, spec: specFile, sidebarsFile }),
    },
    { file: 'content/pages/index.md', contents: starter.homePage },
    { file: 'content/docs/intro.md', contents: starter.introPage },
    { file: `content/docs/${starter.guidesDir}/${starter.guideFile}`, contents: starter.guidePage },
    { file: specFile, contents: spec?.bytes ?? starter.exampleSpec },
  ];
  const conflicts: Diagnostic[] = create
    .map(({ file }) => path.join(dir, file))
    .filter((file) => existsSync(file))
    .map(exists);
  const otherConfig = findConfigFile(dir);
  if (otherConfig && !otherConfig.endsWith('docgen.config.ts')) conflicts.push(exists(otherConfig));
  const manifestFile = path.join(dir, 'package.json');
  const existing = existsSync(manifestFile) ? await readFile(manifestFile, 'utf8') : undefined;
  const manifest = planPackageJson(manifestFile, existing, dir);
  conflicts.push(...manifest.conflicts);
  if (conflicts.length > 0) throw new DocgenError(conflicts);
  const ignored = await readFile(path.join(dir, '.gitignore'), 'utf8').catch(() => '');
  const present = new Set(ignored.split(/\r?\n/).map((line) => line.trim()));
  return {
    dir,
    create,
    packageJson: { contents: manifest.contents, existed: existing !== undefined },
    gitignore: files.gitignoreLines.filter((line) => !present.has(line)),
    hasDocgen: manifest.hasDocgen,
    hasOtherDocgen: manifest.hasOtherDocgen,
  };
}

/** Writes the plan: new files exclusively (a file made meanwhile fails the write, untouched). */
export async function writeScaffold(plan: ScaffoldPlan): Promise<void> {
  for (const { file, contents } of plan.create) {
    const target = path.join(plan.dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents, { flag: 'wx' });
  }
  await writeFile(path.join(plan.dir, 'package.json'), plan.packageJson.contents);
  if (plan.gitignore.length > 0) {
    const file = path.join(plan.dir, '.gitignore');
    const before = await readFile(file, 'utf8').catch(() => undefined);
    const gap = !before ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    await appendFile(file, `${gap}# docgen\n${plan.gitignore.join('\n')}\n`);
  }
}

function exists(file: string): Diagnostic {
  return {
    code: codes.initWouldOverwrite,
    severity: 'error',
    ...said('initFileExists', { name: path.basename(file) }),
    file,
  };
}

/** The spec to copy, checked to be an OpenAPI 3 document. */
async function readSpec(file: string): Promise<{ bytes: Uint8Array; json: boolean }> {
  const fail = (words: ReturnType<typeof said>) =>
    new DocgenError({ code: codes.initSpecUnreadable, severity: 'error', ...words, file });
  const bytes = await readFile(file).catch((error: unknown) => {
    throw fail(said('initSpecUnreadable', { reason: errnoText(error) }));
  });
  let document: unknown;
  try {
    document = parse(Buffer.from(bytes).toString('utf8'));
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? '';
    throw fail(said('initSpecSyntax', { reason }));
  }
  // OpenAPI 3.x, or Swagger 2.0 (converted on load, with a warning).
  const { openapi, swagger } = (document ?? {}) as { openapi?: unknown; swagger?: unknown };
  const known = (typeof openapi === 'string' && openapi.startsWith('3.')) || swagger === '2.0';
  if (!known) throw fail(said('initSpecNotOpenApi'));
  return { bytes, json: path.extname(file).toLowerCase() === '.json' };
}
