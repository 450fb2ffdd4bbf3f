// Layout checks for the browser tests: what a person would see as broken, measured in the page (in its main
// content unless a scope, such as an open dialog, is given).
import { expect, type Locator, type Page } from '@playwright/test';
import { evaluateIn, resolvedOnce, type Scope } from './scope.ts';

/** Texts running past their own box (leaf elements whose content is wider than they are, not clipped). */
export const overflowingTexts = (page: Page, scope: Scope = page.getByRole('main')) =>
  evaluateIn(scope, (root) =>
    [...root.querySelectorAll('*')]
      .filter((element) => element.children.length === 0 && element.textContent?.trim())
      .filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1)
      .filter((element) => getComputedStyle(element).overflowX === 'visible')
      .map((element) => element.textContent?.trim()),
  );

/**
 * Texts cut at their box's edge with no sign of it (no ellipsis): a button's label squeezed by its row ("Contin"),
 * a word longer than its cell (an e-mail address), a field's value longer than the field (a select's chosen
 * expediente on a phone, cut mid-letter), unless the field has the focus (its text then shows as typed). Boxes of a
 * pixel are texts hidden for screen readers only.
 */
export const clippedTexts = (page: Page, scope: Scope = page.getByRole('main')) =>
  evaluateIn(scope, (root) => {
    const texts = [...root.querySelectorAll('*')]
      .filter((element) => element.children.length === 0 && element.textContent?.trim())
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1)
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis';
      })
      .map((element) => element.textContent?.trim());
    const values = [...root.querySelectorAll('input')]
      .filter((field) => field.value.trim() && field !== document.activeElement)
      .filter((field) => field.clientWidth > 1 && field.scrollWidth > field.clientWidth + 1)
      .filter((field) => getComputedStyle(field).textOverflow !== 'ellipsis')
      .map((field) => `${field.value.trim()} (a field's value)`);
    return [...texts, ...values];
  });

/**
 * Texts cut off by a box above them or by the screen's side, where neither check above sees it, since the text
 * fits its own box: a box wider than the page, which the screen's edge cuts (a long name in a row of breadcrumbs),
 * a row of options wider than the control that clips it (a status "Invis"), a long word pushing a card's value
 * past the card's edge, a text pushed out of a button of fixed height (a language code given a paragraph's
 * spacing). What shows of a text is its box cut by every box above it that clips, on each axis, and by the
 * screen's sides; a text inside a box that scrolls on that axis (a wide table, a long list) is reached by
 * scrolling, and a box that cuts with an ellipsis or clamps its lines says so. Hidden texts (a chart's tooltip at
 * rest, a chart's data table for screen readers) are not shown, so not cut.
 */
export const textsCutOff = (page: Page, scope: Scope = page.getByRole('main')) =>
  evaluateIn(scope, (root) => {
    const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
    // What each box does to what it holds, read once: most texts share most of their boxes.
    const boxes = new Map<Element, { style: CSSStyleDeclaration; clip: DOMRect; overflowsX: boolean }>();
    const read = (box: Element) => {
      let known = boxes.get(box);
      if (!known) {
        known = {
          style: getComputedStyle(box),
          clip: box.getBoundingClientRect(),
          overflowsX: box.scrollWidth > box.clientWidth + 1,
        };
        boxes.set(box, known);
      }
      return known;
    };
    return [...root.querySelectorAll('*')]
      .filter((element) => element.children.length === 0 && element.textContent?.trim())
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .filter((element) => {
        const whole = element.getBoundingClientRect();
        if (whole.width <= 1 || whole.height <= 1) return false;
        let { left, right, top, bottom } = whole;
        // Up to the first box that scrolls vertically (a list, a pane), or one that clamps its lines.
        let reachedVertically = false;
        for (let box = element.parentElement; box; box = box.parentElement) {
          const { style, clip, overflowsX } = read(box);
          // Inside a box of a pixel that clips: a text for screen readers only (a chart's data table), never shown.
          if (style.overflowX !== 'visible' && (clip.width <= 1 || clip.height <= 1)) return false;
          if (style.overflowX !== 'visible') {
            if (scrolls(style.overflowX) && overflowsX) return false;
            if (style.textOverflow === 'ellipsis' && overflowsX) return false;
            left = Math.max(left, clip.left);
            right = Math.min(right, clip.right);
          }
          if (scrolls(style.overflowY) || style.webkitLineClamp !== 'none') reachedVertically = true;
          if (style.overflowY !== 'visible' && !reachedVertically) {
            top = Math.max(top, clip.top);
            bottom = Math.min(bottom, clip.bottom);
          }
        }
        const shownWidth = Math.min(right, window.innerWidth) - Math.max(left, 0);
        return shownWidth < whole.width - 1 || bottom - top < whole.height - 1;
      })
      .map((element) => element.textContent?.trim());
  });

