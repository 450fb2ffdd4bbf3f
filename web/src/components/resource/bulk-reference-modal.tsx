// The record a reference of several records is set to ("Asignada a" of the ticked tasks): picked by name among the
// target collection's records, then applied to all of them by the bulk bar.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import type { CollectionName } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { ReferencePicker } from './reference-picker';

interface BulkReferenceModalProps {
  /** The field being set and the collection it names; nothing while closed. */
  target: { field: string; reference: CollectionName } | undefined;
  collection: string;
  count: number;
  onApply: (field: string, id: string) => void;
  onClose: () => void;
}

export function BulkReferenceModal({ target, collection, count, onApply, onClose }: BulkReferenceModalProps) {
  const labels = useResourceLabels();
  const [picked, setPicked] = useState('');
  const fieldTitle = target ? labels.field(collection, target.field) : '';
  const close = () => {
    setPicked('');
    onClose();
  };
  return (
    <Modal
      opened={target !== undefined}
      onClose={close}
      title={labels.text('ui.bulk.pickTitle', { field: fieldTitle, count })}
    >
      {target && (
        <Stack>
          <ReferencePicker
            collection={target.reference}
            label={fieldTitle}
            value={picked}
            onChange={setPicked}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {labels.text('ui.cancel')}
            </Button>
            <Button
              disabled={picked === ''}
              onClick={() => {
                onApply(target.field, picked);
                close();
              }}
            >
              {labels.text('ui.bulk.apply')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
