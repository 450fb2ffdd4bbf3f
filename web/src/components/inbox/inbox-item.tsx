// One entry of an inbox panel: image or icon, title, text and time; buttons to mark it read or unread and
// to delete it. Following its link marks nothing by itself, as in the template.
import { ActionIcon, Avatar, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../lib/asset-url';
import { ApiIcon } from '../icons/api-icon';
import type { InboxEntry } from './inbox-entry';
import classes from './inbox-panel.module.css';
import { relativeTime } from './relative-time';
import { RichText } from './rich-text';

interface InboxItemProps {
  entry: InboxEntry;
  onOpen: (entry: InboxEntry) => void;
  onSetRead: (entry: InboxEntry, read: boolean) => void;
  onRemove: (entry: InboxEntry) => void;
}

export function InboxItem({ entry, onOpen, onSetRead, onRemove }: InboxItemProps) {
  const { t, i18n } = useTranslation('layout');
  const readLabel = entry.read ? t('inbox.markUnread') : t('inbox.markRead');
  const title = entry.title ?? '';

  return (
    <Group
      role="listitem"
      className={classes.item}
      data-unread={!entry.read || undefined}
      wrap="nowrap"
      align="flex-start"
      gap="sm"
    >
      <UnstyledButton className={classes.itemBody} onClick={() => onOpen(entry)} disabled={!entry.link}>
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {entry.image ? (
            <Avatar src={assetUrl(entry.image)} name={title} color="initials" size={36} />
          ) : (
            <Avatar variant="light" size={36}>
              <ApiIcon name={entry.icon} size={20} />
            </Avatar>
          )}
          <Stack gap={2} miw={0}>
            {title && (
              <Text size="sm" fw={600} lineClamp={1}>
                {title}
              </Text>
            )}
            <Text size="sm" lineClamp={2}>
              <RichText markup={entry.description} />
            </Text>
            <Text size="xs" c="dimmed">
              {relativeTime(entry.time, Date.now(), i18n.resolvedLanguage ?? 'es')}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      <Stack gap={4} align="center">
        <Tooltip label={readLabel}>
          <UnstyledButton
            className={classes.readDot}
            data-unread={!entry.read || undefined}
            aria-label={`${readLabel}: ${title || entry.description}`}
            onClick={() => onSetRead(entry, !entry.read)}
          />
        </Tooltip>
        <Tooltip label={t('inbox.delete')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={24}
            className={classes.remove}
            aria-label={`${t('inbox.delete')}: ${title || entry.description}`}
            onClick={() => onRemove(entry)}
          >
            <IconX size={14} />
          </ActionIcon>
        </Tooltip>
      </Stack>
    </Group>
  );
}
