// What a failed browser test leaves in the log: CI keeps the log, not the clone's test-results folder, so a failure
// seen once (a form that never showed on a busy machine) could not be read afterwards. Printed with the test's
// output (the reporter cuts attachments short) and attached for reports: where the page was, what it last said in
// the console, which requests it made lately and how they ended, and what a screen reader would find on it.
import type { Page, TestInfo } from '@playwright/test';

const KEPT_EVENTS = 40;
const SNAPSHOT_CHARACTERS = 6000;

/** Keeps the page's latest console messages (warnings and errors) and requests with their outcome. */
export function recordTrail(page: Page): string[] {
  const trail: string[] = [];
  const started = Date.now();
  const keep = (line: string) => {
    trail.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line}`);
    if (trail.length > KEPT_EVENTS) trail.shift();
  };
  const address = (url: string) => {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`.slice(0, 160);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      keep(`console ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('request', (request) => keep(`→ ${request.method()} ${address(request.url())}`));
  // The answer's status as it arrives (events only: a promise still pending when the page closes would reject).
  page.on('response', (response) => keep(`← ${response.status()} ${address(response.url())}`));
  page.on('requestfailed', (request) =>
    keep(`✕ ${request.method()} ${address(request.url())}: ${request.failure()?.errorText ?? 'failed'}`),
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated to ${address(frame.url())}`);
  });
  return trail;
}

/** Prints and attaches the diagnosis of a test that did not end as expected; never fails the teardown itself. */
export async function attachDiagnosis(page: Page, testInfo: TestInfo, trail: readonly string[]): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  let snapshot: string;
  try {
    // What lies over the screen (dialogs, menus) first, then the screen; the shell's menus say little about a failure.
    const overlays = await page.locator('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]').all();
    const screens = await page.locator('main').all();
    const parts = [...overlays, ...(screens.length > 0 ? screens : [page.locator('body')])];
    const snapshots = await Promise.all(parts.map((part) => part.ariaSnapshot({ timeout: 5_000 })));
    snapshot = snapshots.join('\n').slice(0, SNAPSHOT_CHARACTERS);
  } catch (error) {
    snapshot = `(no snapshot: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
  const body = [
    `page: ${page.isClosed() ? '(closed)' : page.url()}`,
    '',
    `latest events (of ${KEPT_EVENTS} kept):`,
    ...trail,
    '',
    'accessibility snapshot (what is open over the screen, then the screen):',
    snapshot,
  ].join('\n');
  console.log(`\n[diagnosis] ${testInfo.titlePath.slice(1).join(' › ')}\n${body}\n[end of diagnosis]\n`);
  await testInfo.attach('diagnosis', { body, contentType: 'text/plain' });
}
