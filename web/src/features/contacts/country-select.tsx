// Dial-code picker of a phone number: the countries endpoint's list, searchable by name or code, each
// option with its ISO code, name and dial prefix.
import { getContactsListCountriesQueryKey, useContactsListCountries } from '@api/endpoints/contacts/contacts';
import { Group, Select, type SelectProps, Text } from '@mantine/core';
import { useMemo } from 'react';
import classes from './contacts.module.css';

type CountrySelectProps = Omit<SelectProps, 'data'>;

export function CountrySelect(props: CountrySelectProps) {
  const countries = useContactsListCountries({
    query: { queryKey: getContactsListCountriesQueryKey(), staleTime: Number.POSITIVE_INFINITY },
  });
  const data = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: country.iso, label: `${country.name} (${country.code})` })),
    [countries.data],
  );
  return (
    <Select
      {...props}
      data={data}
      searchable
      allowDeselect={false}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" className={classes.iso}>
            {option.value}
          </Text>
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
