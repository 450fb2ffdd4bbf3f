// Chat app (apps/chat): the searchable chat list with unread counts beside the open conversation; new chats
// start from the contacts.
import type { ChatChat } from '@api/model';
import { ActionIcon, Group, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCirclePlus, IconMessages } from '@tabler/icons-react';
import { getRouteApi, Link, Outlet, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../components/list-status';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { EmptyState } from '../../components/screen-states/screen-states';
import classes from '../../components/team-chat/chat.module.css';
import { ChatEntry } from '../../components/team-chat/chat-entry';
import { useChats } from '../../components/team-chat/use-chats';
import { PaneSearch } from '../../components/two-pane/pane-search';
import { PaneBody, TwoPane } from '../../components/two-pane/two-pane';
import { holdsSearch } from '../../lib/fold-text';
import pageClasses from './chat-page.module.css';
import { NewChatDrawer } from './new-chat-drawer';

const route = getRouteApi('/backoffice/apps/chat');

function matches(chat: ChatChat, text: string): boolean {
  return holdsSearch(chat.contact.name, text);
}

export function ChatPage() {
  const { t } = useTranslation('chat');
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const { chatId } = useParams({ strict: false });
  const chats = useChats();
  const [isNewChatOpen, newChat] = useDisclosure(false);
  const shown = (chats.data ?? []).filter((chat) => !q || matches(chat, q));

  const list = (
    <>
      <Group gap="xs" wrap="nowrap" className={pageClasses.toolbar}>
        <PaneSearch
          value={q ?? ''}
          label={t('list.search')}
          clearLabel={t('list.clearSearch')}
          onSearch={(text) =>
            void navigate({ search: (previous) => ({ ...previous, q: text || undefined }), replace: true })
          }
        />
        <Tooltip label={t('newChat.open')}>
          <ActionIcon size="lg" variant="light" aria-label={t('newChat.open')} onClick={newChat.open}>
            <IconMessageCirclePlus size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ListStatus
        message={
          chats.isSuccess ? t(shown.length === 0 ? 'list.noResults' : 'list.count', { count: shown.length }) : undefined
        }
        query={q}
      />
      <PaneBody>
        {chats.isError && <LoadFailed title={t('loadFailed')} query={chats} m="sm" />}
        {chats.isSuccess && shown.length === 0 && <EmptyState size="inline" message={t('list.noResults')} />}
        <ul aria-label={t('list.label')} className={classes.list}>
          {shown.map((chat) => (
            <li key={chat.id}>
              <Link
                to="/apps/chat/$chatId"
                params={{ chatId: chat.id }}
                search={{ q }}
                className={classes.entry}
                data-selected={chat.id === chatId || undefined}
              >
                <ChatEntry chat={chat} />
              </Link>
            </li>
          ))}
        </ul>
      </PaneBody>
    </>
  );

  return (
    <>
      <TwoPane
        header={<Title order={1}>{t('title')}</Title>}
        list={list}
        detail={<Outlet />}
        hasSelection={chatId !== undefined}
        empty={
          <Group justify="center" p="xl" c="dimmed" gap="xs">
            <IconMessages size={20} />
            <Text>{t('empty')}</Text>
          </Group>
        }
        onBack={() => void navigate({ to: '/apps/chat', search: { q } })}
        backLabel={t('actions.back')}
      />
      <NewChatDrawer opened={isNewChatOpen} onClose={newChat.close} chats={chats.data ?? []} />
    </>
  );
}
