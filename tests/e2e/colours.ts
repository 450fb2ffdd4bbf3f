// Colours as the page computes them, read in the test runner: what an element shows as its background, its own and
// its ancestors' laid over each other. Their contrast is the theme's own measure (web/src/theme/contrast.ts).
import type { Locator } from '@playwright/test';

interface Colour {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

/** A computed colour: rgb()/rgba(), or color(srgb r g b / a) with channels from 0 to 1 (mixed colours). */
function parseColour(colour: string): Colour {
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

/** The background an element shows, as rgb(): the backgrounds of the element and its ancestors, laid over white. */
export async function shownBackground(element: Locator): Promise<string> {
  const layers = await element.evaluate((start) => {
    const backgrounds: string[] = [];
    for (let box: Element | null = start; box; box = box.parentElement)
      backgrounds.push(getComputedStyle(box).backgroundColor);
    return backgrounds;
  });
  const white: Colour = { red: 255, green: 255, blue: 255, alpha: 1 };
  const { red, green, blue } = layers.reduceRight((below, layer) => over(parseColour(layer), below), white);
  return `rgb(${Math.round(red)}, ${Math.round(green)}, ${Math.round(blue)})`;
}
