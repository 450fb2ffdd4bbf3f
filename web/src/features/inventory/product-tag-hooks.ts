// The product tags' calls, for the shared tag manager; a delete also refreshes the products.
import {
  getInventoryListProductsQueryKey,
  getInventoryListTagsQueryKey,
  useInventoryCreateTag,
  useInventoryDeleteTag,
  useInventoryListTags,
  useInventoryUpdateTag,
} from '@api/endpoints/inventory/inventory';
import type { TagHooks } from '../../components/tags-manager/use-tag-writes';

export const productTagHooks: TagHooks = {
  useList: useInventoryListTags,
  useCreate: useInventoryCreateTag,
  useUpdate: useInventoryUpdateTag,
  useDelete: useInventoryDeleteTag,
  tagsKey: getInventoryListTagsQueryKey(),
  taggedKeys: [getInventoryListProductsQueryKey()],
};
