// Dial-code picker of a phone number: the countries endpoint's list, searchable by name or code, each
// option with its ISO code, name and dial prefix. A stable field: the contact form re-renders on every keystroke,
// and this list of 248 options stays mounted while closed.
import { getContactsListCountriesQueryKey, useContactsListCountries } from '@api/endpoints/contacts/contacts';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stableField } from '../../components/form/stable-field';
import { useQueryOptions } from '../../components/option-list/use-option-list-status';
import classes from './contacts.module.css';

type CountrySelectProps = Omit<SelectProps, 'data'>;

export const CountrySelect = stableField(function CountrySelect(props: CountrySelectProps) {
  const { t } = useTranslation('contacts');
  const countries = useContactsListCountries({
    query: { queryKey: getContactsListCountriesQueryKey(), staleTime: Number.POSITIVE_INFINITY },
  });
  const options = useQueryOptions(
    countries,
    (country) => ({ value: country.iso, label: `${country.name} (${country.code})` }),
    props.value ?? null,
    t('form.noCountryMatches'),
  );
  return (
    <Select
      {...props}
      {...options}
      searchable
      allowDeselect={false}
      // Plain elements, not Mantine's Group and Text: the 248 options are drawn whenever the list is.
      renderOption={({ option }) => (
        <span className={classes.countryOption}>
          <span className={classes.iso}>{option.value}</span>
          {option.label}
        </span>
      )}
    />
  );
});
