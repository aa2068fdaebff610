import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../../src/node/config/resolve.js';
import { apiEntries } from '../../../src/node/publish/search/api-entries.js';
import { planApiPages } from '../../../src/node/site/api-pages.js';
import { createFrame } from '../../../src/node/site/frame.js';
import { searchKinds } from '../../../src/shared/search.js';
import { frameAssets, referenceOf } from '../openapi/helpers.js';

const config = resolveConfig({ title: 'Teste' }, '/tmp/site', undefined);

/** This site's reference split (a page per tag), its Schemas page cut in two at `Recipient`. */
async function splitPages() {
  const reference = await referenceOf('../../../spec/openapi.yaml');
  const pages = planApiPages(
    { ...reference, split: true },
    {
      route: '/api/',
      baseUrl: '/',
      yamlDownload: false,
      frame: createFrame(config, [], frameAssets),
    },
  );
  const schemasPage = pages.find((p) => p.route === '/api/schemas/')!;
  const { schemas } = schemasPage.api;
  const cut = schemas.findIndex((s) => s.name === 'Recipient');
  const part = (route: string, held: typeof schemas) => ({
    ...schemasPage,
    route,
    api: { ...schemasPage.api, schemas: held },
  });
  return [
    ...pages.filter((p) => p !== schemasPage),
    part('/api/schemas/', schemas.slice(0, cut)),
    part('/api/schemas/2/', schemas.slice(cut)),
  ];
}

describe('apiEntries of a Schemas section in parts', () => {
  it('links each schema on its part; a property is one entry across the parts', async () => {
    const entries = apiEntries(await splitPages());
    const schema = (name: string) =>
      entries.find((e) => e.kind === searchKinds.schema && e.title === name);
    expect(schema('Addressee')?.url).toBe('/api/schemas/#schema/Addressee');
    expect(schema('Recipient')?.url).toBe('/api/schemas/2/#schema/Recipient');
    // `via` of Addressee (part 1), AddresseeInput and ActingRecipient (part 2): one entry.
    const via = entries.filter((e) => e.title === 'via');
    expect(via.map((e) => [e.context, e.url])).toEqual([
      [
        'Propriedade de Addressee, AddresseeInput, ActingRecipient · string',
        '/api/schemas/#schema/Addressee',
      ],
    ]);
  });
});
