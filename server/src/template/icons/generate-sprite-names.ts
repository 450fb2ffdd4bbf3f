// Writes sprite-names.json: the icon names that the template's own sprites (public/icons/<set>.svg of the
// template front end) define, per family, so the catalogues list only icons the template can draw. Only the
// names are kept, never the template's assets. Run once per template version:
//   node server/src/template/icons/generate-sprite-names.ts <template>/public/icons
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The ids of the icons of a sprite: its nested <svg id> (Angular Material icon sets) or <symbol id>. */
export function spriteIds(svg: string): string[] {
  return [
    ...new Set([...svg.matchAll(/<(?:svg|symbol)\b[^>]*?\bid="([^"]+)"/g)].map((match) => match[1] ?? '')),
  ].sort();
}

// One file per family: the outline, solid and mini heroicons (and the three material styles) name the same icons.
const FAMILIES = { feather: 'feather.svg', heroicons: 'heroicons-outline.svg', material: 'material-outline.svg' };

if (import.meta.main) {
  const folder = process.argv[2];
  if (folder === undefined) throw new Error('Usage: generate-sprite-names.ts <template>/public/icons');
  const names = Object.fromEntries(
    Object.entries(FAMILIES).map(([family, file]) => [family, spriteIds(readFileSync(join(folder, file), 'utf8'))]),
  );
  writeFileSync(new URL('./sprite-names.json', import.meta.url), `${JSON.stringify(names, null, 1)}\n`);
}
