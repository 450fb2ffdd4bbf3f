// Academy (issue 11): filter the courses by category (in the URL), open a course, move through its steps
// (the step in the URL) and find the progress kept on the list.

import { okJson } from './contract-json.ts';
import { accounts, expect as baseExpect, test } from './fixtures.ts';

// Lazy screens and charts render slowly when the machine is shared: assertions wait up to 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

// A multi-step flow with server round trips on a shared machine: three times the usual budget.
test.slow();

test('filters courses by category, opens a step and keeps the progress', async ({ page, signIn, api }) => {
  await signIn(accounts.admin);
  await page.goto('/apps/academy');
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Integridad' }).click();
  await expect(page).toHaveURL(/[?&]category=integridad/);
  const courses = await okJson(await api.get('/api/apps/academy/courses'), 'academyListCourses');
  const integrity = courses.filter((course) => course.category === 'integridad');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(integrity.length);

  // A course finished before and not begun again starts again; one never begun starts.
  const again = courses.find((course) => course.progress.currentStep === 0 && course.progress.completed > 0);
  if (!again) throw new Error('The seed has a course finished before and not begun again');
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Todas las categorías' }).click();
  const againCard = page.getByRole('article', { name: again.title });
  await expect(againCard.getByRole('link', { name: 'Empezar de nuevo', exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Categoría' }).click();
  await page.getByRole('option', { name: 'Integridad' }).click();

  // A course not started: the progress made here is what the list will show.
  const first = integrity.find((course) => course.progress.currentStep === 0)?.title ?? '';
  await page
    .getByRole('article', { name: first })
    .getByRole('link', { name: /^Empezar/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  const stepHeading = page.getByRole('heading', { level: 2 });
  const before = await stepHeading.textContent();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/[?&]step=\d+/);
  await expect(stepHeading).not.toHaveText(before ?? '');
  await expect(page.getByText(/^Paso \d+ de 11$/)).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Academia' }).click();
  await page.getByRole('switch', { name: 'Ocultar los completados' }).click();
  await expect(page).toHaveURL(/hideCompleted=true/);
  await page.getByRole('switch', { name: 'Ocultar los completados' }).click();
  const card = page.getByRole('article', { name: first });
  await expect(card.getByText('1 de 11 pasos completados')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Continuar' })).toBeVisible();
});
