// Agenda: committees, deadlines, trainings and meetings in a month or week calendar; clicking a day
// creates an entry on it, clicking an entry opens it (edit, delete), both in the generic resource form.
// View, day, open entry and the day being filled in live in the URL. The server sends the entries of the days shown.
import { Button, Group, Paper, SegmentedControl, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl/formatters';
import { useBodySchemaIntent } from '../../../lib/resources/body-schema';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { AgendaEntryModal } from './agenda-entry-modal';
import { entriesByDay, monthGrid, shiftDay, todayDay, weekDays } from './calendar-grid';
import { MonthGridView } from './month-grid-view';
import { NewEntryModal } from './new-entry-modal';
import { useShownEntries } from './shown-entries';

const route = getRouteApi('/backoffice/agenda');
const agendables = resourceDefinition('agendables');

export function AgendaPage() {
  const { t, i18n } = useTranslation('backoffice');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const view = search.view ?? 'month';
  const today = todayDay();
  const focus = search.date ?? today;
  const newEntryIntent = useBodySchemaIntent(agendables, 'create');
  const dialog = (changes: { entry?: string; create?: string }) =>
    void navigate({ search: (prev) => ({ ...prev, entry: undefined, create: undefined, ...changes }) });
  const weeks = view === 'month' ? monthGrid(focus) : [weekDays(focus)];
  const agenda = useShownEntries(weeks.flat());
  const go = (date: string | undefined) => void navigate({ search: (prev) => ({ ...prev, date }) });
  const monthYear = dateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(dayjs(focus).toDate());
  // "octubre de 2026" → "Octubre de 2026": only the first letter (CSS capitalize would give "De").
  const heading = monthYear.charAt(0).toUpperCase() + monthYear.slice(1);

  return (
    <>
      <ScreenHeader title={t('agenda.title')} description={t('agenda.description')} />
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => go(undefined)}>
            {t('agenda.today')}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            px={6}
            aria-label={t('agenda.previous')}
            onClick={() => go(shiftDay(focus, view, -1))}
          >
            <IconChevronLeft size={18} />
          </Button>
          <Button
            variant="subtle"
            size="xs"
            px={6}
            aria-label={t('agenda.next')}
            onClick={() => go(shiftDay(focus, view, 1))}
          >
            <IconChevronRight size={18} />
          </Button>
          <Title order={2} fz="h4">
            {heading}
          </Title>
        </Group>
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) =>
            void navigate({ search: (prev) => ({ ...prev, view: value === 'week' ? 'week' : undefined }) })
          }
          data={[
            { value: 'month', label: t('agenda.month') },
            { value: 'week', label: t('agenda.week') },
          ]}
        />
      </Group>
      {/* Every day of the calendar opens the new-entry form. */}
      <Paper withBorder radius="md" {...newEntryIntent}>
        <QueryState result={agenda}>
          <MonthGridView
            weeks={weeks}
            view={view}
            focusDay={focus}
            today={today}
            entries={entriesByDay(agenda.data?.records ?? [])}
            onCreate={(day) => dialog({ create: day })}
            onOpen={(entry) => dialog({ entry })}
          />
        </QueryState>
      </Paper>
      {search.create && <NewEntryModal day={search.create} onClose={() => dialog({})} />}
      {search.entry && <AgendaEntryModal id={search.entry} onClose={() => dialog({})} />}
    </>
  );
}
