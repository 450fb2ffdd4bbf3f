// The contact form's repeatable rows (e-mail addresses, phone numbers): each row its own fields, a label to
// choose and a button that removes it; under them, a button that adds a row. Rows have no id of their own:
// the index is their identity while editing.
import { ActionIcon, Button, Group, Select, Stack } from '@mantine/core';
import type { FormArrayElement } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactFormValues } from './contact-form-values';
import classes from './contacts.module.css';
import type { ContactFormApi } from './use-contact-form';

type ListPath = 'emails' | 'phoneNumbers';

interface RepeatedRowsProps<Path extends ListPath> {
  form: ContactFormApi;
  path: Path;
  /** A new row's values. */
  blank: FormArrayElement<ContactFormValues, Path>;
  /** The row's own fields, before its label. */
  fields: (index: number) => ReactNode;
  labels: { value: string; label: string }[];
  /** Whether the row's fields may wrap onto a second line on narrow screens. */
  wraps: boolean;
  removeLabel: (index: number) => string;
  addLabel: string;
}

export function RepeatedRows<Path extends ListPath>(props: RepeatedRowsProps<Path>) {
  const { form, path, blank, fields, labels, wraps, removeLabel, addLabel } = props;
  const { t } = useTranslation('contacts');
  return (
    <Stack gap="xs">
      {form.values[path].map((_row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: see the file's comment
        <Group key={index} gap="xs" wrap={wraps ? 'wrap' : 'nowrap'} className={classes.repeatRow}>
          {fields(index)}
          <Select
            w={120}
            label={t('fields.label')}
            data={labels}
            allowDeselect={false}
            {...form.getInputProps(`${path}.${index}.label`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={removeLabel(index)}
            onClick={() => form.removeListItem(path, index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem(path, blank)}>
        {addLabel}
      </Button>
    </Stack>
  );
}
