import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DevSession } from '../../../src/node/dev/watch/session.js';
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
});
