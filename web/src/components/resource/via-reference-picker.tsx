// A picker of the record an id points to when nothing in the record says its collection (declarations.ts `refVia`,
// a document's process): each candidate collection's search, under its title, an option's value the id the field
// holds (the record's `_id`, or its field `by`: a post's process), its label the record's name. A document's
// process was a text box for a 24-character id.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ViaCandidate } from '../../lib/resources/declarations';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { viaRecordQuery } from '../../lib/resources/via-reference';
import { searchedOptionProps } from './reference-picker';
import { SEARCH_DELAY_MS } from './search-box';
import { selectValue } from './select-value';

const OPTIONS = 20;

/** The value at a dotted path of a record (`processcontext.targetId`). */
function valueAt(record: Readonly<Record<string, unknown>>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], record as unknown);
}

interface ViaReferencePickerProps {
  candidates: readonly ViaCandidate[];
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function ViaReferencePicker({
  candidates,
  label,
  value,
  onChange,
  error,
  required,
  disabled,
}: ViaReferencePickerProps) {
  const labels = useResourceLabels();
  const names = useRecordNames();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const current = useQuery({ ...viaRecordQuery(queryClient, candidates, value), enabled: value !== '' });
  const currentName = current.data
    ? names.label(resourceDefinition(current.data.collection), current.data.record)
    : labels.text('ui.linkedRecord');
  // A picker opened on its value shows that value's name as its text: the other records are offered too.
  const [query] = useDebouncedValue(text === currentName ? '' : text.trim(), SEARCH_DELAY_MS);
  const found = useQueries({
    queries: candidates.map(({ collection }) => ({
      ...resourceDefinition(collection).operations.searchQuery({
        size: OPTIONS,
        ...(query.length >= 2 ? { q: query } : {}),
      }),
      placeholderData: keepPreviousData,
    })),
  });
  // An id is one option, under the first collection that holds it, as the value's name is looked for (a post's process
  // may be a project's id; Mantine's select takes no value twice).
  const seen = new Set<string>();
  const data = candidates.map(({ collection, by }, index) => {
    const definition = resourceDefinition(collection);
    const records = [
      ...(current.data?.collection === collection ? [current.data.record] : []),
      ...(found[index]?.data?.items ?? []),
    ];
    const items = [];
    for (const record of records) {
      const id = valueAt(record, by);
      if (typeof id !== 'string' || seen.has(id)) continue;
      seen.add(id);
      items.push({ value: id, label: names.label(definition, record) });
    }
    return { group: labels.title(collection), items };
  });
  // An id none of them holds (a process since deleted) stays the value, said as the record's screen says it.
  const first = data[0];
  if (value !== '' && !seen.has(value) && current.isFetched && first)
    first.items.unshift({ value, label: currentName });
  const isFailed = found.some((result) => result.isError);
  return (
    <Select
      label={label}
      {...searchedOptionProps(labels, isFailed)}
      clearable={!required}
      withAsterisk={required}
      disabled={disabled}
      data={data.filter((group) => group.items.length > 0)}
      value={selectValue(value)}
      onChange={(next) => onChange(next ?? '')}
      onSearchChange={setText}
      error={error}
    />
  );
}
