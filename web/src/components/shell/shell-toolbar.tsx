// Tools at the end of the header: the back-office panels (search, shortcuts, messages, notifications and,
// in some layouts, team chat), then language, fullscreen, appearance and the user menu. On a phone every
// panel stays reachable; only the fullscreen toggle (of little use there) gives up its place.
import { ActionIcon, Box, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIsPastIdle } from '../../lib/when-idle';
import { FullscreenToggle } from '../fullscreen-toggle/fullscreen-toggle';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { SettingsMenu } from '../settings-menu/settings-menu';
import { toolbarButton } from '../toolbar-button';
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

/** The buttons `ToolPanels` shows, and the one of team chat. */
const toolPanelButtons = ['search', 'shortcuts', 'messages', 'notifications'] as const;
const teamChatButtons = ['teamChat'] as const;

// The room of buttons still on their way, kept from the first paint: the buttons beside them stay where they are
// when they arrive, and a press begun on one is not lost. Invisible ActionIcons of the panels' size keep it, so the
// room follows Mantine's sizes rather than a copy of them.
function ButtonRoom({ buttons }: { buttons: readonly string[] }) {
  return (
    <Group gap={0} wrap="nowrap" data-button-room={buttons.length} aria-hidden="true" className={classes.buttonRoom}>
      {buttons.map((button) => (
        <ActionIcon key={button} component="span" {...toolbarButton} />
      ))}
    </Group>
  );
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
        <Suspense fallback={<ButtonRoom buttons={toolPanelButtons} />}>
          {isPastIdle ? <ToolPanels /> : <ButtonRoom buttons={toolPanelButtons} />}
        </Suspense>
      )}
      <LanguageSwitcher />
      <Box visibleFrom="sm">
        <FullscreenToggle />
      </Box>
      <SettingsMenu />
      {/* Team chat is for a signed-in user only. */}
      {definition.hasTeamChat && user && (
        <Suspense fallback={<ButtonRoom buttons={teamChatButtons} />}>
          {isPastIdle ? <TeamChatPanel user={user} /> : <ButtonRoom buttons={teamChatButtons} />}
        </Suspense>
      )}
      <UserMenu user={user} signInTo={signInTo} />
    </Group>
  );
}
