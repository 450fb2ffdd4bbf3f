// The keyboard's way through a region of the page, as a keyboard user goes: from the region's start (focused as a
// skip link leaves it; focus() on a control alone is not :focus-visible), Tab by Tab, or from its last control
// back, Shift+Tab by Shift+Tab; each stop with the width of its focus ring, whether anything lies over it and, if
// asked, the name Chromium gives it.
import type { CDPSession, ElementHandle, Locator, Page } from '@playwright/test';

export interface KeyboardStop {
  tag: string;
  /** The element's accessible name or text, shortened. */
  name: string;
  /** The focus ring's width in px, 0 without one (a box shadow counts as a ring). */
  ring: number;
  /** Text fields show their focus by their border's colour, not by a ring. */
  isTextField: boolean;
  /**
   * None of it shows (WCAG 2.4.11, focus not obscured): every point sampled across it lies under another element
   * (a fixed top bar, a footer) or off the screen. A control drawn by its label (a segmented control's, a chip's or
   * a switch's hidden input) is judged by its label.
   */
  isHidden: boolean;
  /**
   * The name Chromium gives it, which a screen reader reads (asked for with `withNames`). Computed by the browser
   * itself, not by a test library's algorithm: Chromium, for one, takes no name from a draggable element's text.
   */
  spokenName?: string;
}

interface Walk {
  /** Stop when this element has the focus. */
  until?: Locator;
  /** At most this many stops. */
  most?: number;
  /** From the region's last control back to its first, with Shift+Tab. */
  backward?: boolean;
  /** Read each stop's spoken name too (two more protocol calls a stop). */
  withNames?: boolean;
}

/** The stops inside `region`, up to `most`, until the focus leaves it or (if given) `until` has it. */
export async function tabThrough(
  page: Page,
  region: Locator,
  { until, most = 60, backward = false, withNames = false }: Walk = {},
): Promise<KeyboardStop[]> {
  // Resolved once: a locator finds its element again on every call, a wait of about 10 ms, and a walk reads the
  // region after each of its dozens of presses. The region (a main, a card) stays in place while the keys move.
  const [area, last] = await Promise.all([region.elementHandle(), until?.elementHandle()]);
  const names = withNames ? await page.context().newCDPSession(page) : undefined;
  try {
    return await walk(page, { region: area, until: last, most, backward, names });
  } finally {
    await Promise.all([area.dispose(), last?.dispose(), names?.detach()]);
  }
}

/** Chromium's accessible name of the focused element. */
async function focusedName(session: CDPSession): Promise<string> {
  const { result } = await session.send('Runtime.evaluate', {
    expression: 'document.activeElement',
    objectGroup: 'keyboard-stops',
  });
  if (!result.objectId) return '';
  const { nodes } = await session.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId,
    fetchRelatives: false,
  });
  await session.send('Runtime.releaseObjectGroup', { objectGroup: 'keyboard-stops' });
  return String(nodes[0]?.name?.value ?? '').trim();
}

/** A walk with its region (and its last stop, if given) resolved, and a protocol session if names are read. */
interface ResolvedWalk extends Required<Pick<Walk, 'most' | 'backward'>> {
  region: ElementHandle<HTMLElement | SVGElement>;
  until: ElementHandle<HTMLElement | SVGElement> | undefined;
  names: CDPSession | undefined;
}

async function walk(page: Page, { region, until, most, backward, names }: ResolvedWalk): Promise<KeyboardStop[]> {
  await region.evaluate((element, fromEnd) => {
    const area = element as HTMLElement;
    if (fromEnd) {
      const controls = [
        ...area.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ].filter((control) => control.checkVisibility());
      // The first Shift+Tab then goes to the one before it.
      controls.at(-1)?.focus();
      return;
    }
    area.tabIndex = -1;
    area.focus();
  }, backward);
  const stops: KeyboardStop[] = [];
  for (let press = 0; press < most; press++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    const stop = await region.evaluate((area): KeyboardStop | null => {
      if (!area.isConnected) throw new Error('The region left the page during the walk');
      const focused = document.activeElement;
      if (!focused || focused === area || !area.contains(focused)) return null;
      const outlineOf = (element: Element) => {
        const { outlineStyle, outlineWidth } = getComputedStyle(element);
        return outlineStyle === 'none' ? 0 : Number.parseFloat(outlineWidth);
      };
      const isTextField = focused.matches('input, textarea, select');
      // A field drawn inside a box of its own (a password's, with its show button) may ring that box.
      const fieldBoxes = isTextField ? [focused.parentElement, focused.parentElement?.parentElement] : [];
      const outline = Math.max(outlineOf(focused), ...fieldBoxes.map((box) => (box ? outlineOf(box) : 0)));
      const { boxShadow } = getComputedStyle(focused);
      const box = focused.getBoundingClientRect();
      // A switch's input lies over its track, transparent: the track, in its label, is what shows.
      const isDrawn = box.width > 0 && box.height > 0 && getComputedStyle(focused).opacity !== '0';
      const drawn = isDrawn ? focused : ((focused as HTMLInputElement).labels?.[0] ?? focused.parentElement);
      const shown = drawn?.getBoundingClientRect();
      const samples = [0.5, 0.1, 0.9].flatMap((x) => [0.5, 0.1, 0.9].map((y) => [x, y] as const));
      const isHidden =
        drawn === null ||
        shown === undefined ||
        !samples.some(([x, y]) => {
          const over = document.elementFromPoint(shown.left + shown.width * x, shown.top + shown.height * y);
          return over !== null && (drawn.contains(over) || over.contains(drawn));
        });
      return {
        tag: focused.tagName.toLowerCase(),
        name: (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40),
        ring: outline > 0 ? outline : boxShadow !== 'none' ? 1 : 0,
        isTextField,
        isHidden,
      };
    });
    if (stop === null) break;
    if (names) stop.spokenName = await focusedName(names);
    stops.push(stop);
    if (until && (await until.evaluate((element) => element === document.activeElement))) break;
  }
  return stops;
}
