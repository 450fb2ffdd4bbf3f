// Handlers of the template's tasks app (`/api/apps/tasks/...`).
import type { OperationContext } from '../../contract/handler.ts';
import { typedHandlers } from '../contract-types.ts';
import { findById, mergeById, removeById, unlinkId } from '../records/list.ts';
import { searchTasks } from './search.ts';
import type { TasksState, TasksTag, TasksTask } from './types.ts';

const tasksOf = (ctx: Pick<OperationContext, 'state'>): TasksState => ctx.state.template.tasks;

export const tasksHandlers = typedHandlers({
  tasksListTags: (ctx) => tasksOf(ctx).tags,

  tasksCreateTag: (ctx) => {
    const created: TasksTag = { title: ctx.body.tag.title, id: ctx.services.newUuid() };
    tasksOf(ctx).tags.unshift(created);
    return created;
  },

  tasksUpdateTag: (ctx) => {
    const { id, tag } = ctx.body;
    // A sent id never re-keys the tag.
    return mergeById(tasksOf(ctx).tags, id, tag.title === undefined ? {} : { title: tag.title });
  },

  tasksDeleteTag: (ctx) => {
    const state = tasksOf(ctx);
    const { id } = ctx.query;
    removeById(state.tags, id, 'Tag');
    for (const task of state.tasks) unlinkId(task.tags, id);
    return true;
  },

  tasksListTasks: (ctx) => [...tasksOf(ctx).tasks].sort((a, b) => a.order - b.order),

  tasksSearchTasks: (ctx) => searchTasks(tasksOf(ctx).tasks, ctx.query.query),

  /** Every stored task's order becomes its index in the request, or -1 when it is absent. */
  tasksUpdateOrder: (ctx) => {
    const { tasks } = ctx.body;
    const state = tasksOf(ctx);
    for (const task of state.tasks) task.order = tasks.findIndex((item) => item.id === task.id);
    return state.tasks;
  },

  tasksGetTask: (ctx) => findById(tasksOf(ctx).tasks, ctx.query.id) ?? null,

  /** A blank task at the top: every task is renumbered by position, so the new one has order 0. */
  tasksCreateTask: (ctx) => {
    const { type } = ctx.body;
    const state = tasksOf(ctx);
    const task: TasksTask = {
      id: ctx.services.newUuid(),
      type,
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      order: 0,
    };
    state.tasks.unshift(task);
    state.tasks.forEach((item, index) => {
      item.order = index;
    });
    return task;
  },

  tasksUpdateTask: (ctx) => {
    const { id, task } = ctx.body;
    return mergeById(tasksOf(ctx).tasks, id, task);
  },

  tasksDeleteTask: (ctx) => {
    removeById(tasksOf(ctx).tasks, ctx.query.id, 'Task');
    return true;
  },
});
