// The generated query of each icon set (GET /api/ui/icons/<set>), so the page asks for the set in the URL.
import {
  getIconsGetFeatherQueryOptions,
  getIconsGetHeroiconsMiniQueryOptions,
  getIconsGetHeroiconsOutlineQueryOptions,
  getIconsGetHeroiconsSolidQueryOptions,
  getIconsGetMaterialOutlineQueryOptions,
  getIconsGetMaterialSolidQueryOptions,
  getIconsGetMaterialTwotoneQueryOptions,
} from '@api/endpoints/icons/icons';
import type { IconSet } from './icons-search';

export const iconCatalogueQueries = {
  feather: getIconsGetFeatherQueryOptions,
  'heroicons-outline': getIconsGetHeroiconsOutlineQueryOptions,
  'heroicons-solid': getIconsGetHeroiconsSolidQueryOptions,
  'heroicons-mini': getIconsGetHeroiconsMiniQueryOptions,
  'material-solid': getIconsGetMaterialSolidQueryOptions,
  'material-outline': getIconsGetMaterialOutlineQueryOptions,
  'material-twotone': getIconsGetMaterialTwotoneQueryOptions,
} satisfies Record<IconSet, unknown>;
