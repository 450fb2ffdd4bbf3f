// The card dialog's checklists: add a checklist, add, tick and remove items, remove a checklist. Edits
// stay in the form and are saved with the card.
import type { ScrumboardChecklist } from '@api/model';
import { ActionIcon, Checkbox, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddTextField } from './add-text-field';
import { addCheckItem, addChecklist, removeCheckItem, removeChecklist, toggleCheckItem } from './checklists';

interface CardChecklistsProps {
  value: ScrumboardChecklist[];
  onChange: (value: ScrumboardChecklist[]) => void;
}

export function CardChecklists({ value, onChange }: CardChecklistsProps) {
  const { t } = useTranslation('scrumboard');
  return (
    <Stack gap="sm">
      <Title order={3} size="h6">
        {t('checklists.title')}
      </Title>
      {value.map((list) => {
        const done = list.checkItems.filter((item) => item.checked).length;
        const total = list.checkItems.length;
        return (
          <Stack key={list.id} gap={6} role="group" aria-label={list.name}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={500}>{list.name}</Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {t('checklists.progress', { done, total })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('checklists.removeChecklist', { name: list.name })}
                  onClick={() => onChange(removeChecklist(value, list.id))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            {/* The figure beside the name says it: the bar is for the eye. */}
            <Progress value={total === 0 ? 0 : (done / total) * 100} size="sm" aria-hidden />
            {list.checkItems.map((item) => (
              <Group key={item.id} justify="space-between" wrap="nowrap">
                <Checkbox
                  label={item.name}
                  checked={item.checked}
                  onChange={(event) => onChange(toggleCheckItem(value, list.id, item.id, event.currentTarget.checked))}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('checklists.removeItem', { name: item.name })}
                  onClick={() => onChange(removeCheckItem(value, list.id, item.id))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            ))}
            <AddTextField
              label={t('checklists.newItem', { name: list.name })}
              action={t('checklists.addItem')}
              onAdd={(name) => onChange(addCheckItem(value, list.id, name))}
            />
          </Stack>
        );
      })}
      <AddTextField
        label={t('checklists.newChecklist')}
        action={t('checklists.addChecklist')}
        onAdd={(name) => onChange(addChecklist(value, name))}
      />
    </Stack>
  );
}
