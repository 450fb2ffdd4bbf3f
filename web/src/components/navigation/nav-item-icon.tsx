// Icon of a navigation item. Icon names from the API (e.g. "heroicons_outline:home") are not mapped to images
// yet, so items show their initials where an icon is needed to recognise them (the narrow rails).
import { Avatar } from '@mantine/core';
import type { NavigationItem } from './navigation-item';

interface NavItemIconProps {
  item: NavigationItem;
  size: number;
}

export function NavItemIcon({ item, size }: NavItemIconProps) {
  return <Avatar name={item.title ?? item.id} color="initials" variant="light" radius="md" size={size} />;
}
