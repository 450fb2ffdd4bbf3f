// Whether the screen is at least the `md` breakpoint, from which the layouts show their side panel and menu
// rows (below it, the burger's menu takes their place). Read at once on the first render, not after it: what
// a phone does not show is then not rendered at all, the first paint's largest saving there.
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export function useIsWideScreen(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, { getInitialValueInEffect: false });
}
