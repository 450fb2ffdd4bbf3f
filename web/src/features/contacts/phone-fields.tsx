// The contact form's phone numbers: as many rows as needed, each a country dial code, a number and a label.
import { ActionIcon, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contactLimits, phoneLabels } from './contact-form-values';
import classes from './contacts.module.css';
import { CountrySelect } from './country-select';
import type { ContactFormApi } from './use-contact-form';

export function PhoneFields({ form }: { form: ContactFormApi }) {
  const { t } = useTranslation('contacts');
  const labels = phoneLabels.map((value) => ({ value, label: t(`phoneLabels.${value}`) }));
  return (
    <Stack gap="xs">
      {form.values.phoneNumbers.map((_phone, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own while editing
        <Group key={index} gap="xs" wrap="wrap" className={classes.repeatRow}>
          <CountrySelect w={200} label={t('fields.country')} {...form.getInputProps(`phoneNumbers.${index}.country`)} />
          <TextInput
            className={classes.grow}
            type="tel"
            label={t('fields.phone', { number: index + 1 })}
            maxLength={contactLimits.phone}
            {...form.getInputProps(`phoneNumbers.${index}.phoneNumber`)}
          />
          <Select
            w={120}
            label={t('fields.label')}
            data={labels}
            allowDeselect={false}
            {...form.getInputProps(`phoneNumbers.${index}.label`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('actions.removePhone', { number: index + 1 })}
            onClick={() => form.removeListItem('phoneNumbers', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('phoneNumbers', { country: 'es', phoneNumber: '', label: 'Mobile' })}
      >
        {t('actions.addPhone')}
      </Button>
    </Stack>
  );
}
