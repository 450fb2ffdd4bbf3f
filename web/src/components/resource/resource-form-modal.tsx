// The generic create/edit form in a dialog, for special screens that add or edit a record in place (a term
// of the open thesaurus, a child project, an agenda entry on a day) instead of owning a form of their own.
import { Modal } from '@mantine/core';
import { useRef } from 'react';
import { useAskBeforeClosing } from '../leave-guard/use-ask-before-closing';
import { useIsPhone } from '../shell/use-is-phone';
import { EntityForm, type EntityFormProps } from './entity-form';

export interface ResourceFormModalProps extends Omit<EntityFormProps, 'onCancel'> {
  title: string;
  onClose: () => void;
}

export function ResourceFormModal({ title, onClose, ...form }: ResourceFormModalProps) {
  // A long form reads better on the whole screen of a phone.
  const isPhone = useIsPhone();
  const changes = useRef(() => false);
  const asking = useAskBeforeClosing(() => changes.current(), onClose);
  return (
    <Modal opened onClose={asking.close} title={title} centered size="lg" fullScreen={isPhone}>
      {asking.question}
      <EntityForm {...form} changes={changes} onCancel={asking.close} />
    </Modal>
  );
}
