// Seriales: draw the next number of the series shown (POST seriales/nextitem), show it, refresh the record.

import { useNextSerial } from '@api/endpoints/node-extras/node-extras';
import type { ResourceRecord } from '@api/resources/resource-types';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconNumber } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';

export function SerialNextAction({ definition, record }: { definition: ResourceDefinition; record: ResourceRecord }) {
  const labels = useResourceLabels();
  const queryClient = useQueryClient();
  const next = useNextSerial({
    mutation: {
      onSuccess: (drawn) => {
        notifications.show({ color: 'teal', message: labels.text('ui.serialDrawn', { serial: drawn.serial }) });
        if (definition.operations.getKey)
          void queryClient.invalidateQueries({ queryKey: definition.operations.getKey(record._id) });
        void queryClient.invalidateQueries({ queryKey: definition.operations.searchKey() });
      },
      onError: () => notifications.show({ color: 'red', message: labels.text('ui.server.failed') }),
    },
  });
  const { name, year } = record;
  if (typeof name !== 'string') return null;
  return (
    <Button
      variant="light"
      leftSection={<IconNumber size={16} />}
      loading={next.isPending}
      onClick={() => next.mutate({ data: { name, ...(typeof year === 'number' ? { year } : {}) } })}
    >
      {labels.text('ui.serialNext')}
    </Button>
  );
}
