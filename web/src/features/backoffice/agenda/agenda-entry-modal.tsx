// A new agenda entry on the day clicked: name, type, start and end (the day at 09:00 and 10:00 to begin
// with), all-day, place and description; the slug comes from the name and the day.
import type { AgendableInput } from '@api/model';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LocalizedDates } from '../../../components/dates/localized-dates';
import { typeColor } from './agenda-entry';
import { agendaSlug } from './calendar-grid';

const types = Object.keys(typeColor) as (keyof typeof typeColor)[];

interface AgendaEntryModalProps {
  day: string;
  isPending: boolean;
  onClose: () => void;
  onCreate: (input: AgendableInput) => void;
}

export function AgendaEntryModal({ day, isPending, onClose, onCreate }: AgendaEntryModalProps) {
  const { t, i18n } = useTranslation('backoffice');
  const form = useForm({
    initialValues: {
      name: '',
      type: 'meeting' as AgendableInput['type'],
      startsAt: `${day} 09:00:00`,
      endsAt: `${day} 10:00:00` as string | null,
      allDay: false,
      location: '',
      description: '',
    },
    validate: {
      name: (value) => (value.trim() === '' ? t('common.required') : null),
      endsAt: (value, values) =>
        value && dayjs(value).isBefore(dayjs(values.startsAt)) ? t('agenda.endBeforeStart') : null,
    },
  });
  const submit = form.onSubmit((values) =>
    onCreate({
      name: values.name.trim(),
      slug: agendaSlug(values.name, day),
      type: values.type,
      startsAt: dayjs(values.startsAt).toISOString(),
      ...(values.endsAt ? { endsAt: dayjs(values.endsAt).toISOString() } : {}),
      allDay: values.allDay,
      ...(values.location.trim() ? { location: values.location.trim() } : {}),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
    }),
  );
  const title = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(dayjs(day).toDate());
  return (
    <Modal opened onClose={onClose} title={t('agenda.newOn', { date: title })} centered size="lg">
      <LocalizedDates>
        <form onSubmit={submit}>
          <Stack>
            <TextInput
              label={t('agenda.fields.name')}
              withAsterisk
              maxLength={200}
              data-autofocus
              {...form.getInputProps('name')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t('agenda.fields.type')}
                data={types.map((value) => ({ value, label: t(`agenda.types.${value}`) }))}
                allowDeselect={false}
                {...form.getInputProps('type')}
              />
              <TextInput label={t('agenda.fields.location')} maxLength={200} {...form.getInputProps('location')} />
              <DateTimePicker label={t('agenda.fields.startsAt')} withAsterisk {...form.getInputProps('startsAt')} />
              <DateTimePicker label={t('agenda.fields.endsAt')} clearable {...form.getInputProps('endsAt')} />
            </SimpleGrid>
            <Switch label={t('agenda.fields.allDay')} {...form.getInputProps('allDay', { type: 'checkbox' })} />
            <Textarea
              label={t('agenda.fields.description')}
              maxLength={2000}
              autosize
              minRows={2}
              {...form.getInputProps('description')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isPending}>
                {t('common.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </LocalizedDates>
    </Modal>
  );
}
