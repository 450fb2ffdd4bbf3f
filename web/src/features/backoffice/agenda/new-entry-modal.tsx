// A new agenda entry on the day clicked, in the generic form: it starts as a meeting from 09:00 to 10:00
// that day; the slug is fixed from the name and the day (a preset, not a field people type).
import type { ResourceBody } from '@api/resources/resource-types';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ResourceFormModal } from '../../../components/resource/resource-form-modal';
import { dateTimeFormat } from '../../../lib/intl/formatters';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { notifySaved } from '../shared/notify';
import { agendaSlug } from './calendar-grid';

export function newEntryDefaults(day: string) {
  return {
    type: 'meeting',
    startsAt: dayjs(`${day}T09:00:00`).toISOString(),
    endsAt: dayjs(`${day}T10:00:00`).toISOString(),
  };
}

export function NewEntryModal({ day, onClose }: { day: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('backoffice');
  const date = dateTimeFormat(i18n.language, { dateStyle: 'full' }).format(dayjs(day).toDate());
  return (
    <ResourceFormModal
      definition={resourceDefinition('agendables')}
      mode="create"
      title={t('agenda.newOn', { date })}
      defaults={newEntryDefaults(day)}
      preset={{ slug: (body: ResourceBody) => agendaSlug(String(body.name ?? ''), day) }}
      onClose={onClose}
      onSaved={(entry) => {
        notifySaved(t('agenda.created', { name: String(entry.name) }));
        onClose();
      }}
    />
  );
}
