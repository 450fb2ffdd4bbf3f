import { DEFAULT_THEME, getPrimaryShade, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, themeNames, themes } from './theme';
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

  it('carries white text at 4.5:1 on its filled controls, hovered too', () => {
    for (const filled of [shade, Math.min(shade + 1, 9)]) {
      expect(contrastRatio(palette[filled] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
