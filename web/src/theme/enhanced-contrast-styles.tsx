// The theme's 7:1 text tokens (theme.ts, enhancedContrastCss), written only for people who ask their system for
// more contrast: the computation runs when the setting is on, and again when it changes or the theme does.
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { enhancedContrastCss } from '../theme';

export function EnhancedContrastStyles() {
  const theme = useMantineTheme();
  const wantsMore = useMediaQuery('(prefers-contrast: more)', false, { getInitialValueInEffect: false });
  const css = useMemo(() => (wantsMore ? enhancedContrastCss(theme) : ''), [wantsMore, theme]);
  return css ? <style data-enhanced-contrast="">{css}</style> : null;
}
