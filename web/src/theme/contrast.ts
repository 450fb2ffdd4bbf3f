// WCAG contrast helpers for the theme: the darkest-needed shade of a colour for 4.5:1 text (7:1 for people who ask
// their system for more contrast).
import { darken, lighten, luminance } from '@mantine/core';

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** Normal-size text needs 4.5:1 (WCAG AA); a little margin absorbs rounding of blended backgrounds. */
export const textContrast = 4.6;

/** Enhanced contrast, 7:1 (WCAG AAA), for `prefers-contrast: more`; the same margin. */
export const enhancedTextContrast = 7.1;

/** Whether `color` reads at the target (4.5:1) as text on every one of `backgrounds`. */
export function readsOn(color: string, backgrounds: readonly string[], target = textContrast): boolean {
  return backgrounds.every((background) => contrastRatio(color, background) >= target);
}

/**
 * `color` itself, or darkened (lightened, for dark backgrounds) in small steps until it reads at the target
 * (4.5:1) on every one of `backgrounds`.
 */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  target = textContrast,
  shift: (color: string, amount: number) => string = darken,
): string {
  let text = color;
  for (let amount = 0.05; amount < 1 && !readsOn(text, backgrounds, target); amount += 0.05) {
    text = shift(color, amount);
  }
  return text;
}

/** The same for text on dark backgrounds: `color` lightened until it reads at the target on every one of them. */
export function readableOnDark(color: string, backgrounds: readonly string[], target = textContrast): string {
  return readableOn(color, backgrounds, target, lighten);
}
