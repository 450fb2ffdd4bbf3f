// Non-text contrast (WCAG 1.4.11, level AA), which axe does not check: the edge that shows where a form control
// is (a field's border, a check box's or a radio button's outline, an unticked switch's track) reads at 3:1 or more
// against what lies behind it, and so does the mark of a segmented control's chosen option against its track. Controls that are disabled, show an error or are ticked (their own colour then) are
// left out, and so are fields drawn with no edge of their own (inside a box that has one).
import type { Page } from '@playwright/test';
import { evaluateIn, type Scope } from './scope.ts';

/**
 * The controls of `scope` whose edge reads below 3:1, each with its name and the ratio. `withTicked` judges ticked
 * and disabled ones too (in forced colours, where no colour of their own is left to them): a ticked box's or a chosen
 * radio button's fill against what lies behind it and its mark against the fill, a switch's thumb against its track.
 */
export const faintControlEdges = (page: Page, scope: Scope = page.locator('body'), { withTicked = false } = {}) =>
  evaluateIn(
    scope,
    (root, judgesTicked) => {
      type Colour = { red: number; green: number; blue: number; alpha: number };
      // Computed colours come as rgb()/rgba() or, for mixed ones, as color(srgb r g b / a) with channels from 0 to 1.
      const parse = (colour: string): Colour => {
        const [red = 0, green = 0, blue = 0, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
        const scale = colour.startsWith('color(') ? 255 : 1;
        return { red: red * scale, green: green * scale, blue: blue * scale, alpha };
      };
      const luminance = ({ red, green, blue }: Colour) => {
        const linear = (channel: number) => {
          const value = channel / 255;
          return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
      };
      const ratio = (one: Colour, other: Colour) => {
        const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
        return (lighter + 0.05) / (darker + 0.05);
      };
      const solid = (colour: Colour) => colour.alpha >= 0.5;
      const behind = (element: Element | null): Colour => {
        for (let box = element; box; box = box.parentElement) {
          const colour = parse(getComputedStyle(box).backgroundColor);
          if (solid(colour)) return colour;
        }
        return parse(getComputedStyle(document.documentElement).backgroundColor);
      };
      const controls = root.querySelectorAll<HTMLInputElement>(
        'input:not([type="hidden"]), textarea, select, [role="switch"]',
      );
      const faint: string[] = [];
      for (const control of controls) {
        // Disabled ones too in forced colours: there they have no colours of their own either (an inventory's
        // read-only switches showed nothing).
        if (
          !control.checkVisibility() ||
          (control.disabled && !judgesTicked) ||
          control.matches('[data-error], [aria-invalid="true"]')
        )
          continue;
        const isTicked = (control.type === 'checkbox' || control.type === 'radio') && control.checked;
        if (isTicked && !judgesTicked) continue;
        const size = control.getBoundingClientRect();
        // A switch's input is invisible (laid over its track, or hidden): its track, the label's next box, is what
        // shows. Other hidden inputs (a segmented control's, a chip's) are drawn by their labels, judged elsewhere.
        const isSwitch = control.getAttribute('role') === 'switch';
        const shown =
          isSwitch || size.width <= 1 || size.height <= 1
            ? control.parentElement?.querySelector('[class*="Switch-track"]')
            : control;
        if (!shown) continue;
        const style = getComputedStyle(shown);
        const border = parse(style.borderTopColor);
        const fill = parse(style.backgroundColor);
        const edge = Number.parseFloat(style.borderTopWidth) > 0 && solid(border) ? border : solid(fill) ? fill : null;
        if (edge === null) continue;
        const contrast = ratio(edge, behind(shown.parentElement));
        const name = control.getAttribute('aria-label') ?? control.labels?.[0]?.textContent ?? control.name;
        const kind = `${control.getAttribute('role') ?? control.type}${isTicked ? ' (ticked)' : ''}`;
        if (contrast < 3) faint.push(`${kind} "${name.trim()}": ${contrast.toFixed(2)}`);
        // The mark: a ticked box's tick or a chosen radio button's dot on its fill, a switch's thumb on its track.
        const mark = !judgesTicked
          ? null
          : isSwitch
            ? shown.querySelector('[class*="Switch-thumb"]')
            : isTicked
              ? shown.parentElement?.querySelector('svg')
              : null;
        if (mark && solid(fill)) {
          const markStyle = getComputedStyle(mark);
          const markColour = mark instanceof SVGElement ? markStyle.color : markStyle.backgroundColor;
          const markContrast = ratio(parse(markColour), fill);
          if (markContrast < 3) faint.push(`${kind} "${name.trim()}", its mark: ${markContrast.toFixed(2)}`);
        }
      }
      for (const track of root.querySelectorAll('.mantine-SegmentedControl-root')) {
        const mark = track.querySelector('.mantine-SegmentedControl-indicator');
        if (!mark || !track.checkVisibility()) continue;
        const contrast = ratio(parse(getComputedStyle(mark).backgroundColor), behind(track));
        const name = track.getAttribute('aria-label') ?? track.textContent ?? '';
        if (contrast < 3) faint.push(`segmented control "${name.trim()}": ${contrast.toFixed(2)}`);
      }
      return faint;
    },
    withTicked ? 1 : 0,
  );
