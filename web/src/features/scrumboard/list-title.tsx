// A list's title, renamed in place: click it, type, Enter (or leave the field) saves, Escape cancels. Ended from the
// keyboard, the editing gives the focus back to the title (WCAG 2.4.3), not to the page.
import { TextInput, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/refusal-text';
import { useFocusOnReturn } from '../../lib/use-focus-on-return';
import { useSingleFlight } from '../../lib/use-single-flight';
import classes from './scrumboard.module.css';

interface ListTitleProps {
  title: string;
  onRename: (title: string) => Promise<unknown>;
}

export function ListTitle({ title, onRename }: ListTitleProps) {
  const { t } = useTranslation('scrumboard');
  const [draft, setDraft] = useState<string | null>(null);
  const typed = useRef(draft);
  typed.current = draft;
  const titleButton = useFocusOnReturn<HTMLButtonElement>(draft === null);
  const stop = (byKey: boolean) => {
    if (byKey) titleButton.focusOnReturn();
    setDraft(null);
  };
  // Once at a time: the field left after Enter does not send the rename again.
  const save = useSingleFlight(async (byKey: boolean) => {
    const sent = typed.current;
    if (sent === null) return;
    const next = sent.trim();
    if (next === '' || next === title) return stop(byKey);
    try {
      await onRename(next);
      // A title typed while the rename was on its way stays in the field, to be saved in its turn.
      if (typed.current === sent) stop(byKey);
    } catch (error) {
      notifications.show({ color: 'red', message: t('form.failed', { message: refusalText(error) }) });
    }
  });

  if (draft === null) {
    return (
      <UnstyledButton
        ref={titleButton.ref}
        className={classes.listTitle}
        onClick={() => setDraft(title)}
        title={t('board.rename')}
      >
        {title}
      </UnstyledButton>
    );
  }
  return (
    <TextInput
      className={classes.listTitle}
      size="xs"
      aria-label={t('board.listTitle')}
      value={draft}
      autoFocus
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => void save(false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void save(true);
        if (event.key === 'Escape') stop(true);
      }}
    />
  );
}
