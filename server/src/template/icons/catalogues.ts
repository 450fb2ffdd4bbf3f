// Icon names read from the installed icon packages (never typed by hand), one catalogue per set, kept to
// those the template's own sprites draw (sprite-names.json, see generate-sprite-names.ts): a name the
// sprite lacks shows as a blank tile in the template.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Schema } from '../../contract/operation-types.ts';
import spriteNames from './sprite-names.json' with { type: 'json' };

const require = createRequire(import.meta.url);
const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

/** The base names of the `.svg` files in a package folder, sorted. */
function svgNames(packageName: string, folder: string): string[] {
  return readdirSync(join(packageDir(packageName), folder))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();
}

function featherNames(): string[] {
  const icons = JSON.parse(readFileSync(join(packageDir('feather-icons'), 'dist', 'icons.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.keys(icons).sort();
}

export type IconSet = Schema<'IconsCatalogue'>;

/** The URL segments of the sets (`api/ui/icons/<set>`). */
export type IconSetName =
  | 'feather'
  | 'heroicons-outline'
  | 'heroicons-solid'
  | 'heroicons-mini'
  | 'material-solid'
  | 'material-outline'
  | 'material-twotone';

/** The sets by URL segment (`api/ui/icons/<set>`), as in the template's table. */
export function readIconSets(): Record<IconSetName, IconSet> {
  const drawn = (family: keyof typeof spriteNames, names: string[]) => {
    const sprite = new Set(spriteNames[family]);
    return names.filter((name) => sprite.has(name));
  };
  // Grid sizes as in the template's mock: 24px tiles, the 20px mini heroicons at icon-size-5.
  const set = (namespace: string, name: string, list: string[], grid: IconSet['grid'] = 'icon-size-6'): IconSet => ({
    namespace,
    name,
    grid,
    list,
  });
  const heroicons = (folder: string) => drawn('heroicons', svgNames('heroicons', folder));
  const material = (folder: string) => drawn('material', svgNames('@material-design-icons/svg', folder));
  return {
    feather: set('feather', 'Feather', drawn('feather', featherNames())),
    'heroicons-outline': set('heroicons_outline', 'Heroicons Outline', heroicons('24/outline')),
    'heroicons-solid': set('heroicons_solid', 'Heroicons Solid', heroicons('24/solid')),
    'heroicons-mini': set('heroicons_mini', 'Heroicons Mini', heroicons('20/solid'), 'icon-size-5'),
    'material-solid': set('mat_solid', 'Material Solid', material('filled')),
    'material-outline': set('mat_outline', 'Material Outline', material('outlined')),
    'material-twotone': set('', 'Material Twotone', material('two-tone')),
  };
}
