// The agenda grid: a month of whole weeks or one week. Each day's number is a button stretched over the
// whole cell, so clicking anywhere on a day (or pressing its button) starts a new entry on that day; the
// entries are buttons above it that open the entry. On a phone the week is a list of days, one row each, and
// the month's entries are marks in its grid, listed (and opened) below it.
import type { Agendable } from '@api/model';
import { Box, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl/formatters';
import classes from './agenda.module.css';
import { AgendaEntry } from './agenda-entry';
import type { AgendaView } from './calendar-grid';
import { MonthEntryList } from './month-entry-list';

interface MonthGridViewProps {
  weeks: string[][];
  view: AgendaView;
  focusDay: string;
  today: string;
  entries: ReadonlyMap<string, Agendable[]>;
  onCreate: (day: string) => void;
  onOpen: (id: string) => void;
}

export function MonthGridView({ weeks, view, focusDay, today, entries, onCreate, onOpen }: MonthGridViewProps) {
  const { t, i18n } = useTranslation('backoffice');
  const weekdayName = dateTimeFormat(i18n.language, { weekday: 'short' });
  const longDate = dateTimeFormat(i18n.language, { dateStyle: 'full' });
  const month = dayjs(focusDay).month();
  const isWeek = view === 'week';
  // From the theme's `sm` up the grid names the month's entries; below it they are only marks.
  const theme = useMantineTheme();
  const namesEntries = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, { getInitialValueInEffect: false });
  return (
    <Box>
      <div className={classes.weekdays} data-week={isWeek || undefined}>
        {(weeks[0] ?? []).map((day) => (
          <div key={day} className={classes.weekday}>
            {weekdayName.format(dayjs(day).toDate())}
            {isWeek && ` ${dayjs(day).date()}`}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} className={classes.week} data-week={isWeek || undefined}>
          {week.map((day) => (
            <div
              key={day}
              className={isWeek ? `${classes.day} ${classes.dayWeek}` : classes.day}
              data-outside={(!isWeek && dayjs(day).month() !== month) || undefined}
            >
              <button
                type="button"
                className={classes.dayNumber}
                data-today={day === today || undefined}
                aria-label={t('agenda.createOn', { date: longDate.format(dayjs(day).toDate()) })}
                onClick={() => onCreate(day)}
              >
                {isWeek && <span className={classes.dayName}>{weekdayName.format(dayjs(day).toDate())} </span>}
                {dayjs(day).date()}
              </button>
              {(entries.get(day) ?? []).map((entry) => (
                <AgendaEntry
                  key={entry._id}
                  entry={entry}
                  isWeek={isWeek}
                  isMark={!isWeek && !namesEntries}
                  onOpen={onOpen}
                />
              ))}
            </div>
          ))}
        </div>
      ))}
      {!isWeek && !namesEntries && (
        <MonthEntryList
          days={weeks.flat().filter((day) => dayjs(day).month() === month)}
          entries={entries}
          onOpen={onOpen}
        />
      )}
    </Box>
  );
}
