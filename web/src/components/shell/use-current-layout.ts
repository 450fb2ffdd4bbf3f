// The layout of the screen being shown, from the deepest route with static layout data, the URL and configuration.
import { useMatches, useSearch } from '@tanstack/react-router';
import { config } from '../../lib/env';
import type { LayoutName } from '../../lib/layout-name';
import { chooseLayout } from './choose-layout';

export function useCurrentLayout(): LayoutName {
  const routeLayout = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.layout)?.staticData.layout,
  });
  const searchLayout = useSearch({ strict: false, select: (search) => search.layout });
  return chooseLayout(routeLayout, searchLayout, config.defaultLayout);
}
