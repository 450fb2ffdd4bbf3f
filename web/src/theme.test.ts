import { DEFAULT_THEME, getPrimaryShade, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, darkSurfaces, themeNames, themes } from './theme';
import { contrastRatio } from './theme/contrast';

const lightSurfaces = ['#ffffff', '#f8f9fa', '#f1f3f5'];

describe.each(themeNames)('the %s theme', (name) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, themes[name]);
  const palette = theme.colors[theme.primaryColor] ?? [];
  const shade = getPrimaryShade(theme, 'light');
  const light = cssVariablesResolver(theme).light;

  it('has its primary colour as a palette of ten shades', () => {
    expect(palette).toHaveLength(10);
  });

  it('writes links and primary-coloured text at 4.5:1 on every light surface', () => {
    const textToken = `--mantine-color-${theme.primaryColor}-text` as const;
    expect(light['--mantine-color-anchor']).toBe(`var(${textToken})`);
    const text = light[textToken] ?? '';
    for (const surface of lightSurfaces) expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes light-variant text (badges, light buttons) at 4.5:1 on its own background', () => {
    const lightColor = light[`--mantine-color-${theme.primaryColor}-light-color`] ?? '';
    for (const background of [palette[1] ?? '', palette[2] ?? '']) {
      expect(contrastRatio(lightColor, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes dimmed text in a selected row at 4.5:1 on the light variant, hovered too', () => {
    const dimmed = light['--app-color-dimmed-selected'] ?? '';
    for (const background of [palette[1] ?? '', palette[2] ?? '']) {
      expect(contrastRatio(dimmed, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes outline-variant text (outline badges and buttons) of every colour at 4.5:1 on every light surface', () => {
    for (const color of Object.keys(theme.colors)) {
      const outline = light[`--mantine-color-${color}-outline`] ?? '';
      expect(outline, color).not.toBe('');
      for (const surface of lightSurfaces) expect(contrastRatio(outline, surface), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('carries white text at 4.5:1 on its filled controls, hovered too, in both schemes', () => {
    const darkShade = getPrimaryShade(theme, 'dark');
    for (const filled of new Set([shade, Math.min(shade + 1, 9), darkShade, Math.min(darkShade + 1, 9)])) {
      expect(contrastRatio(palette[filled] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives filled controls of every colour black or white text that reads at 4.5:1', () => {
    expect(theme.autoContrast).toBe(true);
    for (const [color, shades] of Object.entries(theme.colors)) {
      for (const background of shades) {
        const text = luminance(background) > theme.luminanceThreshold ? theme.black : theme.white;
        expect(contrastRatio(text, background), `${color} ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

describe('dimmed text, placeholders and field errors', () => {
  const { light, dark } = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, themes.default));
  // The page, cards, inputs and dropdowns, and a hovered table row, in each scheme.
  const surfaces = { light: lightSurfaces, dark: darkSurfaces };

  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('read at 4.5:1 on every %s surface', (scheme, variables) => {
    for (const token of ['--mantine-color-dimmed', '--mantine-color-placeholder', '--mantine-color-error'] as const) {
      expect(variables[token] ?? '', token).not.toBe('');
      for (const surface of surfaces[scheme]) {
        expect(contrastRatio(variables[token] ?? '', surface), `${token} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
