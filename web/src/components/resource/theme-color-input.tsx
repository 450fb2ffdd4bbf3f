// A colour of the contract (lowercase hex, `#2563eb`): typed, picked, or chosen among the theme's colours.
import { ColorInput, type ColorInputProps, useMantineTheme } from '@mantine/core';

/** The theme's colours offered as swatches. */
const SWATCH_COLORS = ['blue', 'teal', 'green', 'yellow', 'orange', 'red', 'grape', 'indigo'];

export function ThemeColorInput({ onChange, ...props }: ColorInputProps) {
  const theme = useMantineTheme();
  const swatches = SWATCH_COLORS.map((color) => theme.colors[color]?.[6] ?? '').filter(Boolean);
  return (
    <ColorInput
      {...props}
      format="hex"
      swatches={swatches}
      swatchesPerRow={swatches.length}
      onChange={(next) => onChange?.(next.toLowerCase())}
    />
  );
}
