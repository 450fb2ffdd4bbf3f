// The company chat's rules: a message's sender is the caller (the server sets `senderId` and
// `sender`, whatever was sent), only the sender edits or deletes it, and only a chat's owner
// (the person who opened it, `createdById`) changes who takes part; a chat-list entry (uchats)
// only for a chat its owner takes part in.
import { ApiError } from '../contract/api-error.ts';
import type { OperationContext } from '../contract/handler.ts';
import type { StoredRecord } from '../store/collection.ts';
import { callerPerson } from './ownership.ts';
import type { CollectionRules } from './rules.ts';

function personOf(context: OperationContext): string {
  const person = callerPerson(context);
  if (person === undefined) {
    throw new ApiError(403, 'FORBIDDEN', 'Only a user who is a person (personId) takes part in the company chat');
  }
  return person;
}

const sameMembers = (left: unknown, right: unknown): boolean =>
  Array.isArray(left) &&
  Array.isArray(right) &&
  left.length === right.length &&
  left.every((member) => right.includes(member));

/** 403 NOT_CHAT_OWNER when `participants` would change and the caller did not open the chat. */
function assertMembersKept(chat: Readonly<StoredRecord> | undefined, participants: unknown, person: string): void {
  if (participants === undefined || chat === undefined || chat.createdById === person) return;
  if (sameMembers(participants, chat.participants)) return;
  throw new ApiError(403, 'NOT_CHAT_OWNER', 'Only the owner of the chat changes its participants', 'participants');
}

const chatOf = (context: OperationContext, id: unknown): Readonly<StoredRecord> | undefined =>
  typeof id === 'string' ? context.state.node.chats?.peek(id) : undefined;

/** The caller as the sender: id and display name, never what the body claimed. */
function asSender(context: OperationContext, person: string): Record<string, unknown> {
  const record = context.state.node.personas?.peek(person);
  const name = [record?.firstName, record?.lastName].filter((part) => typeof part === 'string').join(' ');
  return { senderId: person, ...(name === '' ? {} : { sender: name }) };
}

function assertSender(context: OperationContext, message: Readonly<StoredRecord>): string {
  const person = personOf(context);
  if (message.senderId !== person) {
    throw new ApiError(403, 'NOT_SENDER', 'Only the sender of a message edits or deletes it', 'senderId');
  }
  return person;
}

export const messageRules: CollectionRules = {
  create: (context, body) => {
    const person = personOf(context);
    const chat = chatOf(context, body.chatId);
    if (chat !== undefined && !(chat.participants as unknown[] | undefined)?.includes(person)) {
      throw new ApiError(403, 'FORBIDDEN', 'Only a participant of the chat posts in it', 'chatId');
    }
    // A message copies its chat's participants; only the chat's owner may send another list.
    assertMembersKept(chat, body.participants, person);
    return { ...body, ...asSender(context, person) };
  },
  update: (context, current, changes) => {
    const person = assertSender(context, current);
    if (changes.participants !== undefined && !sameMembers(changes.participants, current.participants)) {
      const chat = chatOf(context, changes.chatId ?? current.chatId);
      if (chat?.createdById !== person) {
        throw new ApiError(
          403,
          'NOT_CHAT_OWNER',
          'Only the owner of the chat changes its participants',
          'participants',
        );
      }
    }
    return { ...changes, ...asSender(context, person) };
  },
  remove: (context, current) => {
    assertSender(context, current);
  },
};

export const chatRules: CollectionRules = {
  update: (context, current, changes) => {
    if (changes.participants === undefined && changes.createdById === undefined) return changes;
    const person = personOf(context);
    assertMembersKept(current, changes.participants, person);
    if (
      changes.createdById !== undefined &&
      changes.createdById !== current.createdById &&
      current.createdById !== person
    ) {
      throw new ApiError(403, 'NOT_CHAT_OWNER', 'Only the owner of the chat hands it over', 'createdById');
    }
    return changes;
  },
};

/** A chat-list entry only for a chat its owner takes part in (no joining a chat by listing it). */
function assertListed(context: OperationContext, entry: Readonly<Record<string, unknown>>): void {
  const chat = chatOf(context, entry.chatId);
  if (chat === undefined || (chat.participants as unknown[] | undefined)?.includes(entry.ownerId) === true) return;
  throw new ApiError(403, 'FORBIDDEN', 'A chat-list entry needs its owner among the chat participants', 'chatId');
}

export const chatListRules: CollectionRules = {
  create: (context, body) => {
    assertListed(context, body);
    return body;
  },
  update: (context, current, changes) => {
    if (changes.chatId !== undefined || changes.ownerId !== undefined)
      assertListed(context, { ...current, ...changes });
    return changes;
  },
};
