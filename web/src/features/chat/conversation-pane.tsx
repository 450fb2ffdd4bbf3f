// The open conversation (route apps/chat/$chatId): contact header with mute and contact info, messages and
// the message box. Opening a chat marks its messages read.
import { ActionIcon, Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconBellOff, IconDotsVertical, IconInfoCircle } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { useRecordTitle } from '../../components/shell/record-title';
import { ChatComposer } from '../../components/team-chat/chat-composer';
import { ChatMessages } from '../../components/team-chat/chat-messages';
import { useChat, useChatUpdate } from '../../components/team-chat/use-chats';
import { assetUrl } from '../../lib/asset-url';
import classes from './chat-page.module.css';
import { ContactInfoDrawer } from './contact-info-drawer';
import { shownAbout } from './shown-about';

const route = getRouteApi('/backoffice/apps/chat/$chatId');

export function ConversationPane() {
  const { t } = useTranslation('chat');
  const { chatId } = route.useParams();
  const chats = useChat(chatId);
  const { chat, isPending } = chats;
  useRecordTitle(chat?.contact.name, isPending);
  const { mutate } = useChatUpdate();
  const [isInfoOpen, info] = useDisclosure(false);
  const unread = chat?.unreadCount ?? 0;

  useEffect(() => {
    if (unread > 0) mutate({ data: { id: chatId, chat: { unreadCount: 0 } } });
  }, [chatId, unread, mutate]);

  // The conversation comes from the chat list: on a phone this pane is all there is, so it says the failure too.
  if (chats.isError) return <LoadFailed title={t('loadFailed')} query={chats} m="sm" />;
  if (!chat) {
    return (
      <Text p="xl" c="dimmed">
        {isPending ? t('loading') : t('conversation.notFound')}
      </Text>
    );
  }
  const toggleMute = () => mutate({ data: { id: chat.id, chat: { muted: !chat.muted } } });

  return (
    <>
      <Group gap="sm" wrap="nowrap" className={classes.header}>
        <UnstyledButton onClick={info.open} aria-label={t('info.open', { name: chat.contact.name })}>
          <Avatar src={assetUrl(chat.contact.avatar)} name={chat.contact.name} color="initials" />
        </UnstyledButton>
        <Box className={classes.headerName}>
          <Text fw={600} truncate>
            {chat.contact.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {chat.muted ? t('muted') : shownAbout(t, chat.contact.about)}
          </Text>
        </Box>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('conversation.options')}>
              <IconDotsVertical size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconInfoCircle size={16} />} onClick={info.open}>
              {t('info.title')}
            </Menu.Item>
            <Menu.Item
              leftSection={chat.muted ? <IconBell size={16} /> : <IconBellOff size={16} />}
              onClick={toggleMute}
            >
              {chat.muted ? t('conversation.unmute') : t('conversation.mute')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <ChatMessages messages={chat.messages} label={t('conversation.messages', { name: chat.contact.name })} />
      <ChatComposer key={chat.id} chat={chat} />
      <ContactInfoDrawer contactId={chat.contactId} opened={isInfoOpen} onClose={info.close} />
    </>
  );
}
