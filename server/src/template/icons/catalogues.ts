// Icon names read from the installed icon packages (never typed by hand), one catalogue per set.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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

export interface IconSet {
  namespace: string;
  name: string;
  grid: string;
  list: string[];
}

/** The sets by URL segment (`api/ui/icons/<set>`), as in the template's table. */
export function readIconSets(): Record<string, IconSet> {
  const set = (namespace: string, name: string, list: string[], grid = 'icon-size-6'): IconSet => ({
    namespace,
    name,
    grid,
    list,
  });
  return {
    feather: set('feather', 'Feather', featherNames()),
    'heroicons-outline': set('heroicons_outline', 'Heroicons Outline', svgNames('heroicons', '24/outline')),
    'heroicons-solid': set('heroicons_solid', 'Heroicons Solid', svgNames('heroicons', '24/solid')),
    'heroicons-mini': set('heroicons_mini', 'Heroicons Mini', svgNames('heroicons', '20/solid'), 'icon-size-5'),
    'material-solid': set('mat_solid', 'Material Solid', svgNames('@material-design-icons/svg', 'filled')),
    'material-outline': set('mat_outline', 'Material Outline', svgNames('@material-design-icons/svg', 'outlined')),
    'material-twotone': set('', 'Material Twotone', svgNames('@material-design-icons/svg', 'two-tone')),
  };
}