/**
 * Short words broken across two lines ("Pendien-te", "Licita-ción"): a table squeezed a column below its longest word
 * when its texts could wrap anywhere. A longer word (an e-mail address in a narrow card) may have to break; one of
 * at most `longest` letters never has to in these layouts.
 */
export const wordsBrokenInside = (page: Page, scope: Scope = page.getByRole('main'), longest = 12) =>
  evaluateIn(
    scope,
    (root, most) => {
      const broken: string[] = [];
      const range = document.createRange();
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        range.selectNodeContents(node);
        // A text on one line breaks no word.
        if (range.getClientRects().length < 2) continue;
        for (const word of text.matchAll(/[\p{L}\p{N}]+/gu)) {
          if (word[0].length < 2 || word[0].length > most) continue;
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
      return broken;
    },
    longest,
  );

/**
 * Buttons whose label is off their middle, up or down, by more than a pixel: a link drawn as a button ("Nuevo",
 * "Volver al inicio") had its label 4 px high once buttons could grow for a label on two lines.
 */
export const offCentreButtonLabels = (page: Page, scope: Scope = page.getByRole('main')) =>
  evaluateIn(scope, (root) =>
    [...root.querySelectorAll('.mantine-Button-root')]
      .filter((button) => button.checkVisibility())
      .filter((button) => {
        const box = button.getBoundingClientRect();
        const label = button.querySelector('.mantine-Button-label')?.getBoundingClientRect();
        return label !== undefined && Math.abs(label.top + label.bottom - box.top - box.bottom) / 2 > 1;
      })
      .map((button) => button.textContent?.trim()),
  );

/**
 * Fields alone on their row that leave a tenth of it or more empty, by their label (else their placeholder or name):
 * for a phone's screens, where every field takes the row it is alone on. The academy's filters kept their desktop
 * width there (222 of 288 px at 320 px) beside nothing. Beside a field is any box level with it: a button, a switch,
 * another field, a total.
 */
export const narrowLoneFields = (page: Page, scope: Scope = page.getByRole('main')) =>
  evaluateIn(scope, (root) => {
    const fields = root.querySelectorAll(
      '.mantine-InputWrapper-root, .mantine-Input-wrapper:not(.mantine-InputWrapper-root *)',
    );
    return [...fields]
      .filter((field) => field.checkVisibility())
      .filter((field) => {
        const box = field.getBoundingClientRect();
        // The box that gives the field its room: the first one wider than the field.
        let row = field.parentElement;
        while (row && row.getBoundingClientRect().width <= box.width + 1) row = row.parentElement;
        if (!row) return false;
        const style = getComputedStyle(row);
        const room = row.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (box.width >= 0.9 * room) return false;
        const besideIt = [...row.querySelectorAll('*')].some((other) => {
          if (other.contains(field) || field.contains(other)) return false;
          const rect = other.getBoundingClientRect();
          if (rect.width < 2 || rect.height < 2 || (rect.right > box.left && rect.left < box.right)) return false;
          return (
            Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top) > Math.min(rect.height, box.height) / 2
          );
        });
        return !besideIt;
      })
      .map((field) => {
        const input = field.querySelector('input, textarea');
        return (
          field.querySelector('label')?.textContent ??
          input?.getAttribute('placeholder') ??
          input?.getAttribute('aria-label') ??
          ''
        ).trim();
      });
  });

/**
 * Labels of a group of controls (a task's priority, a note's checklist) that look unlike the form's field labels, with
 * their weight, size and colour: both were once drawn apart from them, lighter. A group named by a heading is not
 * a field.
 */
export const unlikeGroupLabels = (page: Page, scope: Scope = page.getByRole('main')) =>
  evaluateIn(scope, (root) => {
    const fieldLabel = root.querySelector('.mantine-InputWrapper-label');
    if (!fieldLabel) return [];
    const look = (label: Element) => {
      const style = getComputedStyle(label);
      return `${style.fontWeight} ${style.fontSize} ${style.color}`;
    };
    const fieldLook = look(fieldLabel);
    return [...root.querySelectorAll('[role="group"][aria-labelledby], [role="radiogroup"][aria-labelledby]')]
      .flatMap((group) => (group.getAttribute('aria-labelledby') ?? '').split(/\s+/))
      .map((id) => document.getElementById(id))
      .filter((label): label is HTMLElement => label !== null && label.offsetWidth > 1 && label.offsetHeight > 1)
      .filter((label) => !label.matches('h1, h2, h3, h4, h5, h6, [role="heading"]') && look(label) !== fieldLook)
      .map((label) => `${label.textContent?.trim()} (${look(label)}; fields: ${fieldLook})`);
  });

/**
 * Words set in another size in the middle of a line of text, as "its text (size; the line's)": a record's name in a
 * notice ("Continuando la evaluación del 21 ago 2026 · Servicio de limpieza…") took the body's 16 px inside the
 * notice's 14. Badges, keys, code and marks are set apart on purpose.
 */
