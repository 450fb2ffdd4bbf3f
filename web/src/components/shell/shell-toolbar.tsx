// Tools at the end of the header: language, fullscreen, appearance settings and the user menu.
// Search, shortcuts, messages and notifications panels join here once their generated hooks exist.
import { Group } from '@mantine/core';
import { FullscreenToggle } from '../fullscreen-toggle/fullscreen-toggle';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { SettingsMenu } from '../settings-menu/settings-menu';
import { type SignInTarget, UserMenu } from '../user-menu/user-menu';
import type { ShellUser } from './shell-data';

interface ShellToolbarProps {
  user: ShellUser | null;
  signInTo: SignInTarget;
}

export function ShellToolbar({ user, signInTo }: ShellToolbarProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <LanguageSwitcher />
      <FullscreenToggle />
      <SettingsMenu />
      <UserMenu user={user} signInTo={signInTo} />
    </Group>
  );
}
