// New mail, reply, forward or a saved draft: to, cc and bcc, subject, text and a list of attached files (a forward
// starts with the mail's own). Sending stores it in the sent folder (POST api/apps/mailbox/mail); "Guardar borrador"
// keeps it in the drafts folder (POST api/apps/mailbox/draft), rewriting the draft it was opened from. The files
// are described by type, name and size, as the mock keeps no file.

import {
  getMailboxGetMailQueryKey,
  getMailboxListFoldersQueryKey,
  getMailboxListMailsQueryKey,
  useMailboxSaveDraft,
  useMailboxSendMail,
} from '@api/endpoints/mailbox/mailbox';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Modal,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAskBeforeClosing } from '../../components/leave-guard/use-ask-before-closing';
import { useIsPhone } from '../../components/shell/use-is-phone';
import { isEmailAddress } from '../../lib/email-address';
import { formatFileSize } from '../../lib/intl/file-size';
import { refusalText } from '../../lib/refusal-text';
import type { DescribedFile, MailDraft } from './mail-drafts';

interface ComposeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What a reply, a forward or a draft starts with (recipients, subject, text, files); a new mail starts empty. */
  draft?: MailDraft;
  /** Called once the mail is sent (after onClose): a sent draft is gone from the folder being read. */
  onSent?: () => void;
}

/** A file in the list: described (as sent), with a key of its own, for a picked file and a forwarded one alike. */
type ListedFile = DescribedFile & { key: string };

const listed = (file: DescribedFile, key: string): ListedFile => ({
  type: file.type,
  name: file.name,
  size: file.size,
  key,
});

const separators = [',', ' ', ';'];

/**
 * Addresses as tags, one per address: what the box takes on leaving it is what was typed, separators and all
 * ("ana@empresa.es," or two addresses pasted), so each tag is split at them.
 */
const splitAddresses = (list: readonly string[]) =>
  list.flatMap((entry) => entry.split(/[,;\s]+/)).filter((address) => address !== '');

