// Identify input purpose (WCAG 1.3.5, level AA): every field that asks people for something about themselves says
// what, with its autocomplete token, so that browsers can fill it in and assistive tools can show what it is for.
// The sign-in, sign-up and password forms of both kinds of user, a web user's profile and the staff's own profile
// and settings. The staff's name and e-mail in the settings and the profile's name and picture said nothing.
import type { Page } from '@playwright/test';
import { type Account, accounts, expect, test } from './fixtures.ts';
import { settled } from './screen-settling.ts';

/** The input purposes WCAG 2.2 lists (its section 7), as HTML's autocomplete tokens. */
const purposes = new Set(
  (
    'name honorific-prefix given-name additional-name family-name honorific-suffix nickname organization-title ' +
    'username new-password current-password organization street-address address-line1 address-line2 address-line3 ' +
    'address-level4 address-level3 address-level2 address-level1 country country-name postal-code cc-name ' +
    'cc-given-name cc-additional-name cc-family-name cc-number cc-exp cc-exp-month cc-exp-year cc-csc cc-type ' +
    'transaction-currency transaction-amount language bday bday-day bday-month bday-year sex url photo tel ' +
    'tel-country-code tel-national tel-area-code tel-local tel-extension email impp'
  ).split(' '),
);

/** Fields whose answer has no purpose in that list: an identity document's type and number. */
const withoutPurpose = new Set(['Tipo de documento', 'Número de documento']);

/** Each field of the main content that takes text, by its label, with the purpose it gives (or "none"). */
const fieldPurposes = (page: Page) =>
  page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLInputElement>('input, textarea')]
      .filter((field) => !['hidden', 'checkbox', 'radio', 'search'].includes(field.type) && field.checkVisibility())
      .map((field) => ({
        label: (field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '').replace('*', '').trim(),
        purpose: field.getAttribute('autocomplete') ?? 'none',
      })),
  );

const forms: { path: string | ((personId: string) => string); account?: Account }[] = [
  { path: '/web/ingresar' },
  { path: '/web/registracion' },
  { path: '/web/recuperarclave' },
  { path: '/sign-in' },
  { path: '/sign-up' },
  { path: '/forgot-password' },
  { path: '/reset-password' },
  { path: (personId) => `/persona/perfil/editar/${personId}`, account: accounts.lucia },
  { path: '/pages/profile', account: accounts.admin },
  { path: '/pages/settings', account: accounts.admin },
];

test('every field that asks people about themselves says what for', async ({ page, signIn }) => {
  const missing: string[] = [];
  for (const form of forms) {
    const personId = form.account ? (await signIn(form.account)).user.personId : '';
    const path = typeof form.path === 'string' ? form.path : form.path(personId ?? '');
    await page.goto(path);
    await settled(page);
    const fields = await fieldPurposes(page);
    expect.soft(fields.length, `fields on ${path}`).toBeGreaterThan(0);
    for (const { label, purpose } of fields)
      if (!withoutPurpose.has(label) && !purposes.has(purpose)) missing.push(`${path}: ${label} (${purpose})`);
  }
  expect(missing).toEqual([]);
});
