// Colours as the page computes them, read in the test runner: what an element shows as its background (its own and
// its ancestors' laid over each other) and the contrast between two colours (WCAG's ratio).
import type { Locator } from '@playwright/test';

export interface Colour {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

/** A computed colour: rgb()/rgba(), or color(srgb r g b / a) with channels from 0 to 1 (mixed colours). */
export function parseColour(colour: string): Colour {
  const [red = 0, green = 0, blue = 0, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const scale = colour.startsWith('color(') ? 255 : 1;
  return { red: red * scale, green: green * scale, blue: blue * scale, alpha };
}

function over(top: Colour, below: Colour): Colour {
  const mix = (upper: number, lower: number) => upper * top.alpha + lower * (1 - top.alpha);
  return {
    red: mix(top.red, below.red),
    green: mix(top.green, below.green),
    blue: mix(top.blue, below.blue),
    alpha: 1,
  };
}

function luminance({ red, green, blue }: Colour): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function contrastRatio(one: Colour, other: Colour): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The background an element shows: the backgrounds of the element and its ancestors, laid over the page's white. */
export async function shownBackground(element: Locator): Promise<Colour> {
  const layers = await element.evaluate((start) => {
    const backgrounds: string[] = [];
    for (let box: Element | null = start; box; box = box.parentElement)
      backgrounds.push(getComputedStyle(box).backgroundColor);
    return backgrounds;
  });
  const white: Colour = { red: 255, green: 255, blue: 255, alpha: 1 };
  return layers.reduceRight((below, layer) => over(parseColour(layer), below), white);
}
