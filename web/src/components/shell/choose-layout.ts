// Picks the layout of the current screen: the route's own layout, else the ?layout= parameter, else configuration.
import { isLayoutName, type LayoutName } from '../../lib/layout-name';

export function chooseLayout(
  routeLayout: LayoutName | undefined,
  searchParam: unknown,
  configDefault: LayoutName,
): LayoutName {
  if (routeLayout) return routeLayout;
  if (isLayoutName(searchParam)) return searchParam;
  return configDefault;
}
