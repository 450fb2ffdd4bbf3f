// Moving an item of an ordered list one place, with one press: what dragging it does, for people who cannot drag
// (WCAG 2.5.7). The tasks, the scrumboard's lists and a card within its list share it.
import { arrayMove } from '@dnd-kit/sortable';

/** One place back (up, left) or forward (down, right). */
export type MoveOffset = -1 | 1;

/** Whether an item has a neighbour to move past on either side. */
export interface Neighbours {
  before: boolean;
  after: boolean;
}

export function neighbours(index: number, length: number): Neighbours {
  return { before: index > 0, after: index >= 0 && index < length - 1 };
}

/** The items with the one at `index` moved one place; undefined past either end (or for no item). */
export function movedByOne<T>(items: readonly T[], index: number, offset: MoveOffset): T[] | undefined {
  const to = index + offset;
  if (index < 0 || to < 0 || to >= items.length) return undefined;
  return arrayMove([...items], index, to);
}
