// Tools at the end of the header: the back-office panels (search, shortcuts, messages, notifications and,
// in some layouts, team chat), then language, fullscreen, appearance and the user menu. On a phone every
// panel stays reachable; only the fullscreen toggle (of little use there) gives up its place.
import { Box, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIsPastIdle } from '../../lib/when-idle';
import { FullscreenToggle } from '../fullscreen-toggle/fullscreen-toggle';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { SettingsMenu } from '../settings-menu/settings-menu';
import { type SignInTarget, UserMenu } from '../user-menu/user-menu';
import classes from './app-layout.module.css';
import type { LayoutDefinition } from './layout-definitions';
import type { ShellUser } from './shell-data';

// Only the back-office layouts show these: their code (panels, forms, the queries behind them) stays out of the
// first download. They mount in the first idle time after the header: mounted with it, their thirty-odd files
// took the browser's six connections just before the screen asked for its own data, which then waited.
const ToolPanels = lazy(() => import('./tool-panels').then((module) => ({ default: module.ToolPanels })));
const TeamChatPanel = lazy(() =>
  import('../team-chat/team-chat-panel').then((module) => ({ default: module.TeamChatPanel })),
);

interface ShellToolbarProps {
  definition: LayoutDefinition;
  user: ShellUser | null;
  signInTo: SignInTarget;
}

export function ShellToolbar({ definition, user, signInTo }: ShellToolbarProps) {
  const isPastIdle = useIsPastIdle();
  return (
    <Group gap={0} wrap="nowrap" className={classes.toolbar}>
      {definition.hasToolPanels && isPastIdle && (
        <Suspense fallback={null}>
          <ToolPanels />
        </Suspense>
      )}
      <LanguageSwitcher />
      <Box visibleFrom="sm">
        <FullscreenToggle />
      </Box>
      <SettingsMenu />
      {definition.hasTeamChat && isPastIdle && (
        <Suspense fallback={null}>
          <TeamChatPanel user={user} />
        </Suspense>
      )}
      <UserMenu user={user} signInTo={signInTo} />
    </Group>
  );
}
