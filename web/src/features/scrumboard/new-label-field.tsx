// Creates a board label from the card dialog (PUT board/label) and selects it on the card.
import { ActionIcon, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDraftText } from '../../components/form/use-draft-text';
import { refusalText } from '../../lib/refusal-text';
import { useSingleFlight } from '../../lib/use-single-flight';
import type { BoardWrites } from './use-board-writes';

interface NewLabelFieldProps {
  boardId: string;
  writes: BoardWrites;
  onCreated: (labelId: string) => void;
}

export function NewLabelField({ boardId, writes, onCreated }: NewLabelFieldProps) {
  const { t } = useTranslation('scrumboard');
  const draft = useDraftText();
  const create = useSingleFlight(async () => {
    const title = draft.take();
    if (title === undefined) return;
    try {
      const label = await writes.createLabel.mutateAsync({ data: { label: { boardId, title } } });
      onCreated(label.id);
    } catch (error) {
      draft.giveBack(title);
      notifications.show({ color: 'red', message: t('form.failed', { message: refusalText(error) }) });
    }
  });
  return (
    <TextInput
      label={t('card.newLabel')}
      value={draft.text}
      onChange={(event) => draft.setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        // Enter makes the label; it must not submit the card form around it.
        if (event.key === 'Enter') {
          event.preventDefault();
          void create();
        }
      }}
      rightSection={
        <ActionIcon
          variant="subtle"
          aria-label={t('card.addLabel')}
          onClick={create}
          loading={writes.createLabel.isPending}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      }
    />
  );
}
