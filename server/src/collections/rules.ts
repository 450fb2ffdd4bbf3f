// Collection-specific write rules, for the few collections whose behaviour really differs from
// the generic CRUD (the company chat). Each rule may adjust a write or refuse it; the generic
// handlers call them after the ownership checks and before the integrity checks.
import type { OperationContext } from '../contract/handler.ts';
import type { StoredRecord } from '../store/collection.ts';
import { chatListRules, chatRules, messageRules } from './chat-rules.ts';

type Fields = Record<string, unknown>;

export interface CollectionRules {
  create?(context: OperationContext, body: Fields): Fields;
  update?(context: OperationContext, current: Readonly<StoredRecord>, changes: Fields): Fields;
  remove?(context: OperationContext, current: Readonly<StoredRecord>): void;
}

export const COLLECTION_RULES: Readonly<Record<string, CollectionRules>> = {
  chats: chatRules,
  sismessages: messageRules,
  uchats: chatListRules,
};
