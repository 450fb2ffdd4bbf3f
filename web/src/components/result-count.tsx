// How many records a list shows, as a status message (WCAG 4.1.3): a screen reader says it when a search, a filter
// or a folder changes it; before, the list changed out of its hearing and nothing was said. A status is read only
// when it changes, so a screen's first count is read with the screen, not announced.
import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function ResultCount({ children, ...props }: TextProps & { children: ReactNode }) {
  return (
    <Text role="status" {...props}>
      {children}
    </Text>
  );
}
