// The product's company chat in the quick-chat panel: the signed-in user's contacts and groups (uchats whose
// owner is the user's person), with unread counts. Listed only while the panel is open.
import { getSearchUchatsQueryOptions } from '@api/endpoints/node-uchats/node-uchats';
import { Avatar, Badge, Group, Indicator, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../lib/asset-url';
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
  return useQuery({
    queryKey: options?.queryKey ?? ['uchats', null],
    queryFn: isOpen && options?.queryFn ? options.queryFn : skipToken,
  });
}

export function TeamList({ user, isOpen }: { user: ShellUser; isOpen: boolean }) {
  const { t } = useTranslation('layout');
  const chats = useTeamChats(user, isOpen);
  const entries = chats.data?.items ?? [];
  return (
    <>
      {chats.isSuccess && entries.length === 0 && (
        <Text c="dimmed" size="sm" px="md">
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
                  <Avatar src={assetUrl(chat.avatar)} name={chat.username} color="initials" />
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
    </>
  );
}
