// A board's title and description, as the new-board form and the board's settings write them.
import { Textarea, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export interface BoardFormValues {
  title: string;
  description: string;
}

export function useBoardForm(initial: { title?: string; description?: string | null } = {}) {
  const { t } = useTranslation('scrumboard');
  return useForm<BoardFormValues>({
    initialValues: { title: initial.title ?? '', description: initial.description ?? '' },
    validate: { title: (value) => (value.trim() === '' ? t('form.required') : null) },
  });
}

/** What is sent: trimmed, an empty description as none. */
export const boardInput = ({ title, description }: BoardFormValues) => ({
  title: title.trim(),
  description: description.trim() || null,
});

export function BoardFields({ form }: { form: UseFormReturnType<BoardFormValues> }) {
  const { t } = useTranslation('scrumboard');
  return (
    <>
      <TextInput label={t('form.title')} required data-autofocus maxLength={200} {...form.getInputProps('title')} />
      <Textarea
        label={t('form.description')}
        autosize
        minRows={2}
        maxLength={2000}
        {...form.getInputProps('description')}
      />
    </>
  );
}
