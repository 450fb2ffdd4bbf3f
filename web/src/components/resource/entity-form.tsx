// The create/edit form of a collection, built from the contract's create or update body: client validation
// with the operation's zod schema, the server's `field`/`code` answer shown on the field, values kept when a
// request fails. Composable: special screens pass `defaults` (e.g. a day clicked in a calendar), `preset`
// (fields the context fixes, hidden: a term's thesaurus, a child's parent) and `hiddenFields`.
import type { ResourceBody, ResourceRecord } from '@api/resources/resource-types';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { isStaleVersion, versionOf } from '../../lib/if-match';
import { useBodySchema } from '../../lib/resources/body-schema';
import { collectionFormFields, type FormMode } from '../../lib/resources/form-fields';
import { validateForm } from '../../lib/resources/form-validation';
import {
  applyPreset,
  type FormValues,
  initialValues,
  type Preset,
  toBody,
  toChanges,
} from '../../lib/resources/form-values';
import type { ResourceDefinition } from '../../lib/resources/resource-definition';
import { serverProblem } from '../../lib/resources/server-error';
import { useResourceLabels } from '../../lib/resources/use-resource-labels';
import { useResourceWrites } from '../../lib/resources/use-resource-writes';
import { LocalizedDates } from '../dates/localized-dates';
import { LeaveGuard } from '../leave-guard/leave-guard';
import { LoadingState } from '../screen-states/screen-states';
import { ConflictNotice } from '../version-conflict/conflict-notice';
import { useVersionCatchUp } from '../version-conflict/use-version-catch-up';
import { FieldInput } from './field-input';
import { ErrorState } from './states';

export interface EntityFormProps {
  definition: ResourceDefinition;
  mode: FormMode;
  /** The record being edited (update mode). */
  record?: ResourceRecord;
  /** Initial values for a new record, as the record would hold them. */
  defaults?: Readonly<Record<string, unknown>>;
  /** Fields the context fixes: not shown, and sent with a new record (a function derives one from the body). */
  preset?: Preset;
  /** Fields not shown (nor sent) at all. */
  hiddenFields?: readonly string[];
  onSaved: (record: ResourceRecord) => void;
  onCancel?: () => void;
  /** Filled with the form's "holds unsaved changes" reader: a dialog around the form asks before it closes. */
  changes?: { current: () => boolean };
  /** The first field takes the focus once the form is shown: a form that replaces, in place, the button that opened it. */
  focusFirstField?: boolean;
}

/** A field a person types in or picks from (the rich-text editor is content-editable). */
const firstFieldSelector =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), [contenteditable="true"]';

/** The form once its schema is in: the schema's module loads on the first form of a collection. */
export function EntityForm(props: EntityFormProps) {
  const schema = useBodySchema(props.definition, props.mode);
  if (schema.isPending) return <LoadingState />;
  if (schema.isError) return <ErrorState query={schema} />;
  return <LoadedEntityForm {...props} schema={schema.data ?? undefined} />;
}

