// A chart's legend drawn below it, in the page's flow: a legend drawn inside a radial chart's own height
// wrapped to two lines in a narrow card and covered the outer ring.
import { ColorSwatch, Group, getThemeColor, type MantineColor, Text, useMantineTheme } from '@mantine/core';

export function ChartLegend({ items }: { items: readonly { name: string; color: MantineColor }[] }) {
  const theme = useMantineTheme();
  return (
    <Group gap="md" justify="center">
      {items.map((item) => (
        <Group key={item.name} gap={6} wrap="nowrap">
          <ColorSwatch color={getThemeColor(item.color, theme)} size={12} withShadow={false} />
          <Text size="sm">{item.name}</Text>
        </Group>
      ))}
    </Group>
  );
}
