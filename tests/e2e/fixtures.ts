// Browser-test fixtures: every test gets its own copy of the seeded server state (x-mock-session, set in the
// page through localStorage `mockSession` and on the `api` request context), and helpers to sign in.
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { Schema } from '../../server/src/contract/operation-types.ts';
import { attachDiagnosis, recordTrail } from './failure-diagnosis.ts';
import { screenHidings, watchScreenHiding } from './screen-hiding.ts';

// The root type check has no DOM library: describe the little of the browser these callbacks touch.
// (page.evaluate serialises them; in the browser `window` is the real one.)
declare const window: {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  location: { protocol: string };
};

export const accounts = {
  admin: { kind: 'admin', username: 'admin', password: 'Supervision.2026' },
  lucia: { kind: 'web', username: 'lucia.martin', password: 'Capacitacion.2026' },
  pablo: { kind: 'web', username: 'pablo.garcia', password: 'Capacitacion.2026' },
} as const;

export type Account = (typeof accounts)[keyof typeof accounts];

export type LoginResult = Schema<'LoginResult'>;

/** localStorage keys of the two sessions (web/src/lib/auth/session-storage.ts). */
export const storageKeys = {
  admin: { token: 'accessToken', sid: 'sid' },
  web: { token: 'webAccessToken', sid: 'webSid' },
} as const;

interface Fixtures {
  mockSession: string;
  api: APIRequestContext;
  /** Signs in through the API and puts the session where the app keeps it; the page stays where it is. */
  signIn: (account: Account) => Promise<LoginResult>;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  mockSession: async ({}, use, testInfo) => {
    await use(`e2e-${testInfo.testId}-${testInfo.repeatEachIndex}`.slice(0, 64));
  },
  api: async ({ playwright, baseURL, mockSession }, use) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-mock-session': mockSession } });
    await use(api);
    await api.dispose();
  },
  page: async ({ page, mockSession }, use, testInfo) => {
    await page.addInitScript((name) => window.localStorage.setItem('mockSession', name), mockSession);
    // Whatever a test does, the app throws nothing it does not catch (a refused request is the app's to show).
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(`${new URL(page.url()).pathname}: ${error.message}`));
    const trail = recordTrail(page);
    await watchScreenHiding(page);
    await use(page);
    await attachDiagnosis(page, testInfo, trail);
    expect(uncaught, 'uncaught errors in the page').toEqual([]);
    expect(screenHidings(page), 'the screen hidden while something it holds waited').toEqual([]);
  },
  signIn: async ({ page, api }, use) => {
    await use(async (account) => {
      const response = await api.post(`/api/auth/${account.kind}/login`, {
        data: { username: account.username, password: account.password },
      });
      expect(response.ok()).toBe(true);
      const result = (await response.json()) as LoginResult;
      const keys = storageKeys[account.kind];
      await writeStorage(page, { [keys.token]: result.accessToken, [keys.sid]: result.sid });
      return result;
    });
  },
});

export { expect };

/** Screenshots are for people to look at, not part of the test gate: taken only by `npm run screenshots`. */
export const takesScreenshots = process.env.SCREENSHOTS === '1';

/** Tag of the tests that only take pictures; the default run leaves them out (playwright.config.ts). */
export const screenshotsTag = '@screenshots';

/** Saves a screenshot under test-results/screenshots/ when screenshots are asked for. */
export async function snap(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (takesScreenshots) await page.screenshot({ path: `test-results/screenshots/${name}.png`, ...options });
}

/** Bearer header for direct API calls in a test. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/**
 * Writes localStorage entries of the app's origin: at once when the page shows one of its pages; before that
 * (a new page is blank, and localStorage belongs to an origin) on the next page the test opens, before the
 * app's first script, and only there, so that what the app changes later stays changed. Opening a page only to
 * write them cost each test a navigation: about 6 s of the suite on two cores.
 */
export async function writeStorage(page: Page, entries: Record<string, string>): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    }, entries);
    return;
  }
  writes += 1;
  await page.addInitScript(writeOnce, { entries, marker: `e2e-written:${writes}` });
}

let writes = 0;

/** An init script: writes the entries on the first page of the app's origin only (the marker says it did). */
function writeOnce({ entries, marker }: { entries: Record<string, string>; marker: string }): void {
  if (window.location.protocol === 'about:' || window.localStorage.getItem(marker) !== null) return;
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  window.localStorage.setItem(marker, 'written');
}
