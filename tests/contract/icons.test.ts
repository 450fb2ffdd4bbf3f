// Icon catalogues: namespaces and grid sizes of the template, names read from the icon packages.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, baseUrl, createApi } from '../helpers/api.ts';
import { contractBody, expectContract } from '../helpers/contract.ts';

const require = createRequire(import.meta.url);
const svgCount = (pkg: string, folder: string) =>
  readdirSync(join(dirname(require.resolve(`${pkg}/package.json`)), folder)).filter((file) => file.endsWith('.svg'))
    .length;

const SETS = [
  ['feather', 'iconsGetFeather', 'feather', 'icon-size-6'],
  ['heroicons-outline', 'iconsGetHeroiconsOutline', 'heroicons_outline', 'icon-size-6'],
  ['heroicons-solid', 'iconsGetHeroiconsSolid', 'heroicons_solid', 'icon-size-6'],
  ['heroicons-mini', 'iconsGetHeroiconsMini', 'heroicons_mini', 'icon-size-5'],
  ['material-solid', 'iconsGetMaterialSolid', 'mat_solid', 'icon-size-6'],
  ['material-outline', 'iconsGetMaterialOutline', 'mat_outline', 'icon-size-6'],
  ['material-twotone', 'iconsGetMaterialTwotone', '', 'icon-size-6'],
] as const;

let api: Api;
beforeAll(async () => {
  api = await createApi();
});
afterAll(() => api.close());

describe('GET /api/ui/icons/{set}', () => {
  it.each(SETS)('answers %s with its namespace and grid size', async (set, operationId, namespace, grid) => {
    const response = await api.get(`/api/ui/icons/${set}`);
    expectContract(response, operationId);
    const body = response.body as { namespace: string; grid: string; list: string[] };
    expect(body.namespace).toBe(namespace);
    expect(body.grid).toBe(grid);
    expect(body.list.length).toBeGreaterThan(250);
    expect(new Set(body.list).size).toBe(body.list.length);
  });

  it.skipIf(baseUrl !== undefined)(
    'lists the icons of the installed packages that the template sprites draw',
    async () => {
      const size = async (set: string) =>
        ((await api.get(`/api/ui/icons/${set}`)).body as { list: string[] }).list.length;
      // heroicons: 292 of the package's 324 (the sprite predates 32 icons); material: all but the 335 newer ones.
      expect(await size('heroicons-outline')).toBe(svgCount('heroicons', '24/outline') - 32);
      expect(await size('heroicons-mini')).toBe(svgCount('heroicons', '20/solid') - 32);
      expect(await size('material-twotone')).toBe(svgCount('@material-design-icons/svg', 'two-tone') - 335);
      const feather = contractBody(await api.get('/api/ui/icons/feather'), 'iconsGetFeather').list;
      expect(feather).toContain('activity');
    },
  );
});
