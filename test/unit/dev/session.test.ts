import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DevSession } from '../../../src/node/dev/watch/session.js';
import { build } from '../../../src/node/pipeline/build.js';
import { copyFixture } from '../../helpers/cli.js';

const spec = `openapi: 3.1.0
info:
  title: Mínima
  version: 1.0.0
paths:
  /v1/me:
    get:
      operationId: getProfile
      summary: Perfil
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                $ref: '../node_modules/esquemas/perfil.yaml'
  /v1/conta:
    get:
      operationId: getAccount
      summary: Conta
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                $ref: '../compartilhado/conta.yaml'
`;

const schema = (field: string) =>
  `type: object\nproperties:\n  ${field}:\n    type: string\n    description: Campo ${field}.\n`;

let session: DevSession | undefined;
afterEach(() => session?.close());

describe('a watch session', () => {
  it('takes installed packages as fixed, looks at other unwatched files each build', async () => {
    const site = copyFixture('basic-site');
    mkdirSync(path.join(site, 'node_modules/esquemas'), { recursive: true });
    mkdirSync(path.join(site, 'compartilhado'));
    const packaged = path.join(site, 'node_modules/esquemas/perfil.yaml');
    const shared = path.join(site, 'compartilhado/conta.yaml');
    writeFileSync(path.join(site, 'spec/openapi.yaml'), spec);
    writeFileSync(packaged, schema('apelido'));
    writeFileSync(shared, schema('saldo'));
    session = new DevSession({ cwd: site, persistentCache: false });
    const reference = () => session!.snapshot!.files.get('api/index.html')!.body.toString('utf8');

    expect((await session.rebuild()).ok).toBe(true);
    expect(reference()).toContain('apelido');
    expect(reference()).toContain('saldo');

    // The next build looks at every file once; from then on, a package's file is not looked at
    // until reported (the watcher never does: packages change by an install).
    expect((await session.rebuild()).ok).toBe(true);
    writeFileSync(packaged, schema('alcunha'));
    expect((await session.rebuild()).ok).toBe(true);
    expect(reference()).toContain('apelido');
    expect((await session.rebuild([packaged])).ok).toBe(true);
    expect(reference()).toContain('alcunha');

    // A file outside every watched folder (and outside packages) is looked at by every build.
    writeFileSync(shared, schema('limite'));
    expect((await session.rebuild()).ok).toBe(true);
    expect(reference()).toContain('limite');
  }, 60_000);

  it('after edits, serves what a new session builds from the same files', async () => {
    const site = copyFixture('basic-site');
    const intro = path.join(site, 'content/docs/intro.md');
    const original = readFileSync(intro, 'utf8');
    const config = path.join(site, 'docgen.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("'ignore'", "'warn'"));
    session = new DevSession({ cwd: site, persistentCache: false });
    expect((await session.rebuild()).ok).toBe(true);
    // Blocks added in the middle and at the end (the pages are parsed incrementally), one of them
    // with a broken link, whose line the warning gives.
    const edits = [
      original.replace('## Autenticação', 'Um parágrafo novo,\nem duas linhas.\n\n## Autenticação'),
      original.replace(
        'Texto.',
        'Texto com [um link quebrado](/docs/nao-existe/).\n\n- um\n- dois',
      ),
      `${original}\n:::note\nNo fim.\n:::\n`,
    ];
    let last: Awaited<ReturnType<DevSession['rebuild']>> | undefined;
    for (const text of edits) {
      writeFileSync(intro, text);
      last = await session.rebuild([intro]);
      expect(last.ok).toBe(true);
    }
    writeFileSync(intro, edits[1]!);
    last = await session.rebuild([intro]);
    const page = (s: DevSession) => s.snapshot!.files.get('docs/intro/index.html')!.body;
    const warnings = (outcome: typeof last) =>
      outcome?.ok ? outcome.warnings.map((w) => `${w.line}:${w.column} ${w.message}`) : [];
    const fresh = new DevSession({ cwd: site, persistentCache: false });
    try {
      const first = await fresh.rebuild();
      expect(page(session).equals(page(fresh))).toBe(true);
      expect(warnings(last)).toEqual(warnings(first));
      expect(warnings(last).join()).toContain('nao-existe');
    } finally {
      fresh.close();
    }
  }, 60_000);

  it('makes the spec downloads when asked for, each the spec of its build', async () => {
    const site = copyFixture('basic-site');
    const specFile = path.join(site, 'spec/openapi.yaml');
    session = new DevSession({ cwd: site, persistentCache: false });
    expect((await session.rebuild()).ok).toBe(true);
    const before = session.snapshot!;
    // Not made by the build: among the files made when asked for, as JSON and (a YAML spec) YAML,
    // with the console's file.
    expect(before.files.has('api/openapi.json')).toBe(false);
    expect([...before.later.keys()].sort()).toEqual([
      'api/openapi.json',
      'api/openapi.yaml',
      'api/try-it.json',
    ]);
    const download = async (snapshot: typeof before, file: string) =>
      (await snapshot.later.get(file)!()).body.toString('utf8');
    const yaml = await download(before, 'api/openapi.yaml');
    expect(yaml).toBe(readFileSync(specFile, 'utf8'));
    // Made once for a build, however often asked for.
    expect(await before.later.get('api/openapi.json')!()).toBe(
      await before.later.get('api/openapi.json')!(),
    );

    writeFileSync(specFile, yaml.replace('version: 1.0.0', 'version: 1.0.1'));
    expect((await session.rebuild([specFile])).ok).toBe(true);
    const after = session.snapshot!;
    expect(JSON.parse(await download(after, 'api/openapi.json')).info.version).toBe('1.0.1');
    // The build before keeps its own (a request under way when the save came gets those).
    expect(JSON.parse(await download(before, 'api/openapi.json')).info.version).toBe('1.0.0');
  }, 60_000);

  it('makes the console’s try-it.json when asked for, as a build writes it', async () => {
    const site = copyFixture('try-it-site');
    session = new DevSession({ cwd: site, persistentCache: false });
    expect((await session.rebuild()).ok).toBe(true);
    const { files, later } = session.snapshot!;
    expect(files.has('api/try-it.json')).toBe(false);
    const served = (await later.get('api/try-it.json')!()).body;
    const out = path.join(site, 'saida');
    await build({ cwd: site, overrides: { outDir: out } });
    expect(served.equals(readFileSync(path.join(out, 'api/try-it.json')))).toBe(true);
  }, 60_000);

  it('builds draft pages, which a build leaves out (as Docusaurus in development)', async () => {
    session = new DevSession({
      cwd: copyFixture('docusaurus-front-matter'),
      persistentCache: false,
    });
    expect((await session.rebuild()).ok).toBe(true);
    const draft = session.snapshot!.files.get('docs/rascunho/index.html');
    expect(draft?.body.toString('utf8')).toContain('<h1 id="rascunho">');
  });
});
