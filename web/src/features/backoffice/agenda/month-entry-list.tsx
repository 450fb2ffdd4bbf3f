// The month's entries as a list, day by day: on a phone the month grid only has room for coloured marks, so
// the entries are read (and opened) here, below it. From tablets up the grid names them, and the list is not
// drawn.
import type { Agendable } from '@api/model';
import { Box, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl/formatters';
import classes from './agenda.module.css';
import { AgendaEntry } from './agenda-entry';

interface MonthEntryListProps {
  /** The month's days (YYYY-MM-DD), in order. */
  days: readonly string[];
  entries: ReadonlyMap<string, Agendable[]>;
  onOpen: (id: string) => void;
}

export function MonthEntryList({ days, entries, onOpen }: MonthEntryListProps) {
  const { t, i18n } = useTranslation('backoffice');
  const dayLabel = dateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric' });
  const busyDays = days.filter((day) => (entries.get(day) ?? []).length > 0);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} p="sm" className={classes.monthList}>
      <Title id={headingId} order={3} fz="sm" mb="xs">
        {t('agenda.monthEntries')}
      </Title>
      {busyDays.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('agenda.noMonthEntries')}
        </Text>
      )}
      {busyDays.map((day) => (
        <div key={day} className={classes.listDay}>
          <Text size="xs" fw={600} c="dimmed" className={classes.listDayLabel}>
            {dayLabel.format(dayjs(day).toDate())}
          </Text>
          <div>
            {(entries.get(day) ?? []).map((entry) => (
              <AgendaEntry key={entry._id} entry={entry} isWeek onOpen={onOpen} />
            ))}
          </div>
        </div>
      ))}
    </Box>
  );
}
