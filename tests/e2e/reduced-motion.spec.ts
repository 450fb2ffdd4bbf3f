// Less motion (WCAG 2.3.3, animation from interactions): people who ask their system for it (prefers-reduced-motion)
// see nothing move when they act. Before, Mantine's own setting stilled only its menus, dialogs and drawers: a
// switch's thumb still slid, an answer's chevron turned, a dropped card glided to its place and the horizontal
// menu's row glided along. The same walk runs with and without the setting: with it nothing moves; without it
// every step moves (so each step does exercise a motion, and the probe sees it).
import type { Page } from '@playwright/test';
import { accounts, expect, test } from './fixtures.ts';
import { settled } from './screen-settling.ts';

/** Records, from the start of the page, every transition, CSS animation and scripted animation that lasts. */
function recordMotion(page: Page) {
  return page.addInitScript(() => {
    const moves: string[] = [];
    Object.assign(window, { motion: moves });
    const nameOf = (target: EventTarget | null) =>
      target instanceof Element
        ? `${target.tagName.toLowerCase()}.${[...target.classList].filter((name) => name.startsWith('mantine-')).join('.')}`
        : 'page';
    const lasting = (animation: Animation) => {
      const duration = Number(animation.effect?.getTiming().duration ?? 0);
      return Number.isFinite(duration) ? duration > 1 : true;
    };
    const note = (kind: string, target: EventTarget | null, animations: Animation[]) => {
      for (const animation of animations.filter(lasting)) {
        moves.push(`${kind} of ${nameOf(target)} for ${String(animation.effect?.getTiming().duration)} ms`);
      }
    };
    // A transition or a CSS animation, when it starts: the animation objects it made on its element.
    const started = (event: TransitionEvent | AnimationEvent) => {
      const target = event.target as Element;
      const isTransition = event instanceof TransitionEvent;
      const name = isTransition ? event.propertyName : event.animationName;
      const running = target
        .getAnimations()
        .filter((animation) =>
          isTransition
            ? animation instanceof CSSTransition && animation.transitionProperty === name
            : animation instanceof CSSAnimation && animation.animationName === name,
        );
      note(isTransition ? `a transition of ${name}` : `an animation ${name}`, target, running);
    };
    document.addEventListener('transitionrun', started, true);
    document.addEventListener('animationstart', started, true);
    // Scripted animations (the Web Animations API), which no style sheet reaches: a dropped card's glide.
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      note('a scripted animation', this, [animation]);
      return animation;
    };
  });
}

/** What has moved since the last call. */
const motionSince = (page: Page) =>
  page.evaluate(() => {
    const moves = (window as unknown as { motion: string[] }).motion;
    return moves.splice(0, moves.length);
  });

/** Acts on four screens and returns, step by step, what moved, and whether the menu's row scrolled at once. */
async function walk(page: Page) {
  const moved: Record<string, string[]> = {};
  await page.goto('/apps/academy');
  await settled(page);
  await motionSince(page);
  await page.getByRole('switch', { name: 'Ocultar los completados' }).click();
  await expect(page).toHaveURL(/hideCompleted=true/);
  moved.switch = await motionSince(page);

  await page.goto('/apps/help-center');
  await settled(page);
  await motionSince(page);
  const closed = page.getByRole('main').getByRole('button', { expanded: false }).first();
  const question = page.getByRole('main').getByRole('button', { name: (await closed.textContent()) ?? '' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  moved.answer = await motionSince(page);

  const [summary] = (await (await page.request.get('/api/apps/scrumboard/boards')).json()) as { id: string }[];
  await page.goto(`/apps/scrumboard/${summary?.id}`);
  await settled(page);
  const handles = page.getByRole('button', { name: /^Arrastrar la tarjeta/ });
  const start = await handles.first().boundingBox();
  const end = await page
    .getByRole('region')
    .nth(1)
    .getByRole('button', { name: /^Arrastrar la tarjeta/ })
    .first()
    .boundingBox();
  if (!start || !end) throw new Error('The board has cards in two lists');
  await motionSince(page);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/apps/scrumboard/board/cards'));
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + 20, { steps: 5 });
  await page.mouse.move(end.x + 60, end.y + end.height / 2, { steps: 15 });
  await page.mouse.up();
  await saved;
  moved.drop = await motionSince(page);

  // A bar narrower than its entries: the chevron at its end scrolls the row.
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/dashboards?layout=modern');
  await settled(page);
  const edge = page.locator('[data-edge="end"]');
  await expect(edge).toBeVisible();
  // Read in the same task as the click: a glide has not moved the row yet, a jump has.
  const scrolledAtOnce = await edge.evaluate((button) => {
    const row = button.parentElement?.querySelector('nav');
    (button as HTMLElement).click();
    return (row?.scrollLeft ?? 0) > 0;
  });
  return { moved, scrolledAtOnce };
}

test.describe('with less motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing moves when the person acts', async ({ page, signIn }) => {
    await recordMotion(page);
    await signIn(accounts.admin);
    const { moved, scrolledAtOnce } = await walk(page);
    expect(moved).toEqual({ switch: [], answer: [], drop: [] });
    expect(scrolledAtOnce, 'the menu row jumps').toBe(true);
  });
});

test.describe('without it', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the same steps move', async ({ page, signIn }) => {
    await recordMotion(page);
    await signIn(accounts.admin);
    const { moved, scrolledAtOnce } = await walk(page);
    for (const [step, moves] of Object.entries(moved)) expect(moves.length, step).toBeGreaterThan(0);
    expect(scrolledAtOnce, 'the menu row glides').toBe(false);
  });
});
