// The interactive API docs ("Try it out" is on by default): signing in there pre-selects the user kind and
// offers the seeded accounts as body examples, and the docs keep the token, so a protected operation answers.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function execute(page: Page, operationId: string) {
  const operation = page.locator(`#operations-node-auth-${operationId}`);
  // Swagger UI renders all ~340 operations first: slow on a busy machine.
  await expect(operation.locator('.opblock-summary')).toBeVisible({ timeout: 60_000 });
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  return operation.locator('.live-responses-table');
}

// Known broken (issue 14 stays open): with the current contract Swagger UI stops rendering the operation list
// after the third node-auth operation, so the sign-in operation never shows. The sign-in interceptor itself
// worked when the list rendered (docs-sign-in.ts).
test.fixme('signs in as staff from the docs and then calls a protected operation', async ({ page }) => {
  test.slow();
  await page.goto('/docs');
  const signIn = await execute(page, 'login');
  await expect(signIn.locator('.response-col_status').first()).toHaveText('200');

  const me = await execute(page, 'getCurrentUser');
  await expect(me.locator('.response-col_status').first()).toHaveText('200');
  await expect(me).toContainText('"username": "admin"');
});
