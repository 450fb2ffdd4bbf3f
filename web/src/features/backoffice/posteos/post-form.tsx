// The post editor: title, edition, module, status, date, summary and the rich-text body. "Publish" saves
// with the published status; "Save" keeps the chosen one.
import type { Post, PostInput } from '@api/model';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedDates } from '../../../components/dates/localized-dates';
import { LeaveGuard, toAnotherSearchValue } from '../../../components/leave-guard/leave-guard';
import { PostBodyEditor } from './post-body-editor';
import { postInput, postValues } from './post-values';
import { postModules } from './posteos-search';

const statuses = ['draft', 'published', 'archived'] as const;

interface PostFormProps {
  post: Post | undefined;
  isPending: boolean;
  /** Saves; a refusal is told by the writes, and the form keeps what was typed. */
  onSave: (input: PostInput) => Promise<Post>;
  /** After a save, once the form holds no change to ask about (a new post's screen is left for its own). */
  onSaved?: (post: Post) => void;
}

/** The open post is in the address's search: another post, or the list alone, leaves the form. */
const toAnotherPost = toAnotherSearchValue('post');

export function PostForm({ post, isPending, onSave, onSaved }: PostFormProps) {
  const { t } = useTranslation('backoffice');
  const form = useForm({
    initialValues: postValues(post, new Date()),
    validate: {
      title: (value) => (value.trim() === '' ? t('common.required') : null),
      date: (value) => (value ? null : t('common.required')),
    },
  });
  const save = (input: PostInput) =>
    onSave(input).then(
      (saved) => {
        form.resetDirty();
        onSaved?.(saved);
      },
      () => undefined,
    );
  const publish = () => {
    form.setFieldValue('status', 'published');
    const checked = form.validate();
    if (!checked.hasErrors) void save(postInput({ ...form.getValues(), status: 'published' }));
  };
  return (
    <LocalizedDates>
      <LeaveGuard hasChanges={form.isDirty} leaves={toAnotherPost} />
      <form onSubmit={form.onSubmit((values) => save(postInput(values)))}>
        <Stack>
          <TextInput label={t('posteos.fields.title')} withAsterisk maxLength={200} {...form.getInputProps('title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('posteos.fields.edition')} maxLength={60} {...form.getInputProps('edition')} />
            <DateTimePicker label={t('posteos.fields.date')} withAsterisk {...form.getInputProps('date')} />
            <Select
              label={t('posteos.fields.module')}
              data={postModules.map((value) => ({ value, label: t(`posteos.modules.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('module')}
            />
            <Select
              label={t('posteos.fields.status')}
              data={statuses.map((value) => ({ value, label: t(`posteos.status.${value}`) }))}
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
