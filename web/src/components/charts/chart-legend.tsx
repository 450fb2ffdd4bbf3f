// A chart's legend drawn below it, in the page's flow: a legend drawn inside a radial chart's own height
// wrapped to two lines in a narrow card and covered the outer ring.

import type { MantineColor } from '@mantine/core';
import { ColorSwatch, Group, Text } from '@mantine/core';

/** The CSS colour of a Mantine chart colour (`indigo.6`), for elements outside the chart. */
export function chartCssColor(color: MantineColor): string {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}

export function ChartLegend({ items }: { items: readonly { name: string; color: MantineColor }[] }) {
  return (
    <Group gap="md" justify="center">
      {items.map((item) => (
        <Group key={item.name} gap={6} wrap="nowrap">
          <ColorSwatch color={chartCssColor(item.color)} size={12} withShadow={false} />
          <Text size="sm">{item.name}</Text>
        </Group>
      ))}
    </Group>
  );
}
