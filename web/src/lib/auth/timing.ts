// Delays the product applies around sessions (seed 000, section 9).

/** Login state is published this long after it changes. */
export const loginStateDelayMs = 50;

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
