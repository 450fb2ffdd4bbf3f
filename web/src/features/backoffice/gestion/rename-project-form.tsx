// Renames the selected project (the partial update sends only the name). A name typed and not saved asks
// before another project, or another tree, is chosen; a refused rename keeps what was typed.
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { focusableDisabled } from '../../../components/form/focusable-disabled';
import { LeaveGuard, toAnotherSearchValue } from '../../../components/leave-guard/leave-guard';

interface RenameProjectFormProps {
  name: string;
  isPending: boolean;
  /** Settles when the server answered: resolved once renamed. */
  onRename: (name: string) => Promise<unknown>;
}

/** The selected project is the address's `node`. */
const toAnotherProject = toAnotherSearchValue('node');

export function RenameProjectForm({ name, isPending, onRename }: RenameProjectFormProps) {
  const { t } = useTranslation('backoffice');
  const form = useForm({
    initialValues: { name },
    validate: { name: (value) => (value.trim() === '' ? t('common.required') : null) },
  });
  // A name changed elsewhere (the tree read again) shows, unless one is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable; only the name matters.
  useEffect(() => {
    if (form.isDirty()) return;
    form.setInitialValues({ name });
    form.setValues({ name });
  }, [name]);
  // A change is a typed name that is not the project's: the tree shows a rename as soon as it is sent, so from then
  // on, until the server answers, leaving asks nothing (a refusal undoes it in the tree, and the change is back).
  const hasChanges = () => form.isDirty() && form.getValues().name.trim() !== name.trim();
  // Saved is what was sent, not what the box holds when the answer comes: a name typed meanwhile is still a change.
  const rename = ({ name: typed }: { name: string }) =>
    onRename(typed.trim()).then(
      () => form.resetDirty({ name: typed }),
      () => undefined,
    );
  return (
    <form onSubmit={form.onSubmit(rename)}>
      <LeaveGuard hasChanges={hasChanges} leaves={toAnotherProject} />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput label={t('gestion.name')} maxLength={200} flex={1} {...form.getInputProps('name')} />
        <Button type="submit" loading={isPending} {...focusableDisabled(!hasChanges())}>
          {t('gestion.rename')}
        </Button>
      </Group>
    </form>
  );
}