export const mixedSizesInText = (page: Page, scope: Scope = page.getByRole('main')) =>
  evaluateIn(scope, (root) => {
    const setApart = '.mantine-Badge-root, kbd, code, sup, sub, small, mark, svg, img, input, button';
    const mixed: string[] = [];
    for (const line of root.querySelectorAll('*')) {
      const hasOwnText = [...line.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!hasOwnText) continue;
      const size = getComputedStyle(line).fontSize;
      for (const word of line.children) {
        const style = getComputedStyle(word);
        if (!style.display.startsWith('inline') || !word.textContent?.trim() || word.matches(setApart)) continue;
        if (Math.abs(parseFloat(style.fontSize) - parseFloat(size)) > 0.5)
          mixed.push(`${word.textContent.trim()} (${style.fontSize}; the line's ${size})`);
      }
    }
    return mixed;
  });

/**
 * How far the box that scrolls up and down around `element` (a pane, a dialog's body) can also be scrolled sideways,
 * in pixels: such a box scrolls both ways, so a word too long for it (an e-mail address) hides the end of every line
 * until it is scrolled to, which `textsCutOff` counts as reachable.
 */
export const sidewaysScroll = (element: Locator) =>
  element.evaluate((start) => {
    for (let box = start.parentElement; box; box = box.parentElement) {
      const overflowY = getComputedStyle(box).overflowY;
      if (overflowY === 'auto' || overflowY === 'scroll') return box.scrollWidth - box.clientWidth;
    }
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });

/**
 * Lists of rows drawn as bulleted lists: a list whose items hold controls (a link, a button, a check box) and still
 * show a bullet or a number, or keep the browser's indent. Such lists (tasks, mails, chats, contacts, courses) are
 * lists for assistive technology only; a bulleted list of prose (an article's points) holds no control and is not
 * counted.
 */
export const rowListsDrawnAsBullets = (page: Page, scope: Scope = page.getByRole('main')) =>
  evaluateIn(scope, (root) =>
    [...root.querySelectorAll('ul, ol')]
      .filter((list) => list.getClientRects().length > 0)
      .filter((list) =>
        [...list.children].some((item) => item.matches('li') && item.querySelector('a, button, input, [tabindex]')),
      )
      .filter((list) => {
        const marked = [...list.children].some((item) => {
          const style = getComputedStyle(item);
          return style.display === 'list-item' && style.listStyleType !== 'none';
        });
        return marked || Number.parseFloat(getComputedStyle(list).paddingInlineStart) > 0;
      })
      .map((list) => `${list.tagName.toLowerCase()}: ${list.textContent?.trim().slice(0, 40)}`),
  );

/** No text lost: none past its box, cut at its edge or cut off, softly, on the main content or on `scope`. */
export async function expectNoTextLost(page: Page, where: string, scope: Scope = page.getByRole('main')) {
  await resolvedOnce(scope, async (root) => {
    expect.soft(await overflowingTexts(page, root), `texts past their box on ${where}`).toEqual([]);
    expect.soft(await clippedTexts(page, root), `texts cut at their box's edge on ${where}`).toEqual([]);
    expect.soft(await textsCutOff(page, root), `texts cut off by a box or the screen on ${where}`).toEqual([]);
  });
}

/** Every text check above, softly, on the screen's main content or on `scope` (an open dialog). */
export async function expectTextsWhole(page: Page, where: string, scope: Scope = page.getByRole('main')) {
  await resolvedOnce(scope, async (root) => {
    await expectNoTextLost(page, where, root);
    expect.soft(await wordsBrokenInside(page, root), `short words broken across lines on ${where}`).toEqual([]);
    expect.soft(await offCentreButtonLabels(page, root), `button labels off their middle on ${where}`).toEqual([]);
    expect.soft(await mixedSizesInText(page, root), `words in another size mid-line on ${where}`).toEqual([]);
  });
}

/**
 * A notice (a toast) leaves a control free: it does not lie over it, so the control takes a click while the notice
 * shows. Notices that covered the user menu and the Edit button held each click for the seconds they stayed.
 * The pointer rests on the notice first: Mantine pauses a hovered notice's timer, so the check never races the
 * four seconds it stays. Then polled until both show and lie apart (a deferred trigger may still swap in at idle
 * time); a notice over the control never passes.
 */
export async function expectNotCovering(notice: Locator, control: Locator): Promise<void> {
  await notice.hover();
  await expect(async () => {
    const [over, under] = [await notice.boundingBox(), await control.boundingBox()];
    if (over === null || under === null) throw new Error(`no box: notice ${over !== null}, control ${under !== null}`);
    const apart =
      over.x >= under.x + under.width ||
      under.x >= over.x + over.width ||
      over.y >= under.y + under.height ||
      under.y >= over.y + over.height;
    expect(apart, `the notice at ${JSON.stringify(over)} covers the control at ${JSON.stringify(under)}`).toBe(true);
  }).toPass({ timeout: 10_000 });
}
