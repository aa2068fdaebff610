import { chmodSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StageStore } from '../../../src/node/pipeline/stage-store.js';
import { storedSpec } from '../../../src/node/pipeline/stored-stages.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'docgen-store-test-'));

describe('StageStore', () => {
  it(
    'gives back the value stored under the same inputs, ' + 'in a new instance (a later process)',
    async () => {
      const folder = dir();
      const circular: Record<string, unknown> = { name: 'raiz', bytes: new Uint8Array([1, 2, 3]) };
      circular.self = circular;
      await new StageStore(folder, 'code-1').set('spec', ['a'], circular);
      const store = new StageStore(folder, 'code-1');
      const hit = await store.get<typeof circular>('spec', ['a']);
      expect(hit?.value.name).toBe('raiz');
      expect(hit?.value.self).toBe(hit?.value);
      expect(hit?.value.bytes).toEqual(new Uint8Array([1, 2, 3]));
      expect(await store.get('spec', ['b'])).toBeUndefined();
      expect([...store.reused]).toEqual([['spec', false]]);
    },
  );

  it(
    'never serves a value of other code (salt), ' +
      'nor one whose recorded files changed or vanished',
    async () => {
      const folder = dir();
      const file = path.join(folder, 'openapi.yaml');
      writeFileSync(file, 'openapi: 3.1.0\n');
      const store = new StageStore(folder, 'code-1');
      await store.set('spec', ['x'], 'valor', [
        [
          file,
          (await import('node:crypto'))
            .createHash('sha256')
            .update(readFileSync(file))
            .digest('hex'),
        ],
      ]);
      expect((await store.get('spec', ['x']))?.value).toBe('valor');
      expect(await new StageStore(folder, 'code-2').get('spec', ['x'])).toBeUndefined();
      writeFileSync(file, 'openapi: 3.0.3\n');
      expect(await store.get('spec', ['x'])).toBeUndefined();
      writeFileSync(file, 'openapi: 3.1.0\n');
      expect((await store.get('spec', ['x']))?.value).toBe('valor');
      (await import('node:fs')).rmSync(file);
      expect(await store.get('spec', ['x'])).toBeUndefined();
    },
  );

  it(
    'reads a corrupt file as a miss, ' +
      'and an unwritable folder costs only the work, never an error',
    async () => {
      const folder = dir();
      writeFileSync(path.join(folder, 'api.v8'), 'não é v8');
      expect(await new StageStore(folder, 's').get('api', [])).toBeUndefined();
      const locked = path.join(dir(), 'somente-leitura');
      (await import('node:fs')).mkdirSync(locked);
      chmodSync(locked, 0o500);
      const store = new StageStore(path.join(locked, 'cache'), 's');
      await expect(store.set('api', [], 1)).resolves.toBeUndefined();
    },
  );
});

describe('storedSpec', () => {
  it(
    'reads a multi-file spec once, ' + 'then from the store until one of its $ref files changes',
    async () => {
      const folder = dir();
      const specDir = path.join(folder, 'spec');
      cpSync(path.join(import.meta.dirname, '../../fixtures/specs/multi-file'), specDir, {
        recursive: true,
      });
      const root = path.join(specDir, 'openapi.yaml');
      const store = new StageStore(path.join(folder, 'cache'), 'code-1');

      const first = await storedSpec(store, root);
      expect(first.fresh).toBe(true);
      expect(first.spec.sources.map(([f]) => path.relative(specDir, f)).sort()).toEqual([
        'openapi.yaml',
        'parameters.yaml',
        'schemas/envelope.yaml',
      ]);
      const second = await storedSpec(new StageStore(path.join(folder, 'cache'), 'code-1'), root);
      expect(second.fresh).toBe(false);
      expect(second.spec.document).toEqual(first.spec.document);
      const secondSchemas = (
        second.spec.document.components as {
          schemas: Record<string, { properties: Record<string, unknown> }>;
        }
      ).schemas;
      expect(secondSchemas.Recipient!.properties.envelope).toBe(secondSchemas.Envelope);

      const schema = path.join(specDir, 'schemas/envelope.yaml');
      writeFileSync(
        schema,
        readFileSync(schema, 'utf8').replace(
          'Envelope:\n  type: object\n',
          'Envelope:\n  type: object\n  description: Texto novo do esquema.\n',
        ),
      );
      const third = await storedSpec(new StageStore(path.join(folder, 'cache'), 'code-1'), root);
      expect(third.fresh).toBe(true);
      const schemas = (
        third.spec.document.components as {
          schemas: Record<string, { description?: string; properties: Record<string, unknown> }>;
        }
      ).schemas;
      expect(schemas.Envelope!.description).toBe('Texto novo do esquema.');
      // The cycle Envelope → recipients → Recipient → envelope comes back as the same object.
      expect(schemas.Recipient!.properties.envelope as object).toBe(schemas.Envelope);
    },
  );
});
