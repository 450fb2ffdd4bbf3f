// Handlers of the icon catalogues (`/api/ui/icons/<set>`).
import { typedHandlers } from '../contract-types.ts';
import { type IconSet, type IconSetName, readIconSets } from './catalogues.ts';

// Read-only and the same for every state namespace, so read once and shared rather than
// copied into each namespace's state (the material lists alone are thousands of names).
let catalogues: Record<IconSetName, IconSet> | undefined;
const iconSet = (name: IconSetName) => () => {
  catalogues ??= readIconSets();
  return catalogues[name];
};

export const iconsHandlers = typedHandlers({
  iconsGetFeather: iconSet('feather'),
  iconsGetHeroiconsOutline: iconSet('heroicons-outline'),
  iconsGetHeroiconsSolid: iconSet('heroicons-solid'),
  iconsGetHeroiconsMini: iconSet('heroicons-mini'),
  iconsGetMaterialSolid: iconSet('material-solid'),
  iconsGetMaterialOutline: iconSet('material-outline'),
  iconsGetMaterialTwotone: iconSet('material-twotone'),
});
