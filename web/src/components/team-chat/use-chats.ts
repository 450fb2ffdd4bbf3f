// The chat data both the chat app and the shell's quick-chat panel use: the chats (with their messages)
// and one optimistic write for sending, muting and marking read, all through the generated hooks.
import {
  type ChatUpdateChatMutationVariables,
  getChatGetChatQueryKey,
  getChatListChatsQueryKey,
  useChatGetProfile,
  useChatListChats,
  useChatUpdateChat,
} from '@api/endpoints/chat/chat';
import type { ChatChat, ChatMessage } from '@api/model';
import { useTranslation } from 'react-i18next';
import { cachePatch, optimisticUpdate } from '../../lib/optimistic/optimistic-update';

type Variables = ChatUpdateChatMutationVariables;

export function useChats() {
  return useChatListChats();
}

export function useChat(chatId: string | undefined) {
  const chats = useChats();
  return { ...chats, chat: chats.data?.find((chat) => chat.id === chatId) };
}

export function useChatProfile() {
  return useChatGetProfile();
}

/** Changes a chat at once in every cached copy; a refusal puts it back and says so. */
export function useChatUpdate() {
  const { t } = useTranslation('chat');
  return useChatUpdateChat({
    mutation: optimisticUpdate({
      errorTitle: t('refused'),
      patches: ({ data }: Variables) => [
        cachePatch<ChatChat[], Variables>(getChatListChatsQueryKey(), (chats) =>
          chats.map((chat) => (chat.id === data.id ? { ...chat, ...data.chat } : chat)),
        ),
        cachePatch<ChatChat | null, Variables>(getChatGetChatQueryKey({ id: data.id }), (chat) =>
          chat === null ? chat : { ...chat, ...data.chat },
        ),
      ],
    }),
  });
}

/** `dd/mm/yyyy`, the format of a chat's `lastMessageAt`. */
export function chatDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** The changes that add one of the user's messages to a chat (the template sends messages this way). */
export function withMessage(chat: ChatChat, profileId: string, value: string, now = new Date()): Variables {
  const message: ChatMessage = {
    id: crypto.randomUUID(),
    chatId: chat.id,
    contactId: profileId,
    isMine: true,
    value,
    createdAt: now.toISOString(),
  };
  return {
    data: {
      id: chat.id,
      chat: { messages: [...chat.messages, message], lastMessage: value, lastMessageAt: chatDay(now) },
    },
  };
}
