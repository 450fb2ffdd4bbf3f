// A list's title, renamed in place: click it, type, Enter (or leave the field) saves, Escape cancels.
import { TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/refusal-text';
import classes from './scrumboard.module.css';

interface ListTitleProps {
  title: string;
  onRename: (title: string) => Promise<unknown>;
}

export function ListTitle({ title, onRename }: ListTitleProps) {
  const { t } = useTranslation('scrumboard');
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <UnstyledButton className={classes.listTitle} onClick={() => setDraft(title)} title={t('board.rename')}>
        {title}
      </UnstyledButton>
    );
  }
  const save = async () => {
    const next = draft.trim();
    if (next === '' || next === title) return setDraft(null);
    try {
      await onRename(next);
      setDraft(null);
    } catch (error) {
      notifications.show({ color: 'red', message: t('form.failed', { message: refusalText(error) }) });
    }
  };
  return (
    <TextInput
      className={classes.listTitle}
      size="xs"
      aria-label={t('board.listTitle')}
      value={draft}
      autoFocus
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => void save()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void save();
        if (event.key === 'Escape') setDraft(null);
      }}
    />
  );
}
