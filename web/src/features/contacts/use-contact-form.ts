// The contact edit form's state and checks (Mantine form), shared by the form and its repeatable fields.
import type { ContactsContact } from '@api/model';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { emailProblem, nameProblem, type Problem, phoneProblem, toFormValues } from './contact-form-values';

export function useContactForm(contact: ContactsContact) {
  const { t } = useTranslation('contacts');
  const explain = (problem: Problem | null) => (problem ? t(`problems.${problem}`) : null);
  return useForm({
    initialValues: toFormValues(contact),
    validate: {
      name: (value) => explain(nameProblem(value)),
      emails: { email: (value) => explain(emailProblem(value)) },
      phoneNumbers: { phoneNumber: (value) => explain(phoneProblem(value)) },
    },
  });
}

export type ContactFormApi = ReturnType<typeof useContactForm>;
