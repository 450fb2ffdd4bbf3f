// Range selector of a widget (this week / last week, 3 / 6 / 12 months…); the page keeps the value in the URL.
// Values may be numbers: the segmented control works on their text.
import { SegmentedControl } from '@mantine/core';
import classes from './range-control.module.css';

interface RangeControlProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function RangeControl<T extends string | number>({ label, value, options, onChange }: RangeControlProps<T>) {
  return (
    <SegmentedControl
      size="xs"
      classNames={{ root: classes.root, control: classes.control, label: classes.label }}
      aria-label={label}
      value={String(value)}
      data={options.map((option) => ({ value: String(option.value), label: option.label }))}
      onChange={(next) => {
        const option = options.find((one) => String(one.value) === next);
        if (option) onChange(option.value);
      }}
    />
  );
}
