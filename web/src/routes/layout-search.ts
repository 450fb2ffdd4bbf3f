// Search parameter shared by every route: ?layout=<name> picks the layout where the route does not fix one.
import { isLayoutName, type LayoutName } from '../lib/layout-name';

export interface LayoutSearch {
  layout?: LayoutName;
}

export function validateLayoutSearch(search: Record<string, unknown>): LayoutSearch {
  return isLayoutName(search.layout) ? { layout: search.layout } : {};
}
