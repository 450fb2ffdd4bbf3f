// Deterministic notes seed: 6 labels and 15 notes (4 with checklists holding 16 items in total,
// 2 with an image, 5 with a reminder, 3 archived, 2 updated), times relative to the seed's "now".
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { addDays, addMinutes, startOfUtcDay } from '../support/dates.ts';
import { idsOfTitles } from '../support/titled.ts';
import { LABEL_TITLES, NOTES } from './texts.ts';
import type { NotesNote, NotesState, NotesTask } from './types.ts';

const IMAGES: Record<number, string> = { 5: 'images/cards/14-640x480.jpg', 9: 'images/cards/15-640x480.jpg' };
const REMINDERS = new Set([0, 3, 6, 7, 11]);
const ARCHIVED = new Set([9, 13, 14]);
const UPDATED = new Set([2, 10]);

/**
 * A reminder `days` after `now`, at a time people set one: on the hour or the half hour between 9:00 and 16:30 UTC
 * (10:00 to 17:30 in Spain), not at the minute the server happened to start. Drawn from `days` alone, so the seed's
 * draws (and every later id) stay as they were.
 */
function reminderAt(now: Date, days: number): Date {
  return addMinutes(addDays(startOfUtcDay(now), days), (9 + (days % 8)) * 60 + (days % 2) * 30);
}

export function seedNotes(context: SeedContext): NotesState {
  const faker = seededFaker(context, 'notes');
  const labels = LABEL_TITLES.map((title) => ({ id: faker.string.uuid(), title }));
  const notes = NOTES.map((spec, index): NotesNote => {
    const createdAt = addDays(context.now, -faker.number.int({ min: 2, max: 60 }));
    const tasks =
      spec.tasks?.map(
        (content): NotesTask => ({ id: faker.string.uuid(), content, completed: faker.datatype.boolean() }),
      ) ?? null;
    return {
      id: faker.string.uuid(),
      title: spec.title,
      content: spec.content,
      tasks,
      image: IMAGES[index] ?? null,
      reminder: REMINDERS.has(index)
        ? reminderAt(context.now, faker.number.int({ min: 1, max: 20 })).toISOString()
        : null,
      labels: idsOfTitles(labels, spec.labels),
      archived: ARCHIVED.has(index),
      createdAt: createdAt.toISOString(),
      updatedAt: UPDATED.has(index) ? addDays(createdAt, 1).toISOString() : null,
    };
  });
  return { labels, notes };
}
