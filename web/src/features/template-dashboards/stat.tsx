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
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}
