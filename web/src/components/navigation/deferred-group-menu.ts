// The navigation groups' dropdown, loaded after the first screen (see defer-popup.tsx).
import { lazyPopup } from '../deferred-popup/defer-popup';

export const GroupMenu = lazyPopup(() =>
  import('./navigation-group-menu').then((module) => module.NavigationGroupMenu),
);
