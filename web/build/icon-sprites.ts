// Vite plugin: SVG sprites of the Feather and Material icon sets for the icons page, built from the installed
// icon packages (never drawn by hand), as the template draws those sets: one file per set, fetched by the
// browser when a tile first shows an icon of it (`<use href="sprite.svg#icon-name">`), cached like every
// content-hashed asset. `spriteHref(set, name)` of 'virtual:icon-sprites' gives an icon's `<use>` reference.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const virtualId = 'virtual:icon-sprites';
const resolvedId = `\0${virtualId}`;
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Feather draws with strokes: its own presentation attributes, inherited by every shape of a symbol. */
const featherAttributes =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The sets of the API's icon catalogues (`/api/ui/icons/<set>`) the app draws from a sprite. */
const materialFolders = {
  'material-solid': 'filled',
  'material-outline': 'outlined',
  'material-twotone': 'two-tone',
} as const;

type SpriteSet = 'feather' | keyof typeof materialFolders;

/** The symbol id of an icon in its sprite (names such as "10k" do not make valid ids on their own). */
const symbolId = (name: string) => `icon-${name}`;

function sprite(symbols: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

async function featherSprite(): Promise<string> {
  const icons = JSON.parse(await readFile(join(packageDir('feather-icons'), 'dist', 'icons.json'), 'utf8')) as Record<
    string,
    string
  >;
  return sprite(
    Object.entries(icons).map(
      ([name, body]) => `<symbol id="${symbolId(name)}" viewBox="0 0 24 24" ${featherAttributes}>${body}</symbol>`,
    ),
  );
}

async function materialSprite(folder: string): Promise<string> {
  const dir = join(packageDir('@material-design-icons/svg'), folder);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.svg')).sort();
  const symbols = await Promise.all(
    files.map(async (file) => {
      const svg = await readFile(join(dir, file), 'utf8');
      const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 24 24';
      const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
      return `<symbol id="${symbolId(file.slice(0, -'.svg'.length))}" viewBox="${viewBox}">${body}</symbol>`;
    }),
  );
  return sprite(symbols);
}

/** Where the sprites are written before Vite takes them into the build: a cache outside the source tree. */
const defaultDir = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'icon-sprites');

/** Writes the sprites to `dir` (once per build or dev server) and serves their URLs as a virtual module. */
export function iconSprites(dir = defaultDir): Plugin {
  let written: Promise<void> | undefined;
  const writeSprites = async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'feather.svg'), await featherSprite());
    for (const [set, folder] of Object.entries(materialFolders)) {
      await writeFile(join(dir, `${set}.svg`), await materialSprite(folder));
    }
  };
  return {
    name: 'icon-sprites',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      written ??= writeSprites();
      await written;
      const sets: SpriteSet[] = ['feather', ...(Object.keys(materialFolders) as (keyof typeof materialFolders)[])];
      // `?url`: Vite copies each sprite into the build as a content-hashed asset and gives its URL.
      const imports = sets.map(
        (set, index) => `import url${index} from ${JSON.stringify(`${join(dir, set)}.svg?url`)};`,
      );
      const entries = sets.map((set, index) => `${JSON.stringify(set)}: url${index}`);
      return [
        ...imports,
        `const urls = { ${entries.join(', ')} };`,
        'export const spriteSets = Object.keys(urls);',
        `export const spriteHref = (set, name) => (Object.hasOwn(urls, set) ? \`\${urls[set]}#${symbolId('')}\${name}\` : undefined);`,
        '',
      ].join('\n');
    },
  };
}
