// Deleting a contact, after a confirmation; then back to the list.
import type { ContactsContact } from '@api/model';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteWithQuestion } from '../../components/confirm-modal/delete-with-question';
import { refusalText } from '../../lib/refusal-text';
import { useDeleteContact } from './use-contact-writes';

export function DeleteContactButton({ contact }: { contact: ContactsContact }) {
  const { t } = useTranslation('contacts');
  const remove = useDeleteContact();
  const navigate = useNavigate();
  return (
    <DeleteWithQuestion
      label={t('actions.delete')}
      variant="default"
      question={{
        title: t('delete.title'),
        message: t('delete.message', { name: contact.name }),
        confirmLabel: t('delete.confirm'),
        cancelLabel: t('actions.cancel'),
      }}
      onDelete={() => remove.mutateAsync({ params: { id: contact.id } })}
      onDeleted={() =>
        void navigate({ to: '/apps/contacts', search: (previous: { q?: string }) => ({ q: previous.q }) })
      }
      failure={(error) => t('delete.refused', { message: refusalText(error) })}
    />
  );
}
