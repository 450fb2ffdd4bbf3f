// Icon of a navigation item: the heroicon the API names, else the item's initials (the narrow rails need
// something to recognise each item by).
import { ApiIcon } from '../icons/api-icon';
import type { NavigationItem } from './navigation-item';

interface NavItemIconProps {
  item: NavigationItem;
  size: number;
}

export function NavItemIcon({ item, size }: NavItemIconProps) {
  return <ApiIcon name={item.icon} size={size} fallbackText={item.title ?? item.id} />;
}
