// Mantine themes the user can choose from; the colour scheme (light, dark, auto) is chosen separately.
import {
  Avatar,
  type CSSVariablesResolver,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  darken,
  getPrimaryShade,
  luminance,
  type MantineColor,
  type MantineThemeOverride,
  rem,
} from '@mantine/core';
import buttonClasses from './theme/button.module.css';
import { enhancedTextContrast, readableOn, readableOnDark, readsOn, textContrast } from './theme/contrast';

export const themeNames = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type ThemeName = (typeof themeNames)[number];
export const defaultThemeName: ThemeName = 'default';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

/** Primary colour of each theme, also used to draw the theme swatches. */
export const themePrimaryColors: Record<ThemeName, MantineColor> = {
  default: 'indigo',
  brand: 'blue',
  teal: 'teal',
  rose: 'pink',
  purple: 'grape',
  amber: 'amber',
};

/** The page's light surfaces: text on them must read at 4.5:1 on all (white cards, gray-0 page, gray-1 rows). */
const lightSurfaces = ['#ffffff', '#f8f9fa', '#f1f3f5'];

/**
 * Mantine's orange with a usable dark end: none of its shades reads at 4.5:1 as text on white (the darkest,
 * 9, reaches 4.3:1) nor carries white text at 4.5:1 when filled. Shade 7 is orange's 9 darkened just enough
 * for both on every light surface; 8 and 9 (hover, pressed) are darker still. Shades 0-6 stay Mantine's.
 */
const amber = (() => {
  const { orange } = DEFAULT_THEME.colors;
  const readable = readableOn(orange[9], lightSurfaces);
  return colorsTuple([...orange.slice(0, 7), readable, darken(readable, 0.1), darken(readable, 0.2)]);
})();

/**
 * Shade of the primary colour on light backgrounds: the lightest one whose text (links, light buttons,
 * badges) keeps a 4.5:1 contrast on white and on the page's gray-0 (WCAG AA).
 */
const lightShade: Record<ThemeName, 7 | 8 | 9> = { default: 7, brand: 8, teal: 9, rose: 8, purple: 7, amber: 7 };

// Under the select's own name: Mantine styles a select's list as part of the select (its static selector).
const comboboxWithNativeScroll = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: rem(220), overflowY: 'auto' as const } },
};

function buildTheme(name: ThemeName): MantineThemeOverride {
  return createTheme({
    // Every theme knows amber: the settings menu draws each theme's swatch with its colour.
    colors: { amber },
    primaryColor: themePrimaryColors[name],
    // The same shade in the dark scheme: white text on filled controls stays at 4.5:1 (shade 5 gave 3.6:1).
    primaryShade: { light: lightShade[name], dark: lightShade[name] },
    // Filled controls in any other colour (red delete buttons, yellow badges) get black or white text, whichever
    // reads at 4.5:1: below this luminance white does, above it black does (WCAG's crossover, 0.175-0.183).
    autoContrast: true,
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Page titles a size smaller on narrow phones: at 320 px a long Spanish word ("Criptomonedas") ran past the
    // screen's edge at 34 px. Mantine's size from about 600 px up.
    headings: { fontWeight: '700', sizes: { h1: { fontSize: 'clamp(1.625rem, 1rem + 3vw, 2.125rem)' } } },
    cursorType: 'pointer',
    // People who ask their system for less motion get menus, dialogs and drawers without transitions.
    respectReducedMotion: true,
    components: {
      // Avatars stand beside the name they picture (menus, lists): decorative for assistive technology
      // unless a screen gives one its own alt text.
      Avatar: Avatar.extend({ defaultProps: { alt: '' } }),
      // Labels wrap rather than being cut (theme/button.module.css). A plain object, like Menu's below.
      Button: { classNames: { root: buttonClasses.root, inner: buttonClasses.inner, label: buttonClasses.label } },
      // Without the focus placeholder Mantine puts first in every menu: a focusable element of role
      // presentation inside role=menu, which axe finds critical (aria-required-children). Opened from the
      // keyboard, the menu takes the focus itself and the arrow keys reach its items, as the menu pattern allows.
      // A plain object, not Menu.extend: that import would bring the menus' code into the first download.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // A tooltip stays while the pointer moves from its control onto it (WCAG 1.4.13, hoverable: a person who
      // magnifies the screen reads it there); Escape takes it away. Plain object, as above.
      Tooltip: { defaultProps: { interactive: true } },
      // The chosen option of a segmented control shows in the theme's colour: Mantine's white mark on a light gray
      // track read at 1.1:1 (WCAG 1.4.11 asks 3:1 for a state). Plain object, as above.
      SegmentedControl: { defaultProps: { color: themePrimaryColors[name] } },
      // A dialog's or a drawer's header is a <header> outside any sectioning element in the page's structure, so
      // browsers made it a second banner landmark beside the app's top bar (axe: landmark-no-duplicate-banner).
      // The dialog is named by its title; its header is only the row that holds the title and the close button.
      Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
      Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
      // Select lists scroll natively, the listbox itself being the scroller: Mantine's ScrollArea around the
      // options scrolls a region that holds nothing focusable (the options are reached from the input, with
      // aria-activedescendant), which axe finds serious (scrollable-region-focusable) on every long list.
      // Mantine scrolls the active option into view either way.
      Select: comboboxWithNativeScroll,
      MultiSelect: comboboxWithNativeScroll,
      TagsInput: comboboxWithNativeScroll,
    },
  });
}

