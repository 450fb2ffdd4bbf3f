// The contact form's phone numbers: as many rows as needed, each a country dial code, a number and a label.
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contactLimits, phoneLabels } from './contact-form-values';
import classes from './contacts.module.css';
import { CountrySelect } from './country-select';
import { RepeatedRows } from './repeated-rows';
import type { ContactFormApi } from './use-contact-form';

export function PhoneFields({ form }: { form: ContactFormApi }) {
  const { t } = useTranslation('contacts');
  return (
    <RepeatedRows
      form={form}
      path="phoneNumbers"
      blank={{ country: 'es', phoneNumber: '', label: 'Mobile' }}
      wraps
      labels={phoneLabels.map((value) => ({ value, label: t(`phoneLabels.${value}`) }))}
      removeLabel={(index) => t('actions.removePhone', { number: index + 1 })}
      addLabel={t('actions.addPhone')}
      fields={(index) => (
        <>
          <CountrySelect w={200} label={t('fields.country')} {...form.getInputProps(`phoneNumbers.${index}.country`)} />
          {/* Wide enough for a whole number: on a phone it takes a line of its own rather than shrink. */}
          <TextInput
            className={classes.grow}
            miw="9rem"
            type="tel"
            label={t('fields.phone', { number: index + 1 })}
            maxLength={contactLimits.phone}
            {...form.getInputProps(`phoneNumbers.${index}.phoneNumber`)}
          />
        </>
      )}
    />
  );
}
