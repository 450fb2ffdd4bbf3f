// A list's status region (ListStatus): what a search or another page made of the list. A screen may hold other
// status regions beside it (its data on its way, "Cargando…"; the screen change's announcer).
import type { Locator, Page } from '@playwright/test';

export const listStatus = (page: Page): Locator =>
  page.getByRole('main').getByRole('status').and(page.locator('[data-list-status]'));
