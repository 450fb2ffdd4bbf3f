// Handlers of the icon catalogues (`/api/ui/icons/<set>`).
import type { HandlerMap } from '../../contract/handler.ts';
import { type IconSet, readIconSets } from './catalogues.ts';

// Read-only and the same for every state namespace, so read once and shared rather than
// copied into each namespace's state (the material lists alone are thousands of names).
let catalogues: Record<string, IconSet> | undefined;
const iconSet = (name: string) => () => {
  catalogues ??= readIconSets();
  return catalogues[name] ?? null;
};

export const iconsHandlers: HandlerMap = {
  iconsGetFeather: iconSet('feather'),
  iconsGetHeroiconsOutline: iconSet('heroicons-outline'),
  iconsGetHeroiconsSolid: iconSet('heroicons-solid'),
  iconsGetHeroiconsMini: iconSet('heroicons-mini'),
  iconsGetMaterialSolid: iconSet('material-solid'),
  iconsGetMaterialOutline: iconSet('material-outline'),
  iconsGetMaterialTwotone: iconSet('material-twotone'),
};
