// Deleting a contact, after a confirmation; then back to the list.
import type { ContactsContact } from '@api/model';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal/confirm-modal';
import { refusalText } from '../../lib/refusal-text';
import { useDeleteContact } from './use-contact-writes';

export function DeleteContactButton({ contact }: { contact: ContactsContact }) {
  const { t } = useTranslation('contacts');
  const [isOpen, dialog] = useDisclosure(false);
  const remove = useDeleteContact();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(
      { params: { id: contact.id } },
      {
        onSuccess: () => {
          dialog.close();
          void navigate({ to: '/apps/contacts', search: (previous: { q?: string }) => ({ q: previous.q }) });
        },
        onError: (error) =>
          notifications.show({ color: 'red', title: t('delete.refused'), message: refusalText(error) }),
      },
    );

  return (
    <>
      <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={dialog.open}>
        {t('actions.delete')}
      </Button>
      <ConfirmModal
        opened={isOpen}
        title={t('delete.title')}
        message={t('delete.message', { name: contact.name })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.cancel')}
        isPending={remove.isPending}
        onConfirm={confirm}
        onClose={dialog.close}
      />
    </>
  );
}
