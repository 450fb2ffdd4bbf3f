// The interactive API docs ("Try it out" is on by default): signing in there pre-selects the user kind and
// offers the seeded accounts as body examples, and the docs keep the token, so a protected operation answers.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Opens the docs narrowed to the sign-in operations: with ~340 rows Swagger UI only renders those in view. */
async function openAuthDocs(page: Page) {
  await page.goto('/docs');
  await page.getByPlaceholder('Filter by tag').fill('node-auth');
  // Swagger UI renders the whole contract (~340 operations) before it filters: slow on a busy machine.
  await expect(page.locator('#operations-node-auth-getCurrentUser')).toBeVisible({ timeout: 30_000 });
}

async function open(page: Page, operationId: string): Promise<Locator> {
  const operation = page.locator(`#operations-node-auth-${operationId}`);
  await operation.locator('.opblock-summary-control').click();
  return operation;
}

async function execute(operation: Locator, userKind: 'admin' | 'web'): Promise<Locator> {
  await operation.locator('tr[data-param-name="userKind"] select').selectOption(userKind);
  await operation.getByRole('button', { name: 'Execute' }).click();
  return operation.locator('.live-responses-table');
}

const accounts = [
  { userKind: 'admin', example: 'staff', username: 'admin' },
  { userKind: 'web', example: 'webUser', username: 'lucia.martin' },
] as const;

for (const account of accounts) {
  test(`signs in as ${account.userKind} from the docs and then calls a protected operation`, async ({ page }) => {
    test.slow();
    await openAuthDocs(page);
    const login = await open(page, 'login');
    await login.locator('.examples-select select').selectOption(account.example);
    const signedIn = await execute(login, account.userKind);
    await expect(signedIn.locator('tbody .response-col_status')).toHaveText('200');

    // The docs authorised themselves with the answered token (docs-sign-in.ts), so a protected call answers.
    const me = await open(page, 'getCurrentUser');
    const answer = await execute(me, account.userKind);
    await expect(answer.locator('tbody .response-col_status')).toHaveText('200');
    await expect(answer).toContainText(`"username": "${account.username}"`);
  });
}
