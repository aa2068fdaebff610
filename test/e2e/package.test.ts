import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';
import { rawRequest } from '../helpers/http.js';
import { offlineLock } from '../helpers/offline-lock.js';
import { startDocgen } from './watch-harness.js';

/**
 * docgen as a team installs it: `npm pack`, the tarball installed into an empty project outside
 * this repository without network (from the npm cache `npm ci` filled), then `docgen init`,
 * `build`, `check`, `serve` and `watch` there.
 */
const work = mkdtempSync(path.join(tmpdir(), 'docgen-package-'));
const project = path.join(work, 'projeto');
const pkg = path.join(project, 'node_modules/docgen-openapi');
const figures: Record<string, string> = {};

/** npm's own settings for this run (npm test sets npm_* variables) are not the project's. */
function cleanEnv(): NodeJS.ProcessEnv {
  const keep = new Set(['npm_config_cache', 'npm_config_userconfig']);
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') || keep.has(key)),
  );
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, env: cleanEnv(), encoding: 'utf8', stdio: 'pipe' });
}

/** The project's docgen, as `npx docgen` runs it, in CI (where it never asks). */
const docgen = (args: string[]) =>
  runCli(args, project, { CI: 'true' }, path.join(project, 'node_modules/.bin/docgen'));

/**
 * The repository's files (tracked, and new ones git does not ignore) in a temp folder, so `npm
 * pack`'s compile never rewrites the lib/ other tests run from.
 */
function copyOfRepository(): string {
  const copy = path.join(work, 'docgen');
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  for (const file of listed.split('\0').filter(Boolean)) {
    if (!existsSync(path.join(repoRoot, file))) continue;
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(copy, file));
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

beforeAll(async () => {
  const copy = copyOfRepository();
  const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', work], copy)) as {
    filename: string;
    size: number;
    files: { path: string }[];
  }[];
  const tarball = path.join(work, packed[0]!.filename);
  figures.tarball = `${(packed[0]!.size / 1024 / 1024).toFixed(2)} MiB`;
  figures.files = String(packed[0]!.files.length);
  const start = performance.now();
  mkdirSync(project);
  copyFileSync(tarball, path.join(project, path.basename(tarball)));
  const manifest = { name: 'projeto', version: '0.0.0', private: true };
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify(
      { ...manifest, dependencies: { 'docgen-openapi': `file:${path.basename(tarball)}` } },
      null,
      2,
    ),
  );
  writeFileSync(path.join(project, 'package-lock.json'), offlineLock(repoRoot, tarball, 'projeto'));
  npm(['ci', '--offline', '--no-audit', '--no-fund'], project);
  figures.install = `${Math.round(performance.now() - start)} ms`;
  cpSync(
    path.join(repoRoot, 'test/fixtures/package-site/small.yaml'),
    path.join(project, 'small.yaml'),
  );
  const init = await docgen([
    'init',
    '--yes',
    '--title',
    'API de Pagamentos',
    '--spec',
    'small.yaml',
  ]);
  expect(init.code, init.stderr).toBe(0);
  const built = await docgen(['build']);
  expect(built.code, built.stderr).toBe(0);
  figures['install + init + build'] = `${Math.round(performance.now() - start)} ms`;
}, 300_000);

afterAll(() => {
  console.info(`docgen package: ${JSON.stringify(figures)}`);
  rmSync(work, { recursive: true, force: true });
});

