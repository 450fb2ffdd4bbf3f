// The task tags' calls, for the shared tag manager; a delete also refreshes the tasks.
import {
  getTasksGetTaskQueryKey,
  getTasksListTagsQueryKey,
  getTasksListTasksQueryKey,
  getTasksSearchTasksQueryKey,
  useTasksCreateTag,
  useTasksDeleteTag,
  useTasksListTags,
  useTasksUpdateTag,
} from '@api/endpoints/tasks/tasks';
import type { TagHooks } from '../../components/tags-manager/use-tag-writes';

export const taskTagHooks: TagHooks = {
  useList: useTasksListTags,
  useCreate: useTasksCreateTag,
  useUpdate: useTasksUpdateTag,
  useDelete: useTasksDeleteTag,
  tagsKey: getTasksListTagsQueryKey(),
  // Without parameters: the prefix of every answer (each task, each search).
  taggedKeys: [getTasksListTasksQueryKey(), getTasksSearchTasksQueryKey(), getTasksGetTaskQueryKey()],
};
