// Cross-checks of the seeds of the template areas that refer to other data (icon names, members).
import { describe, expect, it } from 'vitest';
import { seedActivities } from './activities/seed.ts';
import { readIconSets } from './icons/catalogues.ts';
import { seedScrumboard } from './scrumboard/seed.ts';
import { seedTasks } from './tasks/seed.ts';

const context = { seed: 7, now: new Date('2026-03-01T12:00:00Z') };

describe('template seeds', () => {
  it('use icon names that exist in the catalogues', () => {
    const icons = readIconSets();
    const known = (name: string) => {
      const [namespace, icon] = name.split(':');
      const set = Object.values(icons).find((candidate) => candidate.namespace === namespace);
      return set?.list.includes(icon ?? '') ?? false;
    };
    for (const board of seedScrumboard(context).boards) expect(known(board.icon ?? ''), board.icon ?? '').toBe(true);
    for (const activity of seedActivities(context))
      if (activity.icon) expect(known(activity.icon), activity.icon).toBe(true);
  });

  it('assign tasks to the scrumboard team members', () => {
    const members = new Set(seedScrumboard(context).members.map((member) => member.id));
    const assigned = seedTasks(context).tasks.flatMap((task) => (task.assignedTo ? [task.assignedTo] : []));
    expect(assigned.length).toBeGreaterThan(0);
    for (const id of assigned) expect(members.has(id)).toBe(true);
  });

  it('are deterministic for a seed', () => {
    expect(seedTasks(context)).toEqual(seedTasks(context));
    expect(seedScrumboard({ ...context, seed: 8 }).boards[0]?.id).not.toBe(seedScrumboard(context).boards[0]?.id);
  });
});
