// Whether the screen is a phone's (below Mantine's `sm`, 48em), where tables become cards and dialogs fill the
// screen. Read at once on the first render, not after it: a phone then never paints the desktop's form first. A
// screen's only: paper is narrower than 48em too, and a desktop's table printed as cards (print.css fits the table).
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export function useIsPhone(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`screen and (max-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
}