export const themes = Object.fromEntries(themeNames.map((name) => [name, buildTheme(name)])) as Record<
  ThemeName,
  MantineThemeOverride
>;

/**
 * Light scheme colour tokens with 4.5:1 text, for every palette colour: coloured text (`c="red"`,
 * `var(--mantine-color-red-text)`) and outline variants on the light surfaces, and light variants (badges, chips, alerts) whose
 * text (shade 9 by default) is too pale on their own background for yellow, orange, teal and the like.
 */
function readableColorVariables(
  theme: Parameters<CSSVariablesResolver>[0],
  target = textContrast,
): Record<string, string> {
  const shade = getPrimaryShade(theme, 'light');
  return Object.fromEntries(
    Object.entries(theme.colors).flatMap(([name, palette]) => [
      [`--mantine-color-${name}-text`, readableOn(palette[shade], lightSurfaces, target)],
      // Outline badges and buttons: their text is the outline colour, on any surface (a hovered row is gray-1).
      [`--mantine-color-${name}-outline`, readableOn(palette[shade], lightSurfaces, target)],
      [`--mantine-color-${name}-light-color`, readableOn(palette[9], [palette[1], palette[2]], target)],
    ]),
  );
}

const lightDimmed = '#666d75';
const darkDimmed = '#acacac';

/** The dark scheme's surfaces text sits on: the page (dark-7), cards and inputs (dark-6), a hovered row (dark-5). */
export const darkSurfaces = ['#242424', '#2e2e2e', '#3b3b3b'];

/**
 * Field error messages and borders: Mantine's red 6 read at 3.3:1 on white and its dark red 8 at 3.0:1 on an
 * input, under every form's fields. Light: red darkened to 4.5:1; dark: the darkest red shade that reads at
 * 4.5:1 on the dark surfaces.
 */
function errorColors(theme: Parameters<CSSVariablesResolver>[0]): { light: string; dark: string } {
  const { red } = theme.colors;
  const onDark = [...red].reverse().find((shade) => readsOn(shade, darkSurfaces));
  return { light: readableOn(red[6], lightSurfaces), dark: onDark ?? red[0] };
}

const primaryPalette = (theme: Parameters<CSSVariablesResolver>[0]) =>
  theme.colors[theme.primaryColor] ?? DEFAULT_THEME.colors.blue;

/** The backgrounds of a selected row in the light scheme: the primary colour's light variant, and hovered. */
function selectedSurfaces(theme: Parameters<CSSVariablesResolver>[0]): string[] {
  const palette = primaryPalette(theme);
  return [palette[1], palette[2]];
}

