// The contact tags' calls, for the shared tag manager; a delete also refreshes the contacts (and their search).
import {
  getContactsGetContactQueryKey,
  getContactsListContactsQueryKey,
  getContactsListTagsQueryKey,
  getContactsSearchContactsQueryKey,
  useContactsCreateTag,
  useContactsDeleteTag,
  useContactsListTags,
  useContactsUpdateTag,
} from '@api/endpoints/contacts/contacts';
import type { TagHooks } from '../../components/tags-manager/use-tag-writes';

export const contactTagHooks: TagHooks = {
  useList: useContactsListTags,
  useCreate: useContactsCreateTag,
  useUpdate: useContactsUpdateTag,
  useDelete: useContactsDeleteTag,
  tagsKey: getContactsListTagsQueryKey(),
  // Without parameters: the prefix of every answer (each contact, each search).
  taggedKeys: [getContactsListContactsQueryKey(), getContactsSearchContactsQueryKey(), getContactsGetContactQueryKey()],
};
