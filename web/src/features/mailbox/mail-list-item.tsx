// One mail of the list: sender, subject, start of the text, date, labels; star and important at hand.
import type { MailboxLabel, MailboxMail } from '@api/model';
import { ActionIcon, Box, ColorSwatch, Group, Text } from '@mantine/core';
import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { mantineColor } from './label-color';
import { parseAddress } from './mail-address';
import { listDate } from './mail-date';
import classes from './mailbox.module.css';
import type { MailboxKind } from './mailbox-search';
import { useMailUpdate } from './use-mail-update';

interface MailListItemProps {
  mail: MailboxMail;
  labels: readonly MailboxLabel[];
  view: { kind: MailboxKind; slug: string; page: number };
  isSelected: boolean;
}

// The text of the mail without markup, for the one-line excerpt.
function excerpt(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function MailListItem({ mail, labels, view, isSelected }: MailListItemProps) {
  const { t, i18n } = useTranslation('mailbox');
  const update = useMailUpdate();
  const sender = parseAddress(mail.from.contact).name;
  return (
    <Box
      component="li"
      className={classes.row}
      data-selected={isSelected || undefined}
      data-unread={mail.unread || undefined}
    >
      <Link
        to="/apps/mailbox/$kind/$slug/$mailId"
        params={{ kind: view.kind, slug: view.slug, mailId: mail.id }}
        search={{ page: view.page }}
        className={classes.rowLink}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate className={classes.rowText}>
            {sender}
          </Text>
          <Text size="xs" c="dimmed" className={classes.rowDate}>
            {listDate(mail.date, i18n.language)}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          {mail.attachments.length > 0 && <IconPaperclip size={14} aria-label={t('list.hasAttachments')} />}
          <Text size="sm" truncate className={classes.rowText}>
            {mail.subject || t('mail.noSubject')}
          </Text>
        </Group>
        {/* The link is named by what it shows first (sender, date, subject); the preview of the whole text
            would make that name a paragraph long. */}
        <Text size="xs" c="dimmed" truncate aria-hidden>
          {excerpt(mail.content)}
        </Text>
        {mail.labels.length > 0 && (
          <Group gap={4} mt={4}>
            {mail.labels.map((id) => {
              const label = labels.find((candidate) => candidate.id === id);
              return label ? (
                <ColorSwatch
                  key={id}
                  size={8}
                  color={`var(--mantine-color-${mantineColor(label.color)}-6)`}
                  title={label.title}
                />
              ) : null;
            })}
          </Group>
        )}
      </Link>
      <Box className={classes.rowActions}>
        <ActionIcon
          variant="subtle"
          color={mail.starred ? 'yellow' : 'gray'}
          aria-label={mail.starred ? t('actions.unstar') : t('actions.star')}
          aria-pressed={mail.starred}
          onClick={() => update.mutate({ data: { id: mail.id, mail: { starred: !mail.starred } } })}
        >
          {mail.starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </ActionIcon>
      </Box>
    </Box>
  );
}
