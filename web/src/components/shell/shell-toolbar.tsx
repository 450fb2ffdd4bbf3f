// Tools at the end of the header: the back-office panels (search, shortcuts, messages, notifications and,
// in some layouts, team chat), then language, fullscreen, appearance and the user menu. On a phone every
// panel stays reachable; only the fullscreen toggle (of little use there) gives up its place.
import { Box, Group, rem } from '@mantine/core';
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

/** The buttons `ToolPanels` shows: search, shortcuts, messages and notifications. */
const toolPanelButtonCount = 4;

// The room of buttons still on their way (an ActionIcon of size "lg" is 34 px square), kept from the first paint:
// the buttons beside them stay where they are when they arrive, and a press begun on one is not lost.
function ButtonRoom({ count }: { count: number }) {
  return <Box component="span" w={rem(34 * count)} h={rem(34)} data-button-room={count} aria-hidden="true" />;
}

interface ShellToolbarProps {
  definition: LayoutDefinition;
  user: ShellUser | null;
  signInTo: SignInTarget;
}

export function ShellToolbar({ definition, user, signInTo }: ShellToolbarProps) {
  const isPastIdle = useIsPastIdle();
  return (
    <Group gap={0} wrap="nowrap" className={classes.toolbar}>
      {definition.hasToolPanels && (
        <Suspense fallback={<ButtonRoom count={toolPanelButtonCount} />}>
          {isPastIdle ? <ToolPanels /> : <ButtonRoom count={toolPanelButtonCount} />}
        </Suspense>
      )}
      <LanguageSwitcher />
      <Box visibleFrom="sm">
        <FullscreenToggle />
      </Box>
      <SettingsMenu />
      {/* Team chat is for a signed-in user only. */}
      {definition.hasTeamChat && user && (
        <Suspense fallback={<ButtonRoom count={1} />}>
          {isPastIdle ? <TeamChatPanel user={user} /> : <ButtonRoom count={1} />}
        </Suspense>
      )}
      <UserMenu user={user} signInTo={signInTo} />
    </Group>
  );
}
