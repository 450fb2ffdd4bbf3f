// Deleting a contact, after a confirmation; then back to the list.
import type { ContactsContact } from '@api/model';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
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
        onError: (error) => notifications.show({ color: 'red', title: t('delete.refused'), message: error.message }),
      },
    );

  return (
    <>
      <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={dialog.open}>
        {t('actions.delete')}
      </Button>
      <Modal opened={isOpen} onClose={dialog.close} title={t('delete.title')}>
        <Text mb="lg">{t('delete.message', { name: contact.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog.close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('delete.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
