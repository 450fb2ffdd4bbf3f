// The detail screen of a record: breadcrumbs, its name, every field, edit/duplicate/delete where the contract allows,
// and the records of other collections that point to it.
import { Button, Card, Stack } from '@mantine/core';
import { IconCopy, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { versionOf } from '../../lib/if-match';
import { recordQuery } from '../../lib/resources/record-query';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { type ResourceScreenProps, useResourceScreenProps } from '../../lib/resources/use-resource-screen-props';
import { useLinkProps } from '../navigation/use-link-props';
import { LoadingState } from '../screen-states/screen-states';
import { useRecordTitle } from '../shell/record-title';
import { DeleteButton } from './delete-button';
import { RecordActions } from './record-actions';
import { RecordDetails } from './record-details';
import { RelatedRecords } from './related-records';
import { ResourcePageHeader } from './resource-page-header';
import { ErrorState } from './states';
import { UnknownCollection } from './unknown-collection';

export function ResourceDetailPage() {
  const props = useResourceScreenProps();
  return props?.id ? <ResourceDetail {...props} id={props.id} /> : <UnknownCollection />;
}

export function ResourceDetail({ definition, basePath, id, titleKey }: ResourceScreenProps & { id: string }) {
  const labels = useResourceLabels();
  const names = useRecordNames();
  const linkProps = useLinkProps();
  const navigate = useNavigate();
  const getQuery = definition.operations.getQuery;
  const record = useQuery(recordQuery(definition, id));
  useRecordTitle(record.data && names.label(definition, record.data), record.isPending);
  const title = labels.screenTitle(definition.name, titleKey);
  if (!getQuery) return <UnknownCollection />;
  if (record.isPending) return <LoadingState />;
  if (record.isError) return <ErrorState query={record} />;
  const name = names.label(definition, record.data);
  return (
    <Stack gap="md">
      <ResourcePageHeader
        title={name}
        crumbs={[{ label: title, href: basePath }, { label: name }]}
        actions={
          <>
            <RecordActions definition={definition} record={record.data} />
            {definition.operations.update && (
              <Button component="a" leftSection={<IconPencil size={16} />} {...linkProps(`${basePath}/${id}/editar`)}>
                {labels.text('ui.edit')}
              </Button>
            )}
            {definition.operations.create && (
              <Button
                component="a"
                variant="default"
                leftSection={<IconCopy size={16} />}
                {...linkProps(`${basePath}/nuevo?copia=${id}`)}
              >
                {labels.text('ui.duplicate')}
              </Button>
            )}
            <DeleteButton
              definition={definition}
              id={id}
              name={name}
              version={versionOf(record.data)}
              onDeleted={() => void navigate({ href: basePath })}
            />
          </>
        }
      />
      <Card withBorder padding="lg">
        <RecordDetails definition={definition} record={record.data} />
      </Card>
      <RelatedRecords definition={definition} id={id} />
    </Stack>
  );
}
