// Deterministic tasks seed: 3 sections + 27 tasks (15 completed, 5 unassigned counting the sections, 71 sub-tasks in all,
// due dates on every task but none on sections), ordered 0..29; 6 tags.
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { addDays } from '../support/dates.ts';
import { seedTeamMembers } from '../support/members.ts';
import { NOTES, SECTIONS, SUBTASKS, TAG_TITLES } from './texts.ts';
import type { TasksState, TasksSubTask, TasksTag, TasksTask } from './types.ts';

const TASK_COUNT = 27;
const COMPLETED = 15;
/** Sections are unassigned too, so 5 assignedTo are null in all. */
const UNASSIGNED = 2;
const SUBTASK_TOTAL = 71;

/** Spreads `total` over `slots` as evenly as possible, rotated by `shift` for variety. */
function spread(total: number, slots: number, shift: number): number[] {
  return Array.from(
    { length: slots },
    (_, index) => Math.floor(total / slots) + ((index + shift) % slots < total % slots ? 1 : 0),
  );
}

export function seedTasks(context: SeedContext): TasksState {
  const members = seedTeamMembers(context);
  const faker = seededFaker(context, 'tasks');
  const tags: TasksTag[] = TAG_TITLES.map((title) => ({ id: faker.string.uuid(), title }));
  const taskIndexes = [...Array(TASK_COUNT).keys()];
  const completed = new Set(faker.helpers.arrayElements(taskIndexes, COMPLETED));
  const unassigned = new Set(faker.helpers.arrayElements(taskIndexes, UNASSIGNED));
  const subTaskCounts = spread(SUBTASK_TOTAL, TASK_COUNT, faker.number.int(TASK_COUNT));

  const tasks: TasksTask[] = [];
  let taskIndex = 0;
  for (const section of SECTIONS) {
    tasks.push({
      id: faker.string.uuid(),
      type: 'section',
      title: section.title,
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      assignedTo: null,
      subTasks: [],
      order: tasks.length,
    });
    for (const title of section.tasks) {
      const subTasks = Array.from(
        { length: subTaskCounts[taskIndex] ?? 0 },
        (): TasksSubTask => ({
          id: faker.string.uuid(),
          title: faker.helpers.arrayElement(SUBTASKS),
          completed: faker.datatype.boolean(),
        }),
      );
      tasks.push({
        id: faker.string.uuid(),
        type: 'task',
        title,
        notes: faker.helpers.arrayElement(NOTES),
        completed: completed.has(taskIndex),
        dueDate: addDays(context.now, faker.number.int({ min: -20, max: 40 })).toISOString(),
        priority: faker.helpers.arrayElement([0, 1, 2] as const),
        tags: faker.helpers.arrayElements(tags, { min: 1, max: 3 }).map((tag) => tag.id),
        assignedTo: unassigned.has(taskIndex) ? null : faker.helpers.arrayElement(members).id,
        subTasks,
        order: tasks.length,
      });
      taskIndex++;
    }
  }
  return { tasks, tags };
}