describe('the packed docgen', () => {
  it('is installed from the tarball with compiled code, compiling nothing', () => {
    const installed = JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      exports: { '.': { types: string; default: string } };
    };
    for (const hook of ['preinstall', 'install', 'postinstall'])
      expect(installed.scripts[hook]).toBeUndefined();
    expect(existsSync(path.join(pkg, 'lib/cli.js'))).toBe(true);
    expect(existsSync(path.join(pkg, 'lib/client/manifest.json'))).toBe(true);
    expect(existsSync(path.join(pkg, 'src/node'))).toBe(false);
    expect(readdirSync(path.join(pkg, 'lib')).filter((f) => f.endsWith('.map'))).toEqual([]);
    // The config's `import { defineConfig } from 'docgen-openapi'` has types to complete from.
    const types = readFileSync(path.join(pkg, installed.exports['.'].types), 'utf8');
    expect(types).toContain('defineConfig');
    // No build tool came with it: the runtime dependencies only.
    for (const dev of ['typescript', 'vitest', 'react', 'shiki', '@biomejs/biome'])
      expect(existsSync(path.join(project, 'node_modules', dev)), dev).toBe(false);
  });

  it('initialised the project (config, content, spec, scripts, .gitignore)', () => {
    const config = readFileSync(path.join(project, 'docgen.config.ts'), 'utf8');
    expect(config).toContain("title: 'API de Pagamentos',");
    expect(config).toContain("import { defineConfig } from 'docgen-openapi';");
    expect(readFileSync(path.join(project, 'spec/openapi.yaml'), 'utf8')).toBe(
      readFileSync(path.join(project, 'small.yaml'), 'utf8'),
    );
    const scripts = (
      JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts).toEqual({
      'docs:build': 'docgen build',
      'docs:watch': 'docgen watch',
      'docs:check': 'docgen check',
    });
    expect(readFileSync(path.join(project, '.gitignore'), 'utf8')).toContain('dist/\n');
  });

  it('built a site that names no path of this repository', () => {
    const files = readdirSync(path.join(project, 'dist'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toContain(repoRoot);
  });

  it('serves the home page, a docs page, the API reference and the 404', async () => {
    const served = await startDocgen(['serve', '--port', '0'], project, pkg);
    try {
      const port = Number(new URL(served.url).port);
      const get = async (target: string) => {
        const reply = await rawRequest(port, target);
        return { status: reply.status, html: reply.body.toString('utf8') };
      };
      const home = await get('/');
      expect(home.status).toBe(200);
      expect(home.html).toContain('<title>API de Pagamentos</title>');
      const intro = await get('/docs/intro/');
      expect(intro.status).toBe(200);
      expect(intro.html).toContain('<h1 id="introducao">Introdução</h1>');
      expect((await get('/docs/guias/primeiro-guia/')).status).toBe(200);
      const api = await get('/api/');
      expect(api.status).toBe(200);
      expect(api.html).toContain('Obter uma cobrança');
      const missing = await get('/nao-existe/');
      expect(missing.status).toBe(404);
      expect(missing.html).toContain('<html lang="pt-BR"');
      expect(missing.html).toContain('Página não encontrada');
    } finally {
      expect(await served.stop()).toBe(0);
    }
  });

  it('checks the project as CI would', async () => {
    const checked = await docgen(['check']);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    // init leaves url unset (the site's address is the writer's to give): one warning says what
    // the site lacks until it is set.
    expect(checked.stdout + checked.stderr).toMatch(/0 errors, 1 warning/);
    expect(checked.stdout).toMatch(/^docgen\.config\.ts#\/url {2}warning {2}DG1010 /m);
  });

  it("builds MDX pages with the site's components on docgen's React, and islands", async () => {
    mkdirSync(path.join(project, 'src/components'), { recursive: true });
    writeFileSync(
      path.join(project, 'src/components/Contagem.tsx'),
      "import { useId, useState } from 'react';\n" +
        'export default function Contagem({ n }: { n: number }) {\n' +
        '  const [valor] = useState(n * 2);\n' +
        '  return <output id={useId()}>{valor}</output>;\n' +
        '}\n',
    );
    writeFileSync(
      path.join(project, 'src/components/Botao.island.tsx'),
      "import { useState } from 'react';\n" +
        'export default function Botao() {\n' +
        '  const [n, setN] = useState(0);\n' +
        '  return <button type="button" onClick={() => setN(n + 1)}>{n}</button>;\n' +
        '}\n',
    );
    writeFileSync(
      path.join(project, 'content/docs/mdx.mdx'),
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# MDX\n\n" +
        '<Tabs><TabItem value="a">Aba A</TabItem></Tabs>\n\n<Contagem n={21} />\n\n<Botao />\n',
    );
    const config = path.join(project, 'docgen.config.ts');
    writeFileSync(
      config,
      readFileSync(config, 'utf8').replace(
        'defineConfig({',
        "defineConfig({\n  componentsDir: 'src/components',",
      ),
    );
    const built = await docgen(['build']);
    expect(built.code, built.stderr).toBe(0);
    const html = readFileSync(path.join(project, 'dist/docs/mdx/index.html'), 'utf8');
    expect(html).toContain('data-tab-label="a"');
    expect(html).toMatch(/<output id="[^"]+">42<\/output>/);
    const script = /<script type="module" src="\/(assets\/islands\/[^"]+)"/.exec(html)?.[1];
    expect(script && readFileSync(path.join(project, 'dist', script), 'utf8')).toContain(
      'data-mdx-island',
    );
  });

  it('watches, serving from the client and styles of the package', async () => {
    const watching = await startDocgen(['watch', '--port', '0'], project, pkg);
    try {
      const reply = await rawRequest(Number(new URL(watching.url).port), '/docs/intro/');
      expect(reply.status).toBe(200);
      expect(reply.body.toString('utf8')).toContain('Introdução');
    } finally {
      expect(await watching.stop()).toBe(0);
    }
  });
});
