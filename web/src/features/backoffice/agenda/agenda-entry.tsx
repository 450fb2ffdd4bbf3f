// One agenda entry in a day cell: its time and name, coloured by its type; clicking it opens the entry. Where the
// grid has room for marks only (a month on a phone), it is a coloured mark and nothing more: the list below the
// grid names and opens the entries, so the mark is neither a second tab stop nor a target too small to tap.
import type { Agendable } from '@api/model';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl/formatters';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import classes from './agenda.module.css';

export const typeColor = {
  meeting: 'blue',
  training: 'grape',
  deadline: 'red',
  committee: 'teal',
  event: 'pink',
} as const;

interface AgendaEntryProps {
  entry: Agendable;
  isWeek: boolean;
  isMark?: boolean;
  onOpen: (id: string) => void;
}

export function AgendaEntry({ entry, isWeek, isMark = false, onOpen }: AgendaEntryProps) {
  const { t, i18n } = useTranslation('backoffice');
  const labels = useResourceLabels();
  if (isMark)
    return (
      <span className={`${classes.entry} ${classes.mark}`} data-color={typeColor[entry.type]} aria-hidden="true" />
    );
  const time = entry.allDay
    ? t('agenda.allDay')
    : dateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(entry.startsAt));
  const color = typeColor[entry.type];
  return (
    <button
      type="button"
      // One of its day's entries: deleted, it gives the focus to the next one, or to the day's "new entry".
      data-focus-item
      className={isWeek ? `${classes.entry} ${classes.weekEntry}` : classes.entry}
      data-color={color}
      title={`${time} · ${entry.name} (${labels.value(entry.type, 'agendables')})`}
      onClick={() => onOpen(entry._id)}
    >
      {time} {entry.name}
    </button>
  );
}
