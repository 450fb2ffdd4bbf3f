// Pure calendar arithmetic of the agenda: the weeks of a month view and the days of a week view (weeks
// start on Monday, as in Spain), moving by a month or a week, and the entries of each day.
import dayjs from 'dayjs';

export type AgendaView = 'month' | 'week';

const dayFormat = 'YYYY-MM-DD';

/** Monday of the week a day belongs to. */
function weekStart(day: dayjs.Dayjs): dayjs.Dayjs {
  return day.subtract((day.day() + 6) % 7, 'day');
}

export function weekDays(day: string): string[] {
  const monday = weekStart(dayjs(day));
  return Array.from({ length: 7 }, (_, index) => monday.add(index, 'day').format(dayFormat));
}

/** Whole weeks covering the month of `day`, each seven YYYY-MM-DD days from Monday. */
export function monthGrid(day: string): string[][] {
  const first = dayjs(day).startOf('month');
  const last = first.endOf('month');
  const weeks: string[][] = [];
  for (let monday = weekStart(first); !monday.isAfter(last, 'day'); monday = monday.add(7, 'day')) {
    weeks.push(weekDays(monday.format(dayFormat)));
  }
  return weeks;
}

export function shiftDay(day: string, view: AgendaView, steps: number): string {
  return dayjs(day).add(steps, view).format(dayFormat);
}

export function todayDay(now = new Date()): string {
  return dayjs(now).format(dayFormat);
}

/** Entries per local day of their start, each day's in start order. */
export function entriesByDay<T extends { startsAt: string }>(entries: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const sorted = [...entries].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  for (const entry of sorted) {
    const day = dayjs(entry.startsAt).format(dayFormat);
    const list = days.get(day);
    if (list) list.push(entry);
    else days.set(day, [entry]);
  }
  return days;
}

/** A slug for a new entry: its name without accents or symbols, and its day ("Mesa de contratación" →
 * "mesa-de-contratacion-2026-11-24"). */
export function agendaSlug(name: string, day: string): string {
  const base = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/g, '');
  return base ? `${base}-${day}` : day;
}
