// An icon named by the API (heroicons outline); while the set loads it keeps the space, and a name the set
// lacks falls back to the item's initials (or nothing, where no fallback is wanted).
import { Avatar, Box } from '@mantine/core';
import { useHeroicon } from './use-heroicon';

interface ApiIconProps {
  name: string | undefined;
  size: number;
  /** Initials drawn when the icon is missing; without it nothing is drawn. */
  fallbackText?: string;
}

export function ApiIcon({ name, size, fallbackText }: ApiIconProps) {
  const { isLoaded, Icon } = useHeroicon(name);
  if (Icon) return <Icon width={size} height={size} strokeWidth={1.6} aria-hidden />;
  if (isLoaded && fallbackText) {
    return <Avatar name={fallbackText} color="initials" variant="light" radius="md" size={size} />;
  }
  return <Box w={size} h={size} aria-hidden />;
}
