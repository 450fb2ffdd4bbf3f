// Tools at the end of the header: the back-office panels (search, shortcuts, messages, notifications and,
// in some layouts, team chat), then language, fullscreen, appearance and the user menu. On a phone every
// panel stays reachable; only the fullscreen toggle (of little use there) gives up its place.
import { Box, Group } from '@mantine/core';
import { IconBell, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FullscreenToggle } from '../fullscreen-toggle/fullscreen-toggle';
import { InboxPanel } from '../inbox/inbox-panel';
import { useMessagesInbox } from '../inbox/use-messages-inbox';
import { useNotificationsInbox } from '../inbox/use-notifications-inbox';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { SearchPanel } from '../search/search-panel';
import { SettingsMenu } from '../settings-menu/settings-menu';
import { ShortcutsPanel } from '../shortcuts/shortcuts-panel';
import { TeamChatPanel } from '../team-chat/team-chat-panel';
import { type SignInTarget, UserMenu } from '../user-menu/user-menu';
import classes from './app-layout.module.css';
import type { LayoutDefinition } from './layout-definitions';
import type { ShellUser } from './shell-data';

interface ShellToolbarProps {
  definition: LayoutDefinition;
  user: ShellUser | null;
  signInTo: SignInTarget;
}

function InboxPanels() {
  const { t } = useTranslation('layout');
  const messages = useMessagesInbox();
  const notifications = useNotificationsInbox();
  return (
    <>
      <InboxPanel
        inbox={messages}
        icon={<IconMail size={20} />}
        title={t('inbox.messages')}
        emptyText={t('inbox.noMessages')}
      />
      <InboxPanel
        inbox={notifications}
        icon={<IconBell size={20} />}
        title={t('inbox.notifications')}
        emptyText={t('inbox.noNotifications')}
      />
    </>
  );
}

export function ShellToolbar({ definition, user, signInTo }: ShellToolbarProps) {
  return (
    <Group gap={0} wrap="nowrap" className={classes.toolbar}>
      {definition.hasToolPanels && (
        <>
          <SearchPanel />
          <ShortcutsPanel />
          <InboxPanels />
        </>
      )}
      <LanguageSwitcher />
      <Box visibleFrom="sm">
        <FullscreenToggle />
      </Box>
      <SettingsMenu />
      {definition.hasTeamChat && <TeamChatPanel user={user} />}
      <UserMenu user={user} signInTo={signInTo} />
    </Group>
  );
}
