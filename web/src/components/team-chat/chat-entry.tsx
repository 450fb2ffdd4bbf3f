// What a chat list shows of a chat: the contact's picture and name, the last message, its day, whether it is
// muted and how many messages are unread. The list decides whether the row is a link or a button.
import type { ChatChat } from '@api/model';
import { Avatar, Badge, Box, Group, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../lib/asset-url';
import { dateTimeFormat } from '../../lib/intl/formatters';
import classes from './chat.module.css';

/** `dd/mm/yyyy` as a short date in the interface language. */
function shortDay(text: string, language: string): string {
  const [day, month, year] = text.split('/').map(Number);
  if (!day || !month || !year) return text;
  return dateTimeFormat(language, { day: 'numeric', month: 'short' }).format(new Date(year, month - 1, day));
}

export function ChatEntry({ chat }: { chat: ChatChat }) {
  const { t, i18n } = useTranslation('chat');
  const unread = chat.unreadCount ?? 0;
  return (
    <>
      <Avatar src={assetUrl(chat.contact.avatar)} name={chat.contact.name} color="initials" />
      <Box className={classes.who}>
        {/* A name is who the chat is with: two lines rather than "Maricarmen Gámez Fo…". */}
        <Text size="sm" fw={unread > 0 ? 700 : 500} lineClamp={2}>
          {chat.contact.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {chat.lastMessage}
        </Text>
      </Box>
      <Box className={classes.side}>
        <Text size="xs" c="dimmed">
          {shortDay(chat.lastMessageAt, i18n.language)}
        </Text>
        <Group gap={4}>
          {chat.muted && <IconBellOff size={14} aria-label={t('muted')} />}
          {unread > 0 && (
            <Badge size="sm" circle aria-label={t('unread', { count: unread })}>
              {unread}
            </Badge>
          )}
        </Group>
      </Box>
    </>
  );
}
