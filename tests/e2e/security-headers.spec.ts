// The app, the back office and the API docs run under the server's Content-Security-Policy: pages
// render and the browser reports no violation (securitypolicyviolation events, "Refused to" console lines).
import type { Page } from '@playwright/test';
import { accounts, expect, test } from './fixtures.ts';

// The root type check has no DOM library: the little of the browser the init script touches.
declare const window: {
  cspViolations: string[];
  addEventListener(
    type: 'securitypolicyviolation',
    listener: (event: { violatedDirective: string; blockedURI: string }) => void,
  ): void;
};

/** Collects every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    window.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...console, ...(await page.evaluate(() => window.cspViolations))];
}

test.describe('content security policy', () => {
  test('the training space renders for a visitor without violations', async ({ page }) => {
    const violations = await watchViolations(page);
    const document = page.waitForResponse((response) => new URL(response.url()).pathname === '/espacio');
    await page.goto('/espacio');
    const csp = (await document).headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // The first render pays for parsing the bundle: a longer bound than the default 5 s on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Capacitación' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('article')).toHaveCount(6);
    expect(await violations()).toEqual([]);
  });

  test('the back office renders for staff without violations', async ({ page, signIn }) => {
    const violations = await watchViolations(page);
    await signIn(accounts.admin);
    await page.goto('/welcome/home');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    await page.goto('/dashboards');
    await expect(page).toHaveURL(/\/dashboards$/);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the API docs load under their own policy without violations', async ({ page }) => {
    // Swagger UI parses the whole contract (~1.5 MB) before it draws anything.
    test.slow();
    const violations = await watchViolations(page);
    await page.goto('/docs');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('API', { timeout: 45_000 });
    // Swagger UI renders the operations as they scroll into view.
    await page.mouse.wheel(0, 800);
    await expect(page.locator('#operations-node-auth-login')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