function LoadedEntityForm({
  definition,
  mode,
  record,
  defaults,
  preset = {},
  hiddenFields = [],
  onSaved,
  onCancel,
  changes,
  focusFirstField = false,
  schema,
}: EntityFormProps & { schema: ZodType | undefined }) {
  const labels = useResourceLabels();
  const writes = useResourceWrites(definition);
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const hidden = new Set([...hiddenFields, ...Object.keys(preset)]);
  const fields = collectionFormFields(definition, mode).filter((field) => !hidden.has(field.name));
  const opening = initialValues(fields, record ?? defaults);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: opening,
    validate: (values) => {
      const messages = validateForm(fields, values, () => body(values), schema);
      return Object.fromEntries(Object.entries(messages).map(([path, message]) => [path, labels.message(message)]));
    },
  });
  // What the form was opened on, and its version: an update sends what changed since, on condition of that
  // version, so that a save made meanwhile by someone else is never undone unseen (nor a field read again behind
  // the person's back sent as their change).
  const versions = useVersionCatchUp(form, () => ({ values: opening, version: versionOf(record) }));
  const start = versions.opened.values;
  function body(values: FormValues): ResourceBody {
    return mode === 'create' ? applyPreset(toBody(fields, values), preset) : toChanges(fields, values, start);
  }
  const mutation = mode === 'create' ? writes.create : writes.update;
  useEffect(() => {
    if (changes) changes.current = form.isDirty;
  });
  const formElement = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form (its schema in) is first shown.
  useEffect(() => {
    if (focusFirstField) formElement.current?.querySelector<HTMLElement>(firstFieldSelector)?.focus();
  }, []);

  // A message on a field the form does not show (a preset one) goes above the form.
  const shown = (path: string) => fields.some((field) => path === field.path || path.startsWith(`${field.path}.`));
  const invalid = (errors: Record<string, unknown>) => {
    const unseen = Object.entries(errors).find(([path, message]) => !shown(path) && typeof message === 'string');
    setProblem(unseen ? `${labels.field(definition.name, unseen[0])}: ${String(unseen[1])}` : undefined);
  };

  /**
   * Someone saved the record since the form was opened (412): the form moves onto that version, and when no field
   * was changed by both, the save is made again at once on it; otherwise the form says which, and the person
   * chooses.
   */
  const catchUp = async (id: string) => {
    const getQuery = definition.operations.getQuery;
    const isRead =
      getQuery !== undefined &&
      (await versions.resolveStale(
        () => queryClient.fetchQuery({ ...getQuery(id), staleTime: 0 }),
        (current) => ({ values: initialValues(fields, current), version: versionOf(current) }),
        (values, next, current) => save(values, next.values, next.version, current),
      ));
    if (!isRead) setProblem(labels.text('conflict.failed', { ns: 'common' }));
  };

  const submit = (values: FormValues) => save(values, start, versions.opened.version, record);

  /** `base`: the values the changes are counted from; `showing`: the record they are made to (update). */
  const save = (values: FormValues, base: FormValues, version: string | undefined, showing?: ResourceRecord) => {
    setProblem(undefined);
    versions.clearConflicts();
    const data = mode === 'create' ? body(values) : toChanges(fields, values, base);
    if (mode === 'update' && showing && Object.keys(data).length === 0) return onSaved(showing);
    const onError = (error: unknown) => {
      if (mode === 'update' && record && isStaleVersion(error)) {
        void catchUp(record._id);
        return;
      }
      const { field, message } = serverProblem(error);
      // The values stay as typed; the message goes on the field the server named, else above the form.
      if (field && form.getInputProps(field).value !== undefined)
        form.setFieldError(field, labels.serverMessage(message));
      else setProblem(labels.serverMessage(message));
    };
    const onSuccess = (saved: ResourceRecord) => {
      versions.saved(initialValues(fields, saved), versionOf(saved), values);
      onSaved(saved);
    };
    if (mode === 'create') writes.create.mutate({ data }, { onSuccess, onError });
    else if (record) writes.update.mutate({ id: record._id, data, version }, { onSuccess, onError });
  };

  // On the fields both changed, the person's values are saved over the other save's (on its version).
  const keepMine = () => save(form.getValues(), start, versions.opened.version, record);

  return (
    <LocalizedDates>
      <LeaveGuard hasChanges={form.isDirty} />
      <form ref={formElement} noValidate onSubmit={form.onSubmit(submit, invalid)}>
        <Stack gap="md">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          {fields.map((field) => (
            <FieldInput key={field.path} definition={definition} field={field} form={form} path={field.path} />
          ))}
          {versions.conflicts.length > 0 && (
            <ConflictNotice
              fields={versions.conflicts.map((name) => labels.field(definition.name, name))}
              isSaving={writes.update.isPending}
              onKeepMine={keepMine}
              onTakeSaved={versions.takeSaved}
            />
          )}
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
    </LocalizedDates>
  );
}
