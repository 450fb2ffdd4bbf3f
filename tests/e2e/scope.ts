// Where a check of the page looks: a locator, or its element resolved once for a run of checks.
import type { ElementHandle, Locator } from '@playwright/test';

/**
 * Where a check looks: a locator, or its element resolved once. A locator finds its element again on every call
 * (a wait of its own: about 10 ms against 1.5 for a call on a resolved element), so a run of checks on one scope
 * resolves it once (see resolvedOnce).
 */
export type Scope = Locator | ElementHandle<HTMLElement | SVGElement>;

/** Runs `check` in the page on the scope's element, with a number for it (a limit). */
export function evaluateIn<R>(
  scope: Scope,
  check: (root: HTMLElement | SVGElement, arg: number) => R,
  arg = 0,
): Promise<R> {
  return 'elementHandle' in scope ? scope.evaluate(check, arg) : scope.evaluate(check, arg);
}

/** Runs `checks` on the scope's element, resolved once when the scope is a locator. */
export async function resolvedOnce<T>(scope: Scope, checks: (element: Scope) => Promise<T>): Promise<T> {
  if (!('elementHandle' in scope)) return checks(scope);
  const element = await scope.elementHandle();
  try {
    return await checks(element);
  } finally {
    await element.dispose();
  }
}
