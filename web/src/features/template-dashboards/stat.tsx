// A labelled figure of a summary card or a widget's overview.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './stat.module.css';

interface StatProps {
  label: string;
  value: string;
  color?: string;
}

export function Stat({ label, value, color }: StatProps) {
  return (
    <div>
      {/* A size smaller on phones, where two figures share a card's width and a long one ran past its edge. */}
      <Text fz={{ base: 'md', xs: 'xl' }} fw={700} c={color}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

/** A row of figures (see stat.module.css): they wrap by their own width, not by fixed breakpoints. */
export function StatRow({ children }: { children: ReactNode }) {
  return <div className={classes.row}>{children}</div>;
}
