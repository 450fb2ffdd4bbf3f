// A text input with an add button, used inside the card form: Enter adds instead of submitting the form.
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './scrumboard.module.css';

interface AddTextFieldProps {
  label: string;
  action: string;
  onAdd: (text: string) => void;
}

export function AddTextField({ label, action, onAdd }: AddTextFieldProps) {
  const [text, setText] = useState('');
  const add = () => {
    if (text.trim() === '') return;
    onAdd(text);
    setText('');
  };
  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={500}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          add();
        }}
        className={classes.grow}
      />
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={text.trim() === ''}>
        {action}
      </Button>
    </Group>
  );
}
