// The generic create/edit form in a dialog, for special screens that add or edit a record in place (a term
// of the open thesaurus, a child project, an agenda entry on a day) instead of owning a form of their own.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EntityForm, type EntityFormProps } from './entity-form';

export interface ResourceFormModalProps extends Omit<EntityFormProps, 'onCancel'> {
  title: string;
  onClose: () => void;
}

export function ResourceFormModal({ title, onClose, ...form }: ResourceFormModalProps) {
  // A long form reads better on the whole screen of a phone.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg" fullScreen={isPhone}>
      <EntityForm {...form} onCancel={onClose} />
    </Modal>
  );
}
