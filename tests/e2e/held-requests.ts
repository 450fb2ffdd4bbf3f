// Holds some of the page's requests until the test lets them go: what a screen does while an answer (or a file
// of code) is awaited, such as a second Enter on a save under way or a loading bar, tested without a timer.
import type { Page, Request } from '@playwright/test';

export interface HeldRequests {
  /** How many requests the rule picked so far. */
  count: () => number;
  /** Lets the held requests, and the ones after them, go on to the server. */
  release: () => void;
}

/** Holds the requests to `url` (Playwright's route patterns) that `picks` chooses; by default, all of them. */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  picks: (request: Request) => boolean = () => true,
): Promise<HeldRequests> {
  let picked = 0;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (!picks(route.request())) return route.fallback();
    picked += 1;
    await released;
    return route.fallback();
  });
  return { count: () => picked, release };
}

/** A rule that picks the writes (not GET) whose address's path ends with `ending`. */
export const writesTo =
  (ending: RegExp) =>
  (request: Request): boolean =>
    request.method() !== 'GET' && ending.test(new URL(request.url()).pathname);
