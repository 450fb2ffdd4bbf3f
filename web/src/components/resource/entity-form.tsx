// The create/edit form of a collection, built from the contract's create or update body: client validation
// with the operation's zod schema, the server's `field`/`code` answer shown on the field, values kept when a
// request fails. Composable: special screens pass `defaults` (e.g. a day clicked in a calendar).
import type { ResourceBody, ResourceRecord } from '@api/resources/resource-types';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type FormMode, formFields } from '../../lib/resources/form-fields';
import { validateForm } from '../../lib/resources/form-validation';
import { type FormValues, initialValues, toBody, toChanges } from '../../lib/resources/form-values';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { serverProblem } from '../../lib/resources/server-error';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useResourceWrites } from '../../lib/resources/use-resource-writes';
import { FieldInput } from './field-input';

export interface EntityFormProps {
  definition: ResourceDefinition;
  mode: FormMode;
  /** The record being edited (update mode). */
  record?: ResourceRecord;
  /** Initial values for a new record, as the record would hold them. */
  defaults?: Readonly<Record<string, unknown>>;
  onSaved: (record: ResourceRecord) => void;
  onCancel?: () => void;
}

export function EntityForm({ definition, mode, record, defaults, onSaved, onCancel }: EntityFormProps) {
  const labels = useResourceLabels();
  const writes = useResourceWrites(definition);
  const [problem, setProblem] = useState<string>();
  const fields = formFields({ ...definition.contract, readOnly: definition.declaration.readOnly }, mode);
  const start = initialValues(fields, record ?? defaults);
  const body = (values: FormValues): ResourceBody =>
    mode === 'create' ? toBody(fields, values) : toChanges(fields, values, start);
  const schema = mode === 'create' ? definition.operations.createBody : definition.operations.updateBody;
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: start,
    validate: (values) => {
      const messages = validateForm(fields, values, () => body(values), schema);
      return Object.fromEntries(Object.entries(messages).map(([path, message]) => [path, labels.message(message)]));
    },
  });
  const mutation = mode === 'create' ? writes.create : writes.update;

  const submit = (values: FormValues) => {
    setProblem(undefined);
    const data = body(values);
    if (mode === 'update' && record && Object.keys(data).length === 0) return onSaved(record);
    const onError = (error: unknown) => {
      const { field, message } = serverProblem(error);
      // The values stay as typed; the message goes on the field the server named, else above the form.
      if (field && form.getInputProps(field).value !== undefined)
        form.setFieldError(field, labels.serverMessage(message));
      else setProblem(labels.serverMessage(message));
    };
    if (mode === 'create') writes.create.mutate({ data }, { onSuccess: onSaved, onError });
    else if (record) writes.update.mutate({ id: record._id, data }, { onSuccess: onSaved, onError });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {fields.map((field) => (
          <FieldInput key={field.path} definition={definition} field={field} form={form} path={field.path} />
        ))}
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {labels.text('ui.cancel')}
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending}>
            {labels.text(mode === 'create' ? 'ui.create' : 'ui.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
