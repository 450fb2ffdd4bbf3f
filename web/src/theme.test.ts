import { DEFAULT_THEME, getPrimaryShade, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, darkSurfaces, enhancedContrastCss, themeNames, themes } from './theme';
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

  it('writes links at 4.5:1 on every dark surface, a hovered row too', () => {
    const anchor = cssVariablesResolver(theme).dark['--mantine-color-anchor'] ?? '';
    for (const surface of darkSurfaces) expect(contrastRatio(anchor, surface), surface).toBeGreaterThanOrEqual(4.5);
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

/** The declarations of one scheme's block in the enhanced-contrast style sheet. */
function enhancedTokens(css: string, scheme: 'light' | 'dark'): Map<string, string> {
  const block = css.match(new RegExp(`data-mantine-color-scheme="${scheme}"\\]\\{([^}]*)\\}`))?.[1] ?? '';
  return new Map(block.split(';').map((declaration) => declaration.split(':') as [string, string]));
}

describe.each(themeNames)('the %s theme with more contrast asked for', (name) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, themes[name]);
  const css = enhancedContrastCss(theme);

  it('applies only under prefers-contrast: more', () => {
    expect(css.startsWith('@media (prefers-contrast: more){')).toBe(true);
  });

  it('writes dimmed, coloured and outline text at 7:1 on every light surface', () => {
    const light = enhancedTokens(css, 'light');
    const texts = [...light].filter(([token]) => /^--mantine-color-(dimmed|.*-text|.*-outline)$/.test(token));
    expect(texts.length).toBeGreaterThan(20);
    for (const [token, color] of texts) {
      for (const surface of lightSurfaces) expect(contrastRatio(color, surface), token).toBeGreaterThanOrEqual(7);
    }
  });

  it('gives every filled colour with white text a fill that carries it at 7:1, and leaves the others', () => {
    const light = enhancedTokens(css, 'light');
    const shade = getPrimaryShade(theme, 'light');
    for (const [color, palette] of Object.entries(theme.colors)) {
      const fill = light.get(`--mantine-color-${color}-filled`);
      if (luminance(palette[shade] ?? '') < (theme.luminanceThreshold ?? 0)) {
        expect(contrastRatio(fill ?? '', '#ffffff'), color).toBeGreaterThanOrEqual(7);
      } else {
        expect(fill, color).toBeUndefined();
      }
    }
  });

  it("writes the dark scheme's dimmed and coloured text at 7:1 on every dark surface", () => {
    const dark = enhancedTokens(css, 'dark');
    const texts = [...dark].filter(([token]) => /^--mantine-color-(dimmed|.*-text)$/.test(token));
    expect(texts.length).toBeGreaterThan(10);
    for (const [token, color] of texts) {
      for (const surface of darkSurfaces) expect(contrastRatio(color, surface), token).toBeGreaterThanOrEqual(7);
    }
  });
});
