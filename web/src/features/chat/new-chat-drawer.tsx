// New chat: the contacts, searchable; choosing one opens the conversation with that person. The API can
// only update chats (the template creates none), so people without a conversation cannot be chosen yet.
import { getChatListContactsQueryKey, useChatListContacts } from '@api/endpoints/chat/chat';
import type { ChatChat } from '@api/model';
import { Avatar, Box, Drawer, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../lib/asset-url';
import { holdsSearch } from '../../lib/fold-text';
import classes from './chat-page.module.css';
import { shownAbout } from './shown-about';

interface NewChatDrawerProps {
  opened: boolean;
  onClose: () => void;
  chats: readonly ChatChat[];
}

export function NewChatDrawer({ opened, onClose, chats }: NewChatDrawerProps) {
  const { t } = useTranslation('chat');
  const contacts = useChatListContacts({ query: { enabled: opened, queryKey: getChatListContactsQueryKey() } });
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const chatWith = new Map(chats.map((chat) => [chat.contactId, chat.id]));
  const shown = (contacts.data ?? []).filter((contact) => holdsSearch(contact.name, text));
  const open = (chatId: string) => {
    onClose();
    void navigate({ to: '/apps/chat/$chatId', params: { chatId } });
  };

  return (
    <Drawer opened={opened} onClose={onClose} title={t('newChat.title')}>
      <Stack gap="sm">
        <TextInput
          aria-label={t('newChat.search')}
          placeholder={t('newChat.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Box component="ul" aria-label={t('newChat.list')} className={classes.contactList}>
          {shown.map((contact) => {
            const chatId = chatWith.get(contact.id);
            return (
              <li key={contact.id}>
                <UnstyledButton
                  className={classes.contactRow}
                  disabled={chatId === undefined}
                  onClick={() => chatId && open(chatId)}
                >
                  <Avatar src={assetUrl(contact.avatar)} name={contact.name} color="initials" size="sm" />
                  <Box miw={0}>
                    <Text size="sm" truncate>
                      {contact.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {chatId ? shownAbout(t, contact.about) : t('newChat.noChat')}
                    </Text>
                  </Box>
                </UnstyledButton>
              </li>
            );
          })}
        </Box>
      </Stack>
    </Drawer>
  );
}
