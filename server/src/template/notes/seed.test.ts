import { describe, expect, it } from 'vitest';
import { seedNotes } from './seed.ts';
import { NOTES } from './texts.ts';

const context = { seed: 5, now: new Date('2026-03-01T10:00:00Z') };
const { notes, labels } = seedNotes(context);

describe('seedNotes', () => {
  it('seeds one note per text, in order', () => {
    expect(notes.map((note) => note.title)).toEqual(NOTES.map((text) => text.title));
  });

  it('gives each note its own checklist: the items its text lists, in order, and none to the others', () => {
    for (const [index, note] of notes.entries()) {
      expect(note.tasks?.map((task) => task.content) ?? null, note.title).toEqual(NOTES[index]?.tasks ?? null);
    }
    const shopping = notes.find((note) => note.title === 'Lista de la compra');
    expect(shopping?.tasks?.map((task) => task.content)).not.toContain('Pliego de cláusulas administrativas');
  });

  it('labels each note as its text says (a work note is not a family one)', () => {
    const titleOf = new Map(labels.map((label) => [label.id, label.title]));
    for (const [index, note] of notes.entries()) {
      expect(new Set(note.labels.map((id) => titleOf.get(id))), note.title).toEqual(new Set(NOTES[index]?.labels));
    }
    const work = notes.filter((note) => note.labels.some((id) => titleOf.get(id) === 'Trabajo'));
    expect(work.length).toBeGreaterThan(0);
    for (const note of work) expect(note.labels.map((id) => titleOf.get(id))).not.toContain('Familia');
  });

  it('has 4 checklists holding 16 items, each with its own id', () => {
    const tasks = notes.flatMap((note) => note.tasks ?? []);
    expect(notes.filter((note) => note.tasks !== null)).toHaveLength(4);
    expect(tasks).toHaveLength(16);
    expect(new Set(tasks.map((task) => task.id)).size).toBe(16);
  });

  it('sets its reminders days ahead, on the hour or the half hour in working hours, whenever the server started', () => {
    const started = new Date('2026-03-01T10:37:12.345Z');
    const reminders = seedNotes({ seed: 5, now: started }).notes.flatMap((note) => note.reminder ?? []);
    expect(reminders).toHaveLength(5);
    for (const reminder of reminders.map((text) => new Date(text))) {
      expect(reminder.getTime()).toBeGreaterThan(started.getTime());
      expect([0, 30]).toContain(reminder.getUTCMinutes());
      expect(reminder.getUTCSeconds() + reminder.getUTCMilliseconds()).toBe(0);
      expect(reminder.getUTCHours()).toBeGreaterThanOrEqual(9);
      expect(reminder.getUTCHours()).toBeLessThanOrEqual(16);
    }
  });

  it('is the same for the same seed', () => {
    expect(seedNotes(context)).toEqual(seedNotes(context));
  });
});
