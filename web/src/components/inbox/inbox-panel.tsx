// A top-bar inbox (messages or notifications): a button with the unread count, and a panel listing the
// entries with mark read/unread, mark all as read and delete.
import { ActionIcon, Box, Indicator, Popover, ScrollArea, Text, Tooltip } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popoverFocus } from '../../lib/popover-focus';
import { LoadFailed } from '../load-failed/load-failed';
import { PanelHeader } from '../panel/panel-header';
import { toolbarButton } from '../toolbar-button';
import { type InboxEntry, newestFirst, unreadCount } from './inbox-entry';
import { InboxItem } from './inbox-item';
import type { Inbox } from './use-inbox';

interface InboxPanelProps {
  inbox: Inbox;
  icon: ReactNode;
  title: string;
  emptyText: string;
  /** What the panel says when its list could not be loaded. */
  failureText: string;
}

export function InboxPanel({ inbox, icon, title, emptyText, failureText }: InboxPanelProps) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const unread = unreadCount(inbox.entries);
  const buttonLabel = unread > 0 ? t('inbox.buttonUnread', { title, count: unread }) : title;

  const open = (entry: InboxEntry) => {
    if (!entry.link) return;
    setIsOpen(false);
    if (entry.useRouter || entry.link.startsWith('/')) void navigate({ href: entry.link });
    else window.open(entry.link, '_blank', 'noopener,noreferrer');
  };

  return (
    <Popover
      {...popoverFocus}
      opened={isOpen}
      onChange={setIsOpen}
      position="bottom-end"
      width={380}
      shadow="md"
      withArrow
    >
      {/* The target on the button itself: Popover.Target gives it aria-haspopup, aria-expanded and aria-controls,
          which the tooltip and the badge around it would not pass on. */}
      <Tooltip label={title} disabled={isOpen}>
        <Indicator label={unread} size={16} disabled={unread === 0} offset={6} color="red">
          <Popover.Target>
            <ActionIcon {...toolbarButton} aria-label={buttonLabel} onClick={() => setIsOpen((opened) => !opened)}>
              {icon}
            </ActionIcon>
          </Popover.Target>
        </Indicator>
      </Tooltip>
      <Popover.Dropdown p={0} aria-label={title}>
        <PanelHeader title={title}>
          <Tooltip label={t('inbox.markAllRead')}>
            <ActionIcon
              variant="subtle"
              color="white"
              aria-label={t('inbox.markAllRead')}
              disabled={unread === 0}
              onClick={inbox.markAllRead}
            >
              <IconMailOpened size={18} />
            </ActionIcon>
          </Tooltip>
        </PanelHeader>
        {inbox.failure ? (
          <LoadFailed title={failureText} query={inbox.failure} m="sm" />
        ) : inbox.entries.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg" size="sm">
            {emptyText}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={440}>
            {/* A list: read as one, and a deleted entry's neighbour takes the focus (focus-moved-from-removed-items). */}
            <Box role="list">
              {newestFirst(inbox.entries).map((entry) => (
                <InboxItem
                  key={entry.id}
                  entry={entry}
                  onOpen={open}
                  onSetRead={inbox.setRead}
                  onRemove={inbox.remove}
                />
              ))}
            </Box>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
