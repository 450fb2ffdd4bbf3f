// Mantine themes the user can choose from; the colour scheme (light, dark, auto) is chosen separately.
import {
  Avatar,
  type CSSVariablesResolver,
  createTheme,
  type MantineColor,
  type MantineThemeOverride,
} from '@mantine/core';

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
  amber: 'orange',
};

/**
 * Shade of the primary colour on light backgrounds: the lightest one whose text (links, light buttons,
 * badges) keeps a 4.5:1 contrast on white and on the page's gray-0 (WCAG AA). Amber has no such shade.
 */
const lightShade: Record<ThemeName, 7 | 8 | 9> = { default: 7, brand: 8, teal: 9, rose: 8, purple: 7, amber: 9 };

function buildTheme(name: ThemeName): MantineThemeOverride {
  return createTheme({
    primaryColor: themePrimaryColors[name],
    primaryShade: { light: lightShade[name], dark: 5 },
    defaultRadius: 'md',
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    cursorType: 'pointer',
    components: {
      // Avatars stand beside the name they picture (menus, lists): decorative for assistive technology
      // unless a screen gives one its own alt text.
      Avatar: Avatar.extend({ defaultProps: { alt: '' } }),
    },
  });
}

export const themes = Object.fromEntries(themeNames.map((name) => [name, buildTheme(name)])) as Record<
  ThemeName,
  MantineThemeOverride
>;

/** Secondary ("dimmed") text dark enough for 4.5:1 on white and gray-0, light enough on the dark surfaces. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#666d75' },
  dark: { '--mantine-color-dimmed': '#a0a0a0' },
});
