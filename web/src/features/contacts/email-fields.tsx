// The contact form's e-mail addresses: as many rows as needed, each an address and a label.
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contactLimits, emailLabels } from './contact-form-values';
import classes from './contacts.module.css';
import { RepeatedRows } from './repeated-rows';
import type { ContactFormApi } from './use-contact-form';

export function EmailFields({ form }: { form: ContactFormApi }) {
  const { t } = useTranslation('contacts');
  return (
    <RepeatedRows
      form={form}
      path="emails"
      blank={{ email: '', label: 'Personal' }}
      wraps={false}
      labels={emailLabels.map((value) => ({ value, label: t(`emailLabels.${value}`) }))}
      removeLabel={(index) => t('actions.removeEmail', { number: index + 1 })}
      addLabel={t('actions.addEmail')}
      fields={(index) => (
        <TextInput
          className={classes.grow}
          type="email"
          label={t('fields.email', { number: index + 1 })}
          maxLength={contactLimits.email}
          {...form.getInputProps(`emails.${index}.email`)}
        />
      )}
    />
  );
}