/**
 * Secondary ("dimmed") text and placeholders dark enough for 4.5:1 on white and gray-0, light enough on the
 * dark surfaces; coloured text tokens as above.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const error = errorColors(theme);
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': lightDimmed,
      '--mantine-color-placeholder': lightDimmed,
      '--mantine-color-error': error.light,
      // Links in the primary colour's readable text shade: the primary shade itself falls just under 4.5:1 on
      // gray-1 rows for some themes (indigo 7: 4.48:1).
      '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
      // Dimmed text in a selected row (theme/selected-rows.css), on the primary colour's light shade (1, hovered 2):
      // the page's dimmed read there at 4.1:1 (indigo 1).
      '--app-color-dimmed-selected': readableOn(lightDimmed, selectedSurfaces(theme)),
      ...readableColorVariables(theme),
    },
    // 4.5:1 on the dark surfaces up to a hovered table row (dark-5); placeholders as light, Mantine's dark-3
    // read at 2.5:1 in an input.
    // A selected row's translucent primary tint leaves the dark dimmed at 4.5:1.
    dark: {
      '--mantine-color-dimmed': darkDimmed,
      '--mantine-color-placeholder': darkDimmed,
      '--app-color-dimmed-selected': darkDimmed,
      '--mantine-color-error': error.dark,
      // Links: Mantine's primary shade 4 read at 3.8:1 on a hovered row (dark-5), a list's record names under the
      // pointer (indigo 4 on #3b3b3b).
      '--mantine-color-anchor': readableOnDark(primaryPalette(theme)[4], darkSurfaces),
    },
  };
};

/** The dark scheme's coloured and outline text (Mantine's shade 4) lightened to `target` on its surfaces. */
function darkColorVariables(theme: Parameters<CSSVariablesResolver>[0], target: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(theme.colors).flatMap(([name, palette]) => {
      const text = readableOnDark(palette[4], darkSurfaces, target);
      return [
        [`--mantine-color-${name}-text`, text],
        [`--mantine-color-${name}-outline`, text],
        // A light variant's tinted background is lighter than the surfaces (a yellow badge's, #733c00): its text
        // takes a paler shade of its colour.
        [`--mantine-color-${name}-light-color`, readableOnDark(palette[1], darkSurfaces, target)],
      ];
    }),
  );
}

/** Filled controls whose text is white (autoContrast), their fill darkened until the white reads at `target`. */
function filledForWhiteText(theme: Parameters<CSSVariablesResolver>[0], target: number): Record<string, string> {
  const shade = getPrimaryShade(theme, 'light');
  return Object.fromEntries(
    Object.entries(theme.colors)
      .filter(([, palette]) => luminance(palette[shade]) < (theme.luminanceThreshold ?? 0.3))
      .flatMap(([name, palette]) => {
        const fill = readableOn(palette[shade], ['#ffffff'], target);
        return [
          [`--mantine-color-${name}-filled`, fill],
          [`--mantine-color-${name}-filled-hover`, darken(fill, 0.1)],
        ];
      }),
  );
}

const declarations = (variables: Record<string, string>) =>
  Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');

/**
 * For people who ask their system for more contrast (`prefers-contrast: more`): every text token of the theme at
 * 7:1 (WCAG AAA, enhanced contrast) rather than 4.5:1, in both schemes: secondary text, placeholders, errors,
 * coloured and light-variant text, links, and white text on filled controls. A style sheet of its own, as Mantine's
 * resolver cannot wrap its variables in a media query; `:root:root` outranks the resolver's `:root`.
 */
export function enhancedContrastCss(theme: Parameters<CSSVariablesResolver>[0]): string {
  const target = enhancedTextContrast;
  const { red } = theme.colors;
  const light = {
    '--mantine-color-dimmed': readableOn(lightDimmed, lightSurfaces, target),
    '--mantine-color-placeholder': readableOn(lightDimmed, lightSurfaces, target),
    '--mantine-color-error': readableOn(red[6], lightSurfaces, target),
    '--app-color-dimmed-selected': readableOn(lightDimmed, selectedSurfaces(theme), target),
    ...readableColorVariables(theme, target),
    ...filledForWhiteText(theme, target),
  };
  const darkDimmedText = readableOnDark(darkDimmed, darkSurfaces, target);
  const dark = {
    '--mantine-color-dimmed': darkDimmedText,
    '--mantine-color-placeholder': darkDimmedText,
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
    ...darkColorVariables(theme, target),
    ...filledForWhiteText(theme, target),
  };
  return (
    '@media (prefers-contrast: more){' +
    `:root:root[data-mantine-color-scheme="light"]{${declarations(light)}}` +
    `:root:root[data-mantine-color-scheme="dark"]{${declarations(dark)}}}`
  );
}
