// Calls a screen repeats: the same API call for one record after another (an "N+1"), where one call for all of
// them would do. A screen of ten tasks asked for their projects and people in eighteen calls.
import type { Page } from '@playwright/test';

/** An API call's shape: its method and path, with record ids (ObjectIds, UUIDs) as `:id`. */
const shapeOf = (method: string, url: string) =>
  `${method} ${new URL(url).pathname.replace(/\b[0-9a-f]{24}\b/g, ':id').replace(/\b[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\b/g, ':id')}`;

/** Records the page's API calls from now on; `take` hands over those since the last take. */
export function recordApiCalls(page: Page): { take: () => string[] } {
  let calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(shapeOf(request.method(), request.url()));
  });
  return {
    take: () => {
      const taken = calls;
      calls = [];
      return taken;
    },
  };
}

/** The shapes made more than `most` times, with their count: "8× GET /api/node/projects/:id". */
export function repeatedCalls(calls: readonly string[], most = 2): string[] {
  const counts = Map.groupBy(calls, (call) => call);
  return [...counts].filter(([, made]) => made.length > most).map(([shape, made]) => `${made.length}× ${shape}`);
}
