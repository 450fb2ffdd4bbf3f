// The contact form's e-mail addresses: as many rows as needed, each an address and a label.
import { ActionIcon, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contactLimits, emailLabels } from './contact-form-values';
import classes from './contacts.module.css';
import type { ContactFormApi } from './use-contact-form';

export function EmailFields({ form }: { form: ContactFormApi }) {
  const { t } = useTranslation('contacts');
  const labels = emailLabels.map((value) => ({ value, label: t(`emailLabels.${value}`) }));
  return (
    <Stack gap="xs">
      {form.values.emails.map((_email, index) => (
        // Rows have no id of their own: the index is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} gap="xs" wrap="nowrap" className={classes.repeatRow}>
          <TextInput
            className={classes.grow}
            type="email"
            label={t('fields.email', { number: index + 1 })}
            maxLength={contactLimits.email}
            {...form.getInputProps(`emails.${index}.email`)}
          />
          <Select
            w={120}
            label={t('fields.label')}
            data={labels}
            allowDeselect={false}
            {...form.getInputProps(`emails.${index}.label`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('actions.removeEmail', { number: index + 1 })}
            onClick={() => form.removeListItem('emails', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('emails', { email: '', label: 'Personal' })}
      >
        {t('actions.addEmail')}
      </Button>
    </Stack>
  );
}
