// The list's free-text search: typed text goes to the URL after a 300 ms pause (the product's search delay).
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './resource.module.css';

export const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  value: string;
  label: string;
  clearLabel: string;
  onChange: (value: string) => void;
}

export function SearchBox({ value, label, clearLabel, onChange }: SearchBoxProps) {
  // The URL is the source of truth; this is only the text being typed before the pause.
  const [text, setText] = useState(value);
  const publish = useDebouncedCallback(onChange, SEARCH_DELAY_MS);
  const change = (next: string) => {
    setText(next);
    publish(next);
  };
  return (
    <TextInput
      className={classes.search}
      type="search"
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={text ? <CloseButton aria-label={clearLabel} onClick={() => change('')} /> : null}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}
