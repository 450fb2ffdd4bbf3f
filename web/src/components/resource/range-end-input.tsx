// An end of a date range filter (`startsAtFrom`, `tsTo`), picked as a day: the search gets the day's first instant
// for "desde" and its last for "hasta", so that the day picked is in the range whatever the records' times.
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { dayBounds } from '../../lib/day-bounds';
import { LocalizedDates } from '../dates/localized-dates';

interface RangeEndInputProps {
  end: 'from' | 'to';
  label: string;
  /** The instant the filter holds (ISO), or empty. */
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  withinPortal: boolean;
}

export function RangeEndInput({ end, label, value, onChange, error, required, withinPortal }: RangeEndInputProps) {
  const day = value && dayjs(value).isValid() ? dayjs(value).format('YYYY-MM-DD') : null;
  return (
    <LocalizedDates>
      <DateInput
        label={label}
        error={error}
        withAsterisk={required}
        value={day}
        clearable
        popoverProps={{ withinPortal }}
        onChange={(picked) =>
          onChange(
            picked
              ? ((end === 'from' ? dayBounds(picked, undefined).from : dayBounds(undefined, picked).to) ?? '')
              : '',
          )
        }
      />
    </LocalizedDates>
  );
}
