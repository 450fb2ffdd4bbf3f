// Team-chat panel of the layouts that have one: the signed-in user's company-chat list (contacts and
// groups, with unread counts), from the uchats whose owner is the user's person.
import { getSearchUchatsQueryOptions } from '@api/endpoints/node-uchats/node-uchats';
import { ActionIcon, Avatar, Badge, Drawer, Group, Indicator, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessages, IconUsersGroup } from '@tabler/icons-react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { avatarUrl } from '../../lib/avatar-url';
import type { ShellUser } from '../shell/shell-data';
import classes from './team-chat-panel.module.css';

const listSize = 50;

function useTeamChats(user: ShellUser | null, isOpen: boolean) {
  const options = user?.personId
    ? getSearchUchatsQueryOptions(
        { ownerId: user.personId, sort: 'username', order: 'asc', size: listSize },
        { request: { userKind: user.kind } },
      )
    : undefined;
  // Listed only while the panel is open: most visits never look at it.
  return useQuery({
    queryKey: options?.queryKey ?? ['uchats', null],
    queryFn: isOpen && options?.queryFn ? options.queryFn : skipToken,
  });
}

export function TeamChatPanel({ user }: { user: ShellUser | null }) {
  const { t } = useTranslation('layout');
  const [isOpen, panel] = useDisclosure(false);
  const chats = useTeamChats(user, isOpen);
  const entries = chats.data?.items ?? [];

  if (!user?.personId) return null;
  return (
    <>
      <Tooltip label={t('teamChat.label')}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('teamChat.label')} onClick={panel.open}>
          <IconMessages size={20} />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={isOpen}
        onClose={panel.close}
        position="right"
        size={340}
        title={<Text fw={700}>{t('teamChat.label')}</Text>}
        closeButtonProps={{ 'aria-label': t('teamChat.close') }}
      >
        {chats.isSuccess && entries.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('teamChat.empty')}
          </Text>
        )}
        <Stack gap="xs" component="ul" aria-label={t('teamChat.list')} className={classes.list}>
          {entries.map((chat) => (
            <Group key={chat._id} component="li" wrap="nowrap" gap="sm" className={classes.entry}>
              <Group wrap="nowrap" gap="sm" className={classes.who}>
                <Indicator disabled={chat.unreadCount === 0} color="red" size={10} offset={4}>
                  {chat.isGroup ? (
                    <Avatar variant="light">
                      <IconUsersGroup size={20} />
                    </Avatar>
                  ) : (
                    <Avatar src={avatarUrl(chat.avatar)} name={chat.username} color="initials" />
                  )}
                </Indicator>
                <Text size="sm" truncate>
                  {chat.username}
                </Text>
              </Group>
              {chat.unreadCount > 0 && (
                <Badge size="sm" circle aria-label={t('teamChat.unread', { count: chat.unreadCount })}>
                  {chat.unreadCount}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
      </Drawer>
    </>
  );
}
