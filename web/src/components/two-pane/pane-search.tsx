// Search field of a list pane: reports its text after a pause in typing (the caller puts it in the URL).
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

interface PaneSearchProps {
  /** The text in the URL when the field mounts. */
  value: string;
  label: string;
  clearLabel: string;
  onSearch: (text: string) => void;
}

export const searchDelayMs = 300;

export function PaneSearch({ value, label, clearLabel, onSearch }: PaneSearchProps) {
  // The field owns what is being typed; the URL gets it once typing pauses.
  const [text, setText] = useState(value);
  const report = useDebouncedCallback((next: string) => onSearch(next.trim()), searchDelayMs);
  const change = (next: string) => {
    setText(next);
    report(next);
  };
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      rightSection={text ? <CloseButton aria-label={clearLabel} size="sm" onClick={() => change('')} /> : null}
    />
  );
}
