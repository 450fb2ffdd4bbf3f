// Layout checks for the browser tests: what a person would see as broken, measured in the page.
import type { Page } from '@playwright/test';

/** Texts running past their own box (leaf elements whose content is wider than they are, not clipped). */
export const overflowingTexts = (page: Page) =>
  page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll('*')]
      .filter((element) => element.children.length === 0 && element.textContent?.trim())
      .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
      .filter((element) => getComputedStyle(element).overflowX === 'visible')
      .map((element) => element.textContent?.trim()),
  );
