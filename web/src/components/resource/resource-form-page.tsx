// The create (…/nuevo) and edit (…/$id/editar) screens of a collection: header, the entity form, and back
// to the record once saved.
import type { ResourceRecord } from '@api/resources/resource-types';
import { Card, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { copyValues } from '../../lib/resources/copy-values';
import { validateCreateSearch } from '../../lib/resources/create-search';
import { recordQuery } from '../../lib/resources/record-query';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { useRecordNames } from '../../lib/resources/use-record-names';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { type ResourceScreenProps, useResourceScreenProps } from '../../lib/resources/use-resource-screen-props';
import { LoadingState } from '../screen-states/screen-states';
import { useRecordTitle } from '../shell/record-title';
import { EntityForm } from './entity-form';
import { ResourcePageHeader } from './resource-page-header';
import { ErrorState } from './states';
import { UnknownCollection } from './unknown-collection';

function useAfterSave(definition: ResourceDefinition, basePath: string) {
  const labels = useResourceLabels();
  const navigate = useNavigate();
  return (record: ResourceRecord) => {
    notifications.show({ color: 'teal', message: labels.text('ui.saved') });
    const openable = definition.operations.getQuery !== undefined;
    void navigate({ href: openable ? `${basePath}/${record._id}` : basePath });
  };
}

export function ResourceCreatePage() {
  const props = useResourceScreenProps();
  return props ? <ResourceCreate {...props} /> : <UnknownCollection />;
}

export function ResourceCreate({ definition, basePath, titleKey }: ResourceScreenProps) {
  const labels = useResourceLabels();
  const names = useRecordNames();
  const navigate = useNavigate();
  const afterSave = useAfterSave(definition, basePath);
  const title = labels.screenTitle(definition.name, titleKey);
  const newTitle = labels.text(`${definition.name}.new`, {
    defaultValue: labels.text('ui.newTitle', { collection: title }),
  });
  useRecordTitle(newTitle);
  // "Duplicar": the new record starts from another's values, where records can be read one by one (a collection
  // without a record's screen has nothing to duplicate; its query has no function to call).
  const asked = validateCreateSearch(useSearch({ strict: false })).copia;
  const copia = definition.operations.getQuery ? asked : undefined;
  const original = useQuery({ ...recordQuery(definition, copia ?? ''), enabled: copia !== undefined });
  if (!definition.operations.create) return <UnknownCollection />;
  return (
    <Stack gap="md">
      <ResourcePageHeader
        title={newTitle}
        crumbs={[{ label: title, href: basePath }, { label: labels.text('ui.new') }]}
      />
      {copia !== undefined && original.data && (
        <Text c="dimmed">{labels.text('ui.copyOf', { name: names.label(definition, original.data) })}</Text>
      )}
      <Card withBorder padding="lg">
        {copia !== undefined && original.isPending ? (
          <LoadingState />
        ) : copia !== undefined && original.isError ? (
          <ErrorState query={original} />
        ) : (
          <EntityForm
            definition={definition}
            mode="create"
            defaults={original.data && copyValues(definition, original.data)}
            onSaved={afterSave}
            onCancel={() => void navigate({ href: basePath })}
          />
        )}
      </Card>
    </Stack>
  );
}

export function ResourceEditPage() {
  const props = useResourceScreenProps();
  return props?.id ? <ResourceEdit {...props} id={props.id} /> : <UnknownCollection />;
}

function ResourceEdit({ definition, basePath, id, titleKey }: ResourceScreenProps & { id: string }) {
  const labels = useResourceLabels();
  const names = useRecordNames();
  const navigate = useNavigate();
  const afterSave = useAfterSave(definition, basePath);
  const getQuery = definition.operations.getQuery;
  const record = useQuery(recordQuery(definition, id));
  useRecordTitle(
    record.data && labels.text('ui.editTitle', { name: names.label(definition, record.data) }),
    record.isPending,
  );
  if (!getQuery || !definition.operations.update) return <UnknownCollection />;
  if (record.isPending) return <LoadingState />;
  if (record.isError) return <ErrorState query={record} />;
  const title = labels.screenTitle(definition.name, titleKey);
  const name = names.label(definition, record.data);
  return (
    <Stack gap="md">
      <ResourcePageHeader
        title={labels.text('ui.editTitle', { name })}
        crumbs={[
          { label: title, href: basePath },
          { label: name, href: `${basePath}/${id}` },
          { label: labels.text('ui.edit') },
        ]}
      />
      <Card withBorder padding="lg">
        <EntityForm
          definition={definition}
          mode="update"
          record={record.data}
          onSaved={afterSave}
          onCancel={() => void navigate({ href: `${basePath}/${id}` })}
        />
      </Card>
    </Stack>
  );
}
