// The front end's position scheme (steps of 65536), used for seeds and when a client omits a position.
export const POSITION_STEP = 65536;

/** The position after the last of `items`, or the first step when there are none. */
export function nextPosition(items: readonly { position: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.position), 0) + POSITION_STEP;
}
