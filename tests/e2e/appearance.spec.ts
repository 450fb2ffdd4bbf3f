// Colour scheme and language switches, both remembered across reloads.
import { accounts, expect, test } from './fixtures.ts';

test('switches to the dark scheme and keeps it after a reload', async ({ page }) => {
  await page.goto('/espacio');
  await page.getByRole('button', { name: 'Apariencia' }).click();
  await page.getByText('Oscuro', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Apariencia' }).click();
  await page.getByText('Claro', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('switches the language: texts and the navigation of the API change', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(page.getByRole('heading', { name: /^Hola, / })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Bienvenida' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Welcome' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
});
