// Drop positions of the template's scrumboard (steps of 65536): only the moved item gets a new position,
// unless it would not be a whole number or would pass the maximum; then the whole container is renumbered.
export const positionStep = 65536;
export const maxPosition = positionStep * 500;

export interface Positioned {
  id: string;
  position: number;
}

/** The position changes a drop needs: `ordered` is the container after the move, `movedId` the moved item. */
export function dropPositions<T extends Positioned>(ordered: readonly T[], movedId: string): Positioned[] {
  const index = ordered.findIndex((item) => item.id === movedId);
  if (index < 0) return [];
  const before = ordered[index - 1];
  const after = ordered[index + 1];
  let position: number;
  if (before === undefined) position = after === undefined ? positionStep : after.position / 2;
  else if (after === undefined) position = before.position + positionStep;
  else position = (before.position + after.position) / 2;
  if (Number.isInteger(position) && position > 0 && position < maxPosition) return [{ id: movedId, position }];
  return ordered.map((item, at) => ({ id: item.id, position: (at + 1) * positionStep }));
}

/** The position of an item appended to a container. */
export function nextPosition(items: readonly Positioned[]): number {
  const last = items.at(-1);
  return last === undefined ? positionStep : last.position + positionStep;
}
