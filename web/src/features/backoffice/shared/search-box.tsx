// A search box for URL-kept search text: it waits 300 ms after typing and needs two characters (seed 000,
// section 9) before it changes the URL; clearing it applies at once.
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

interface SearchBoxProps {
  value: string | undefined;
  label: string;
  onSearch: (text: string | undefined) => void;
}

export const searchDelayMs = 300;
export const minSearchLength = 2;

export function SearchBox({ value, label, onSearch }: SearchBoxProps) {
  const search = useDebouncedCallback((text: string) => {
    const trimmed = text.trim();
    if (trimmed.length >= minSearchLength) onSearch(trimmed);
  }, searchDelayMs);
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      defaultValue={value ?? ''}
      onChange={(event) => {
        const text = event.currentTarget.value;
        if (text.trim() === '') onSearch(undefined);
        else search(text);
      }}
    />
  );
}