export function ComposeDialog({ opened, onClose, draft, onSent }: ComposeDialogProps) {
  const { t, i18n } = useTranslation('mailbox');
  const isPhone = useIsPhone();
  const buttonPadding = isPhone ? 'xs' : undefined;
  const startCopies = { cc: (draft?.cc.length ?? 0) > 0, bcc: (draft?.bcc?.length ?? 0) > 0 };
  const [copies, setCopies] = useState(startCopies);
  const [startFiles] = useState(() => (draft?.attachments ?? []).map((file, index) => listed(file, `mail-${index}`)));
  const [files, setFiles] = useState<ListedFile[]>(startFiles);
  const pickedCount = useRef(0);
  const addresses = (list: string[]) => (list.every(isEmailAddress) ? null : t('compose.invalid'));
  const form = useForm({
    initialValues: {
      to: draft?.to ?? [],
      cc: draft?.cc ?? [],
      bcc: draft?.bcc ?? [],
      subject: draft?.subject ?? '',
      body: draft?.body ?? '',
    },
    validate: {
      to: (list) => (list.length === 0 ? t('compose.noRecipient') : addresses(list)),
      cc: addresses,
      bcc: addresses,
    },
  });
  const close = () => {
    form.reset();
    setFiles(startFiles);
    setCopies(startCopies);
    onClose();
  };
  const queryClient = useQueryClient();
  const draftId = draft?.draftId;
  /** The lists, the folder counts and, once rewritten or sent, the draft itself have changed. */
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getMailboxListMailsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getMailboxListFoldersQueryKey() });
    if (draftId) void queryClient.invalidateQueries({ queryKey: getMailboxGetMailQueryKey({ id: draftId }) });
  };
  const refused = (title: string) => (error: unknown) =>
    notifications.show({
      color: 'red',
      title,
      message: refusalText(error, {
        to: t('compose.to'),
        cc: t('compose.cc'),
        bcc: t('compose.bcc'),
        subject: t('compose.subject'),
        content: t('compose.body'),
        'attachments.name': t('compose.attachments'),
      }),
    });
  const sending = useMailboxSendMail({
    mutation: {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: t('compose.sentTitle'), message: t('compose.sentMessage') });
        refresh();
        close();
        onSent?.();
      },
      onError: refused(t('compose.failedTitle')),
    },
  });
  const saving = useMailboxSaveDraft({
    mutation: {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: t('compose.savedTitle'), message: t('compose.savedMessage') });
        refresh();
        close();
      },
      onError: refused(t('compose.saveFailedTitle')),
    },
  });
  const written = (values: typeof form.values) => ({
    to: values.to,
    cc: values.cc,
    bcc: values.bcc,
    subject: values.subject.trim(),
    content: values.body,
    attachments: files.map(({ type, name, size }) => ({ type, name, size })),
  });
  const send = form.onSubmit((values) => sending.mutate({ data: { mail: written(values), draftId } }));
  // A draft may have no recipient yet, but what is written in the boxes must be addresses.
  const save = () => {
    const wrong = (['to', 'cc', 'bcc'] as const).filter((field) => addresses(form.values[field]) !== null);
    for (const field of wrong) form.setFieldError(field, t('compose.invalid'));
    if (wrong.length === 0) saving.mutate({ data: { id: draftId, draft: written(form.values) } });
  };
  const addressProps = (field: 'to' | 'cc' | 'bcc') => ({
    ...form.getInputProps(field),
    onChange: (list: string[]) => form.setFieldValue(field, splitAddresses(list)),
  });
  // The close button and Escape ask when something was written or attached; "Descartar" says it already.
  const asking = useAskBeforeClosing(() => form.isDirty() || files !== startFiles, close);
  const title = {
    reply: t('compose.replyTitle'),
    replyAll: t('compose.replyAllTitle'),
    forward: t('compose.forwardTitle'),
    draft: t('compose.draftTitle'),
  };
  // A forward, or a draft without recipient, opens in "Para"; a reply or a draft with recipients in the text.
  const startsInTo = draft?.kind === 'forward' || (draft?.kind === 'draft' && draft.to.length === 0);

  return (
    <Modal
      opened={opened}
      onClose={asking.close}
      title={draft ? title[draft.kind] : t('compose.title')}
      size="lg"
      fullScreen={isPhone}
    >
      {asking.question}
      <form onSubmit={send} noValidate>
        <Stack gap="sm">
          <TagsInput
            label={t('compose.to')}
            splitChars={separators}
            data-autofocus={startsInTo ? true : undefined}
            {...addressProps('to')}
          />
          {copies.cc && <TagsInput label={t('compose.cc')} splitChars={separators} {...addressProps('cc')} />}
          {copies.bcc && <TagsInput label={t('compose.bcc')} splitChars={separators} {...addressProps('bcc')} />}
          {/* Under the copy boxes shown, a button for each one not shown yet. */}
          {!(copies.cc && copies.bcc) && (
            <Group gap="xs">
              {(['cc', 'bcc'] as const).map((field) =>
                copies[field] ? null : (
                  <Button
                    key={field}
                    size="xs"
                    variant="subtle"
                    onClick={() => setCopies({ ...copies, [field]: true })}
                  >
                    {t(`compose.add.${field}`)}
                  </Button>
                ),
              )}
            </Group>
          )}
          <TextInput label={t('compose.subject')} maxLength={500} {...form.getInputProps('subject')} />
          {/* A reply opens with the focus in the text, above the quote. */}
          <Textarea
            label={t('compose.body')}
            autosize
            minRows={6}
            data-autofocus={draft && !startsInTo ? true : undefined}
            {...form.getInputProps('body')}
          />
          {files.length > 0 && (
            <Stack gap={4} component="ul" aria-label={t('compose.attachments')} p={0} m={0}>
              {files.map((file) => (
                <Group key={file.key} component="li" gap="xs" wrap="nowrap">
                  <IconPaperclip size={16} />
                  <Text size="sm" truncate>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(file.size, i18n.language)}
                  </Text>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={t('compose.removeAttachment', { name: file.name })}
                    onClick={() => setFiles(files.filter((other) => other.key !== file.key))}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <Group justify="space-between">
            <FileButton
              multiple
              onChange={(picked) => {
                const first = pickedCount.current;
                pickedCount.current += picked.length;
                setFiles([...files, ...picked.map((file, index) => listed(file, `picked-${first + index}`))]);
              }}
            >
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />}>
                  {t('compose.attach')}
                </Button>
              )}
            </FileButton>
            {/* On a phone the three keep one line, right-aligned, with narrower padding. */}
            <Group gap="xs" ml="auto" justify="flex-end">
              <Button variant="subtle" color="gray" px={buttonPadding} onClick={close}>
                {t('compose.discard')}
              </Button>
              <Button
                variant="default"
                px={buttonPadding}
                onClick={save}
                loading={saving.isPending}
                disabled={sending.isPending}
              >
                {t('compose.saveDraft')}
              </Button>
              <Button type="submit" px={buttonPadding} loading={sending.isPending} disabled={saving.isPending}>
                {t('compose.send')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
