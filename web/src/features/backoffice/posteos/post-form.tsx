// The post editor: title, edition, module, status, date, summary and the rich-text body. "Publish" saves
// with the published status; "Save" keeps the chosen one.
import type { Post } from '@api/model';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedDates } from '../../../components/dates/localized-dates';
import { LeaveGuard, toAnotherSearchValue } from '../../../components/leave-guard/leave-guard';
import { ConflictNotice } from '../../../components/version-conflict/conflict-notice';
import { useVersionCatchUp } from '../../../components/version-conflict/use-version-catch-up';
import { isStaleVersion, versionOf } from '../../../lib/if-match';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { PostBodyEditor } from './post-body-editor';
import { type PostValues, postValues } from './post-values';
import { postModules } from './posteos-search';

const statuses = ['draft', 'published', 'archived'] as const;

interface PostFormProps {
  post: Post | undefined;
  isPending: boolean;
  /**
   * Saves, on condition of the version the editor holds (none for a new post); a refusal is told by the writes,
   * and the form keeps what was typed.
   */
  onSave: (values: PostValues, version: string | undefined) => Promise<Post>;
  /** The post as stored now: read when a colleague saved it meanwhile (the save on the held version was a 412). */
  readCurrent: (() => Promise<Post>) | undefined;
  /** After a save, once the form holds no change to ask about (a new post's screen is left for its own). */
  onSaved?: (post: Post) => void;
}

/** The open post is in the address's search: another post, or the list alone, leaves the form. */
const toAnotherPost = toAnotherSearchValue('post');

export function PostForm({ post, isPending, onSave, readCurrent, onSaved }: PostFormProps) {
  const { t } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const [opening] = useState(() => postValues(post, new Date()));
  const form = useForm({
    initialValues: opening,
    validate: {
      title: (value) => (value.trim() === '' ? t('common.required') : null),
      date: (value) => (value ? null : t('common.required')),
    },
  });
  const versions = useVersionCatchUp(form, () => ({ values: opening, version: versionOf(post) }));
  // A colleague saved the post meanwhile: the editor moves onto their version, and saves again at once when no
  // field was changed by both; otherwise it says which.
  const catchUp = async () => {
    const isRead =
      readCurrent !== undefined &&
      (await versions.resolveStale(
        readCurrent,
        (current) => ({ values: postValues(current, new Date()), version: versionOf(current) }),
        (values, next) => void save(values, next.version),
      ));
    if (!isRead) notifications.show({ color: 'red', message: t('conflict.failed', { ns: 'common' }) });
  };
  const save = (values: PostValues, version = versions.opened.version) => {
    versions.clearConflicts();
    return onSave(values, version).then(
      (saved) => {
        versions.saved(postValues(saved, new Date()), versionOf(saved), values);
        onSaved?.(saved);
      },
      (error: unknown) => {
        if (isStaleVersion(error)) void catchUp();
      },
    );
  };
  const publish = () => {
    form.setFieldValue('status', 'published');
    const checked = form.validate();
    if (!checked.hasErrors) void save({ ...form.getValues(), status: 'published' });
  };
  return (
    <LocalizedDates>
      <LeaveGuard hasChanges={form.isDirty} leaves={toAnotherPost} />
      <form onSubmit={form.onSubmit((values) => save(values))}>
        <Stack>
          <TextInput label={t('posteos.fields.title')} withAsterisk maxLength={200} {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('posteos.fields.edition')} maxLength={60} {...form.getInputProps('edition')} />
            <DateTimePicker label={t('posteos.fields.date')} withAsterisk {...form.getInputProps('date')} />
            <Select
              label={t('posteos.fields.module')}
              data={postModules.map((value) => ({ value, label: labels.value(value, 'posts') }))}
              allowDeselect={false}
              {...form.getInputProps('module')}
            />
            <Select
              label={t('posteos.fields.status')}
              data={statuses.map((value) => ({ value, label: labels.value(value, 'posts') }))}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
          </SimpleGrid>
          <Textarea
            label={t('posteos.fields.summary')}
            maxLength={500}
            autosize
            minRows={2}
            {...form.getInputProps('summary')}
          />
          <PostBodyEditor
            label={t('posteos.fields.content')}
            value={form.getValues().content}
            onChange={(html) => form.setFieldValue('content', html)}
          />
          {versions.conflicts.length > 0 && (
            <ConflictNotice
              fields={versions.conflicts.map((name) => t(`posteos.fields.${name as keyof PostValues}`))}
              isSaving={isPending}
              onKeepMine={() => void save(form.getValues())}
              onTakeSaved={versions.takeSaved}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={isPending}>
              {t('common.save')}
            </Button>
            <Button leftSection={<IconSend size={16} />} loading={isPending} onClick={publish}>
              {t('posteos.publish')}
            </Button>
          </Group>
        </Stack>
      </form>
    </LocalizedDates>
  );
}
