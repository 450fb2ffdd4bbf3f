// WCAG contrast helpers for the theme: the darkest-needed shade of a colour for 4.5:1 text.
import { darken, luminance } from '@mantine/core';

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** Normal-size text needs 4.5:1 (WCAG AA); a little margin absorbs rounding of blended backgrounds. */
const target = 4.6;

/** Whether `color` reads at 4.5:1 as text on every one of `backgrounds`. */
export function readsOn(color: string, backgrounds: readonly string[]): boolean {
  return backgrounds.every((background) => contrastRatio(color, background) >= target);
}

/** `color` itself, or darkened in small steps until it reads at 4.5:1 on every one of `backgrounds`. */
export function readableOn(color: string, backgrounds: readonly string[]): string {
  let text = color;
  for (let amount = 0.05; amount < 1 && !readsOn(text, backgrounds); amount += 0.05) {
    text = darken(color, amount);
  }
  return text;
}
