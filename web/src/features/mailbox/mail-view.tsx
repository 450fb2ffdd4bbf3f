// A mail as read: actions, subject and labels, sender and recipients, date, the sanitised body, attachments.
import { useMailboxListLabels } from '@api/endpoints/mailbox/mailbox';
import type { MailboxMail } from '@api/model';
import { Avatar, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/publication/safe-html';
import { PaneBody } from '../../components/two-pane/two-pane';
import { assetUrl } from '../../lib/asset-url';
import { formatFileSize } from '../../lib/intl/file-size';
import { mantineColor } from './label-color';
import { MailActions } from './mail-actions';
import { parseAddress } from './mail-address';
import { fullDate } from './mail-date';
import { isHtmlContent } from './mail-drafts';
import classes from './mailbox.module.css';

export function MailView({ mail }: { mail: MailboxMail }) {
  const { t, i18n } = useTranslation('mailbox');
  const labels = useMailboxListLabels();
  const sender = parseAddress(mail.from.contact);
  const recipients = [
    { key: 'to', list: mail.to === '' ? [] : [mail.to] },
    { key: 'cc', list: mail.cc ?? [] },
    { key: 'bcc', list: mail.bcc ?? [] },
  ] as const;

  return (
    <>
      <MailActions mail={mail} />
      <PaneBody>
        <Stack gap="md" className={classes.mail}>
          <Title order={2}>{mail.subject || t('mail.noSubject')}</Title>
          {mail.labels.length > 0 && (
            <Group gap="xs" aria-label={t('actions.labels')}>
              {mail.labels.map((id) => {
                const label = labels.data?.find((candidate) => candidate.id === id);
                return label ? (
                  <Badge key={id} variant="light" color={mantineColor(label.color)}>
                    {label.title}
                  </Badge>
                ) : null;
              })}
            </Group>
          )}
          <Group wrap="nowrap" align="flex-start">
            <Avatar src={assetUrl(mail.from.avatar)} name={sender.name} color="initials" />
            <Box className={classes.people}>
              <Text fw={600}>{sender.name}</Text>
              <Text size="sm" c="dimmed">
                {sender.address}
              </Text>
              {recipients
                .filter(({ list }) => list.length > 0)
                .map(({ key, list }) => (
                  <Text key={key} size="sm" c="dimmed">
                    {t(`mail.${key}`)}: {list.map((entry) => parseAddress(entry).name).join(', ')}
                  </Text>
                ))}
              <Text size="sm" c="dimmed">
                {fullDate(mail.date, i18n.language)}
              </Text>
            </Box>
          </Group>
          {isHtmlContent(mail.content) ? (
            <SafeHtml html={mail.content} />
          ) : (
            <Text className={classes.plainText}>{mail.content}</Text>
          )}
          {mail.attachments.length > 0 && (
            <Box>
              <Text fw={600} mb="xs">
                {t('mail.attachments', { count: mail.attachments.length })}
              </Text>
              {/* Two columns only where each keeps room for a file name: the reading pane is narrow beside the list. */}
              <SimpleGrid minColWidth="16rem">
                {mail.attachments.map((attachment) => (
                  <Paper key={attachment.name} withBorder p="sm" className={classes.attachment}>
                    <Group wrap="nowrap" gap="xs">
                      <IconPaperclip size={18} />
                      <Box miw={0}>
                        <Text size="sm" truncate>
                          {attachment.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatFileSize(attachment.size, i18n.language)}
                        </Text>
                      </Box>
                    </Group>
                  </Paper>
                ))}
              </SimpleGrid>
            </Box>
          )}
        </Stack>
      </PaneBody>
    </>
  );
}
