// Message box of a conversation: Enter sends (Shift+Enter starts a new line). The text leaves the box as the
// message appears; if the server refuses it, the text comes back so nothing typed is lost. A message sent
// before the sender's profile has arrived waits for it instead of being dropped.
import { getChatGetProfileQueryOptions } from '@api/endpoints/chat/chat';
import type { ChatChat } from '@api/model';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusableDisabled } from '../form/focusable-disabled';
import { useDraftText } from '../form/use-draft-text';
import classes from './chat.module.css';
import { useChatProfile, useChatUpdate, withMessage } from './use-chats';

export function ChatComposer({ chat }: { chat: ChatChat }) {
  const { t } = useTranslation('chat');
  const draft = useDraftText();
  const profile = useChatProfile();
  const queryClient = useQueryClient();
  const update = useChatUpdate();
  const send = async () => {
    const value = draft.take();
    if (value === undefined) return;
    const sender = profile.data ?? (await queryClient.fetchQuery(getChatGetProfileQueryOptions()).catch(() => null));
    if (!sender) return draft.giveBack(value);
    update.mutate(withMessage(chat, sender.id, value), { onError: () => draft.giveBack(value) });
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
        value={draft.text}
        onChange={(event) => draft.setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      {/* Empty, the box has nothing to send: the button says so and keeps the focus it had when it sent. */}
      <ActionIcon
        size="lg"
        aria-label={t('composer.send')}
        {...focusableDisabled(draft.text.trim() === '', () => void send())}
      >
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}
