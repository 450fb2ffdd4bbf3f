// The back-office panels of the top bar (search, shortcuts, messages, notifications): loaded apart from the
// first screen, which the training space and the personal space show without them.
import { IconBell, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InboxPanel } from '../inbox/inbox-panel';
import { useMessagesInbox } from '../inbox/use-messages-inbox';
import { useNotificationsInbox } from '../inbox/use-notifications-inbox';
import { SearchPanel } from '../search/search-panel';
import { ShortcutsPanel } from '../shortcuts/shortcuts-panel';

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
        failureText={t('inbox.messagesLoadFailed')}
      />
      <InboxPanel
        inbox={notifications}
        icon={<IconBell size={20} />}
        title={t('inbox.notifications')}
        emptyText={t('inbox.noNotifications')}
        failureText={t('inbox.notificationsLoadFailed')}
      />
    </>
  );
}

export function ToolPanels() {
  return (
    <>
      <SearchPanel />
      <ShortcutsPanel />
      <InboxPanels />
    </>
  );
}
