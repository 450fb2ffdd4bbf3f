// Quick-chat panel of the layouts that have one: the product's company chat (team) and the same chats as
// the chat app (same hooks, same cache), a conversation opened in place with the message box, and a way
// into the full app.
import { ActionIcon, Anchor, Box, Drawer, Group, Indicator, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../load-failed/load-failed';
import type { ShellUser } from '../shell/shell-data';
import { toolbarButton } from '../toolbar-button';
import classes from './chat.module.css';
import { ChatComposer } from './chat-composer';
import { ChatEntry } from './chat-entry';
import { ChatMessages } from './chat-messages';
import panelClasses from './team-chat-panel.module.css';
import { TeamList } from './team-list';
import { useChat, useChats } from './use-chats';

function PanelConversation({ chatId, onBack }: { chatId: string; onBack: () => void }) {
  const { t } = useTranslation('chat');
  const { chat } = useChat(chatId);
  if (!chat) return null;
  return (
    <Box className={classes.panelBody}>
      <Group gap="xs" wrap="nowrap" p="xs">
        <ActionIcon variant="subtle" color="gray" aria-label={t('panel.back')} onClick={onBack}>
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Text fw={600} truncate flex={1}>
          {chat.contact.name}
        </Text>
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/apps/chat/$chatId" params={{ chatId: chat.id }} />}
        >
          {t('panel.openApp')}
        </Anchor>
      </Group>
      <ChatMessages messages={chat.messages} label={t('conversation.messages', { name: chat.contact.name })} />
      <ChatComposer chat={chat} />
    </Box>
  );
}

/** For a signed-in user only: the toolbar shows it to no one else. */
export function TeamChatPanel({ user }: { user: ShellUser }) {
  const { t } = useTranslation('chat');
  const [isOpen, panel] = useDisclosure(false);
  const [openChatId, setOpenChatId] = useState<string | null>(null);
  const chats = useChats();
  const unread = (chats.data ?? []).reduce((sum, chat) => sum + (chat.unreadCount ?? 0), 0);

  return (
    <>
      <Tooltip label={t('panel.label')}>
        <Indicator disabled={unread === 0} color="red" size={8} offset={6}>
          <ActionIcon {...toolbarButton} aria-label={t('panel.label')} aria-haspopup="dialog" onClick={panel.open}>
            <IconMessages size={20} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Drawer
        opened={isOpen}
        onClose={panel.close}
        position="right"
        size={360}
        padding={0}
        title={
          <Text fw={700} px="md">
            {t('panel.label')}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('panel.close') }}
      >
        {openChatId ? (
          <PanelConversation chatId={openChatId} onBack={() => setOpenChatId(null)} />
        ) : (
          <>
            {user.personId && (
              <>
                <Text className={panelClasses.section}>{t('panel.team')}</Text>
                <TeamList user={user} isOpen={isOpen} />
              </>
            )}
            <Text className={panelClasses.section}>{t('panel.chats')}</Text>
            {chats.isError && <LoadFailed title={t('loadFailed')} query={chats} m="sm" />}
            <ul aria-label={t('panel.chats')} className={classes.list}>
              {chats.data?.map((chat) => (
                <li key={chat.id}>
                  <UnstyledButton className={classes.entry} onClick={() => setOpenChatId(chat.id)}>
                    <ChatEntry chat={chat} />
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          </>
        )}
      </Drawer>
    </>
  );
}
