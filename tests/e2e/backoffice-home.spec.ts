// The back-office home starts with the day's work: the signed-in person's open tasks, soonest due first, each
// opening its task, and a link to every task of theirs.
import { okJson } from './contract-json.ts';
import { accounts, bearer, expect, test } from './fixtures.ts';

const firstPaint = { timeout: 20_000 };

test("the staff home lists the person's open tasks, soonest due first, and links to all of theirs", async ({
  page,
  signIn,
  api,
}) => {
  const { accessToken } = await signIn(accounts.admin);
  const auth = { headers: bearer(accessToken) };
  const me = await okJson(await api.get('/api/auth/admin/me', auth), 'getCurrentUser');
  const mine = await okJson(
    await api.get(`/api/node/tasks/search?assigneeId=${me._id}&sort=dueDate&order=asc&size=100`, auth),
    'searchTasks',
  );
  const open = mine.items.filter((task) => task.status !== 'done' && task.status !== 'cancelled');
  if (open.length === 0) throw new Error('The seed gives the administrator open tasks');

  await page.goto('/welcome/home');
  const section = page.getByRole('region', { name: 'Mis tareas' });
  const rows = section.getByRole('row');
  await expect(rows).toHaveCount(Math.min(open.length, 5) + 1, firstPaint);
  await expect(rows.nth(1)).toContainText(open[0]?.title ?? '');
  // Closed tasks are not there.
  for (const task of mine.items.filter((candidate) => !open.includes(candidate))) {
    await expect(section.getByRole('link', { name: task.title, exact: true })).toHaveCount(
      open.slice(0, 5).filter((other) => other.title === task.title).length,
    );
  }

  await section.getByRole('link', { name: 'Ver todas mis tareas' }).click();
  await expect(page).toHaveURL(/\/tasks\?filters=/);
  await expect(page.getByRole('main').getByRole('table').getByRole('row')).toHaveCount(
    Math.min(mine.total, 10) + 1,
    firstPaint,
  );
});
