// Message box of a conversation: Enter sends (Shift+Enter starts a new line). The text leaves the box as the
// message appears; if the server refuses it, the text comes back so nothing typed is lost.
import type { ChatChat } from '@api/model';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './chat.module.css';
import { useChatProfile, useChatUpdate, withMessage } from './use-chats';

export function ChatComposer({ chat }: { chat: ChatChat }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const profile = useChatProfile();
  const update = useChatUpdate();
  const send = () => {
    const value = text.trim();
    if (value === '' || !profile.data) return;
    setText('');
    update.mutate(withMessage(chat, profile.data.id, value), {
      onError: () => setText((current) => (current === '' ? value : current)),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
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
      <ActionIcon size="lg" aria-label={t('composer.send')} onClick={send} disabled={text.trim() === ''}>
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}
