// What went wrong in a page while a test looked at it: the screens' tests assert that it stays empty.
import type { Page } from '@playwright/test';

/**
 * What went wrong while the page was open, each with the address it happened on: errors in the console and
 * requests answered 4xx or 5xx (no screen asks for what it may not have). Uncaught errors fail every test
 * already (the `page` fixture of fixtures.ts).
 */
export function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`${where()}: console error ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    failures.push(`${where()}: ${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  return failures;
}
