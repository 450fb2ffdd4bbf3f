// Message box of a conversation: Enter sends (Shift+Enter starts a new line). The text leaves the box as the
// message appears; if the server refuses it, the text comes back so nothing typed is lost. A message sent
// before the sender's profile has arrived waits for it instead of being dropped.
import { getChatGetProfileQueryOptions } from '@api/endpoints/chat/chat';
import type { ChatChat } from '@api/model';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './chat.module.css';
import { useChatProfile, useChatUpdate, withMessage } from './use-chats';

export function ChatComposer({ chat }: { chat: ChatChat }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const profile = useChatProfile();
  const queryClient = useQueryClient();
  const update = useChatUpdate();
  const giveBack = (value: string) => setText((current) => (current === '' ? value : current));
  const send = async () => {
    const value = text.trim();
    if (value === '') return;
    setText('');
    const sender = profile.data ?? (await queryClient.fetchQuery(getChatGetProfileQueryOptions()).catch(() => null));
    if (!sender) return giveBack(value);
    update.mutate(withMessage(chat, sender.id, value), { onError: () => giveBack(value) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end" className={classes.composer}>
      <Textarea
        flex={1}
        autosize
        minRows={1}
        maxRows={5}
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <ActionIcon size="lg" aria-label={t('composer.send')} onClick={() => void send()} disabled={text.trim() === ''}>
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}
