// Top-bar shortcuts panel (`api/common/shortcuts`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from '../helpers/api.ts';
import { contractBody } from '../helpers/contract.ts';
import { describeFeed } from './feed-behaviour.ts';

describeFeed({
  path: '/api/common/shortcuts',
  prefix: 'shortcuts',
  key: 'shortcut',
  seeded: 8,
  input: {
    label: 'Tesauro',
    description: 'Términos',
    icon: 'heroicons_outline:book-open',
    link: '/tesauro',
    useRouter: true,
  },
  requiredField: 'label',
  change: { label: 'Glosario' },
});

describe('shortcut service actions and defaults', () => {
  let api: Api;
  beforeAll(async () => {
    api = await createApi();
  });
  afterAll(() => api.close());

  it('seeds the changescheme and upload service actions outside the router', async () => {
    const shortcuts = contractBody(await api.get('/api/common/shortcuts'), 'shortcutsList');
    for (const action of ['changescheme', 'upload']) {
      expect(shortcuts.find((shortcut) => shortcut.link === action)?.useRouter).toBe(false);
    }
  });

  it('routes a new shortcut through the router only when its link is a path', async () => {
    const route = await api.post('/api/common/shortcuts').send({ shortcut: { label: 'Agenda', link: '/agenda' } });
    expect(route.body.useRouter).toBe(true);
    const external = await api
      .post('/api/common/shortcuts')
      .send({ shortcut: { label: 'Web', link: 'https://www.boe.es' } });
    expect(external.body.useRouter).toBe(false);
  });
});
