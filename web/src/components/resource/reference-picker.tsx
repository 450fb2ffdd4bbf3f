// A searchable picker of records of another collection, showing their names (never ids): the options come
// from the target's search operation (300 ms after typing), the current values' names from their `get`s' cache
// entries, fetched together (referenced-records.ts).
import { type ComboboxItem, type ComboboxParsedItem, MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { referencedRecordQuery } from '../../lib/resources/referenced-records';
import { type CollectionName, resourceDefinition } from '../../lib/resources/resource-definition';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { type ResourceLabels, useResourceLabels } from '../../lib/resources/use-resource-labels';
import { SEARCH_DELAY_MS } from './search-box';
import { selectValue } from './select-value';

const OPTIONS = 20;

function useReferenceOptions(collection: CollectionName, selected: readonly string[], text: string) {
  const names = useRecordNames();
  const queryClient = useQueryClient();
  const target = resourceDefinition(collection);
  const current = useQueries({ queries: selected.map((id) => referencedRecordQuery(queryClient, target, id)) });
  const name = (record: Parameters<typeof names.label>[1]) => names.label(target, record);
  // A picker opened on its value shows that value's name as its text: the other records are offered too.
  const isCurrentName = current.some((result) => result.data && name(result.data) === text);
  const [query] = useDebouncedValue(isCurrentName ? '' : text.trim(), SEARCH_DELAY_MS);
  const found = useQuery({
    ...target.operations.searchQuery({ size: OPTIONS, ...(query.length >= 2 ? { q: query } : {}) }),
    placeholderData: keepPreviousData,
  });
  const options = new Map<string, string>();
  for (const record of current.map((result) => result.data)) if (record) options.set(record._id, name(record));
  for (const record of found.data?.items ?? []) options.set(record._id, name(record));
  return {
    data: [...options].map(([value, label]) => ({ value, label })),
    isLoading: found.isFetching,
    // A failed search is not "nothing matches": typing again asks again.
    isFailed: found.isError,
  };
}

/** What a picker searching the server's records says and does: its options are the server's answer (no second filter
 * here), and a failed search is not "nothing matches". */
export function searchedOptionProps(labels: ResourceLabels, isFailed: boolean) {
  return {
    searchable: true,
    filter: ({ options }: { options: ComboboxItem[] | ComboboxParsedItem[] }) => options,
    nothingFoundMessage: labels.text(isFailed ? 'ui.optionsLoadFailed' : 'ui.noMatches'),
    placeholder: labels.text('ui.pick'),
  } as const;
}

interface ReferencePickerProps {
  collection: CollectionName;
  label: string;
  /** A hint under the label. */
  description?: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function ReferencePicker({
  collection,
  label,
  description,
  value,
  onChange,
  error,
  required,
  disabled,
}: ReferencePickerProps) {
  const labels = useResourceLabels();
  const [text, setText] = useState('');
  const { data, isFailed } = useReferenceOptions(collection, value ? [value] : [], text);
  return (
    <Select
      label={label}
      description={description}
      {...searchedOptionProps(labels, isFailed)}
      clearable={!required}
      withAsterisk={required}
      disabled={disabled}
      data={data}
      value={selectValue(value)}
      onChange={(next) => onChange(next ?? '')}
      onSearchChange={setText}
      error={error}
    />
  );
}

interface ReferenceListPickerProps extends Omit<ReferencePickerProps, 'value' | 'onChange'> {
  value: string[];
  onChange: (value: string[]) => void;
}

export function ReferenceListPicker({
  collection,
  label,
  description,
  value,
  onChange,
  error,
  required,
  disabled,
}: ReferenceListPickerProps) {
  const labels = useResourceLabels();
  const [text, setText] = useState('');
  const { data, isFailed } = useReferenceOptions(collection, value, text);
  return (
    <MultiSelect
      label={label}
      description={description}
      {...searchedOptionProps(labels, isFailed)}
      withAsterisk={required}
      disabled={disabled}
      data={data}
      value={value}
      onChange={onChange}
      searchValue={text}
      onSearchChange={setText}
      error={error}
    />
  );
}
