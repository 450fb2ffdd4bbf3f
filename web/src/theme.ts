// Mantine themes the user can choose from; the colour scheme (light, dark, auto) is chosen separately.
import { createTheme, type MantineColor, type MantineThemeOverride } from '@mantine/core';

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

function buildTheme(primaryColor: MantineColor): MantineThemeOverride {
  return createTheme({
    primaryColor,
    primaryShade: { light: 6, dark: 5 },
    defaultRadius: 'md',
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    cursorType: 'pointer',
  });
}

export const themes = Object.fromEntries(
  themeNames.map((name) => [name, buildTheme(themePrimaryColors[name])]),
) as Record<ThemeName, MantineThemeOverride>;
