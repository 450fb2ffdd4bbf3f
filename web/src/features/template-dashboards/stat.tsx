// A labelled figure of a summary card or a widget's overview.
import { Text } from '@mantine/core';

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
