// The card dialog's attachments: name, media type, date and a link to the served file; removing one
// stays in the form and is saved with the card.
import type { ScrumboardAttachment } from '@api/model';
import { ActionIcon, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/intl/formatters';
import classes from './scrumboard.module.css';

interface CardAttachmentsProps {
  value: ScrumboardAttachment[];
  onChange: (value: ScrumboardAttachment[]) => void;
}

export function CardAttachments({ value, onChange }: CardAttachmentsProps) {
  const { t, i18n } = useTranslation('scrumboard');
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {t('attachments.title')}
      </Title>
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('attachments.empty')}
        </Text>
      )}
      {value.map((attachment) => (
        <Group key={attachment.id} justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconPaperclip size={16} aria-hidden />
            <Stack gap={0}>
              <Anchor
                href={attachment.src}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('attachments.open', { name: attachment.name })}
                className={classes.attachmentName}
              >
                {attachment.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {attachment.type} · {t('attachments.attached', { when: date.format(new Date(attachment.time)) })}
              </Text>
            </Stack>
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('attachments.remove', { name: attachment.name })}
            onClick={() => onChange(value.filter((entry) => entry.id !== attachment.id))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
