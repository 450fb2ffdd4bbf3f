// Handlers of the icon catalogues (`/api/ui/icons/<set>`).
import type { HandlerMap, OperationContext } from '../../contract/handler.ts';

const iconSet = (name: string) => (ctx: OperationContext) => ctx.state.template.icons[name] ?? null;

export const iconsHandlers: HandlerMap = {
  iconsGetFeather: iconSet('feather'),
  iconsGetHeroiconsOutline: iconSet('heroicons-outline'),
  iconsGetHeroiconsSolid: iconSet('heroicons-solid'),
  iconsGetHeroiconsMini: iconSet('heroicons-mini'),
  iconsGetMaterialSolid: iconSet('material-solid'),
  iconsGetMaterialOutline: iconSet('material-outline'),
  iconsGetMaterialTwotone: iconSet('material-twotone'),
};
