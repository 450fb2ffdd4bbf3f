// Series toggles: one chip per series, a chart draws only the checked ones (at least one stays on).
import { Chip, Group } from '@mantine/core';
import type { KeyedSeries } from './chart-data';

interface SeriesChipsProps {
  series: readonly KeyedSeries[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export function SeriesChips({ series, value, onChange }: SeriesChipsProps) {
  return (
    <Chip.Group multiple value={[...value]} onChange={(next) => next.length > 0 && onChange(next)}>
      <Group gap="xs">
        {series.map((one) => (
          // The palette colour without its shade: a light chip of a shade (`indigo.6`) is that solid shade behind
          // dark text; of the palette colour it is the readable light background.
          <Chip key={one.name} value={one.name} size="xs" color={one.color.replace(/\.\d$/, '')} variant="light">
            {one.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
