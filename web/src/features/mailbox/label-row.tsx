// One label in the settings: title and colour with save and delete, or (without a label) the new-label row.
import type { MailboxLabel, MailboxLabelColor } from '@api/model';
import { ActionIcon, Button, ColorSwatch, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteWithQuestion } from '../../components/confirm-modal/delete-with-question';
import { focusableDisabled } from '../../components/form/focusable-disabled';
import { useFollowSaved } from '../../components/version-conflict/use-follow-saved';
import { labelColors, mantineColor } from './label-color';
import { useLabelWrites } from './use-label-writes';

interface LabelValues {
  title: string;
  color: MailboxLabelColor;
}

export function LabelRow({ label }: { label?: MailboxLabel }) {
  const { t } = useTranslation('mailbox');
  const { create, update, remove } = useLabelWrites();
  const saved: LabelValues = { title: label?.title ?? '', color: label?.color ?? 'gray' };
  const form = useForm({ initialValues: saved });
  // A rename answered (or the labels read again) shows in the row, without building it anew: a name typed meanwhile
  // and the focus stay.
  useFollowSaved(form, saved);
  const { title, color } = form.values;
  const isChanged = label ? title.trim() !== label.title || color !== label.color : title.trim() !== '';
  const save = () => {
    const changes = { title: title.trim(), color };
    if (label) update.mutate({ data: { id: label.id, label: changes } });
    else {
      // Emptied at once, ready for the next one: emptied on success, it wiped a name typed while the list was read
      // again. A refused name comes back, unless another is being typed.
      form.setFieldValue('title', '');
      create.mutate(
        { data: { label: changes } },
        { onError: () => form.setFieldValue('title', (typed) => typed || changes.title) },
      );
    }
  };
  const colorOptions = labelColors.map((value) => ({ value, label: t(`colors.${value}`, { defaultValue: value }) }));

  // A form, so that Enter in the name saves (or creates) as the button does; a disabled button submits nothing.
  return (
    <Group
      component="form"
      gap="xs"
      wrap="nowrap"
      align="flex-end"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save();
      }}
    >
      <TextInput
        flex={1}
        label={label ? t('settings.labelTitle') : t('settings.newTitle')}
        maxLength={100}
        {...form.getInputProps('title')}
      />
      <Select
        w={140}
        label={t('settings.color')}
        data={colorOptions}
        value={color}
        allowDeselect={false}
        onChange={(value) => {
          const picked = labelColors.find((candidate) => candidate === value);
          if (picked) form.setFieldValue('color', picked);
        }}
        leftSection={<ColorSwatch size={12} color={`var(--mantine-color-${mantineColor(color)}-6)`} />}
      />
      {label ? (
        <ActionIcon
          type="submit"
          size="lg"
          variant="light"
          loading={update.isPending}
          {...focusableDisabled(!isChanged || title.trim() === '')}
          aria-label={t('settings.save', { title: label.title })}
        >
          <IconCheck size={18} />
        </ActionIcon>
      ) : (
        <Button
          type="submit"
          leftSection={<IconPlus size={16} />}
          loading={create.isPending}
          {...focusableDisabled(!isChanged)}
        >
          {t('settings.add')}
        </Button>
      )}
      {label && (
        <DeleteWithQuestion
          isIconOnly
          label={t('settings.delete', { title: label.title })}
          question={{
            title: t('settings.deleteTitle'),
            message: t('settings.deleteMessage', { title: label.title }),
            confirmLabel: t('settings.confirmDelete'),
            cancelLabel: t('settings.cancel'),
          }}
          onDelete={() => remove.mutateAsync({ params: { id: label.id } })}
        />
      )}
    </Group>
  );
}
