// Toolbar of the open mail: reply, reply to all (when the mail went to others too) and forward, or for a draft
// "continue writing", each opening the compose dialog filled in; then unread, star, important, move to a folder,
// labels (checkboxes), all optimistic.
import { useMailboxListFolders, useMailboxListLabels } from '@api/endpoints/mailbox/mailbox';
import { useUserGet } from '@api/endpoints/user/user';
import type { MailboxMail } from '@api/model';
import { ActionIcon, Checkbox, Group, Menu, Popover, Stack, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertCircleFilled,
  IconArrowBackUp,
  IconArrowBackUpDouble,
  IconArrowForwardUp,
  IconFolderSymlink,
  IconMail,
  IconMailOpened,
  IconPencil,
  IconStar,
  IconStarFilled,
  IconTag,
} from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popoverFocus } from '../../lib/popover-focus';
import { ComposeDialog } from './compose-dialog';
import { mantineColor } from './label-color';
import { fullDate } from './mail-date';
import { continuedDraft, forwardDraft, type MailDraft, replyDraft } from './mail-drafts';
import classes from './mailbox.module.css';
import { useMailUpdate } from './use-mail-update';

const route = getRouteApi('/backoffice/apps/mailbox/$kind/$slug/$mailId');

function Toggle(props: {
  label: string;
  isOn: boolean;
  color: string;
  on: ReactNode;
  off: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.isOn ? props.color : 'gray'}
        aria-label={props.label}
        aria-pressed={props.isOn}
        onClick={props.onClick}
      >
        {props.isOn ? props.on : props.off}
      </ActionIcon>
    </Tooltip>
  );
}

export function MailActions({ mail }: { mail: MailboxMail }) {
  const { t, i18n } = useTranslation('mailbox');
  const [draft, setDraft] = useState<MailDraft | null>(null);
  const self = useUserGet().data?.email;
  const folders = useMailboxListFolders();
  const labels = useMailboxListLabels();
  const update = useMailUpdate();
  const navigate = route.useNavigate();
  const { kind, slug } = route.useParams();
  const { page } = route.useSearch();
  const change = (changes: Partial<MailboxMail>) => update.mutate({ data: { id: mail.id, mail: changes } });
  const backToList = () => navigate({ to: '/apps/mailbox/$kind/$slug', params: { kind, slug }, search: { page } });
  const move = (folder: string) => {
    change({ folder });
    // The mail leaves the folder being read: back to its list, as the template does.
    if (kind === 'folder') void backToList();
  };
  const toggleLabel = (id: string) =>
    change({ labels: mail.labels.includes(id) ? mail.labels.filter((label) => label !== id) : [...mail.labels, id] });

  const folderSlug = folders.data?.find((folder) => folder.id === mail.folder)?.slug;
  const isOwn = folderSlug === 'sent';
  const isDraft = folderSlug === 'drafts';
  const date = fullDate(mail.date, i18n.language);
  const intro = (name: string) => t('compose.quoteIntro', { date, name });
  const reply = replyDraft(mail, { isOwn, self, intro });
  const replyAll = replyDraft(mail, { isOwn, self, intro, all: true });
  // "Reply all" only where it reaches more people than "reply".
  const hasOthers = replyAll.to.length + replyAll.cc.length > reply.to.length;
  const forward = () =>
    forwardDraft(mail, {
      prefix: t('compose.forwardPrefix'),
      date,
      labels: {
        title: t('compose.forwarded.title'),
        from: t('compose.forwarded.from'),
        date: t('compose.forwarded.date'),
        subject: t('compose.subject'),
        to: t('compose.to'),
        cc: t('compose.cc'),
      },
    });
  // A draft is one's own mail not sent yet: it is written on, not answered.
  const answers = [
    {
      label: t('actions.continueDraft'),
      icon: <IconPencil size={18} />,
      draft: () => continuedDraft(mail),
      shown: isDraft,
    },
    { label: t('actions.reply'), icon: <IconArrowBackUp size={18} />, draft: () => reply, shown: !isDraft },
    {
      label: t('actions.replyAll'),
      icon: <IconArrowBackUpDouble size={18} />,
      draft: () => replyAll,
      shown: !isDraft && hasOthers,
    },
    { label: t('actions.forward'), icon: <IconArrowForwardUp size={18} />, draft: forward, shown: !isDraft },
  ];

  return (
    <Group gap={4} className={classes.mailBar}>
      {answers
        .filter((answer) => answer.shown)
        .map((answer) => (
          <Tooltip key={answer.label} label={answer.label}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={answer.label}
              onClick={() => setDraft(answer.draft())}
            >
              {answer.icon}
            </ActionIcon>
          </Tooltip>
        ))}
      {/* A sent draft has left the drafts: back to the list it was read from. */}
      {draft && (
        <ComposeDialog
          opened
          onClose={() => setDraft(null)}
          draft={draft}
          onSent={draft.kind === 'draft' ? () => void backToList() : undefined}
        />
      )}
      <Toggle
        label={mail.unread ? t('actions.markRead') : t('actions.markUnread')}
        isOn={mail.unread}
        color="blue"
        on={<IconMail size={18} />}
        off={<IconMailOpened size={18} />}
        onClick={() => change({ unread: !mail.unread })}
      />
      <Toggle
        label={mail.starred ? t('actions.unstar') : t('actions.star')}
        isOn={mail.starred}
        color="yellow"
        on={<IconStarFilled size={18} />}
        off={<IconStar size={18} />}
        onClick={() => change({ starred: !mail.starred })}
      />
      <Toggle
        label={mail.important ? t('actions.notImportant') : t('actions.important')}
        isOn={mail.important}
        color="red"
        on={<IconAlertCircleFilled size={18} />}
        off={<IconAlertCircle size={18} />}
        onClick={() => change({ important: !mail.important })}
      />
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('actions.move')}>
            <IconFolderSymlink size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('actions.move')}</Menu.Label>
          {folders.data
            ?.filter((folder) => folder.id !== mail.folder)
            .map((folder) => (
              <Menu.Item key={folder.id} onClick={() => move(folder.id)}>
                {t(`folders.${folder.slug}`)}
              </Menu.Item>
            ))}
        </Menu.Dropdown>
      </Menu>
      <Popover {...popoverFocus} position="bottom-end" shadow="md">
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('actions.labels')}>
            <IconTag size={18} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" role="group" aria-label={t('actions.labels')}>
            {labels.data?.map((label) => (
              <Checkbox
                key={label.id}
                label={label.title}
                color={mantineColor(label.color)}
                checked={mail.labels.includes(label.id)}
                onChange={() => toggleLabel(label.id)}
              />
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
