// Paging of the mail list: which mails are shown and links to the previous and next pages.
import type { MailboxPagination } from '@api/model';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './mailbox.module.css';
import type { MailboxKind } from './mailbox-search';

interface MailPagerProps {
  pagination: MailboxPagination;
  view: { kind: MailboxKind; slug: string };
}

/** Which mails of how many are shown ("11–20 de 45"), or that there are none. */
export function mailRange({ totalResults, startIndex, endIndex }: MailboxPagination, t: TFunction<'mailbox'>): string {
  return totalResults === 0
    ? t('list.none')
    : t('list.range', { from: startIndex + 1, to: endIndex + 1, total: totalResults });
}

export function MailPager({ pagination, view }: MailPagerProps) {
  const { t } = useTranslation('mailbox');
  const { currentPage, lastPage } = pagination;
  const arrow = (page: number, label: string, icon: ReactNode) =>
    page < 1 || page > lastPage ? (
      <ActionIcon variant="subtle" color="gray" disabled aria-label={label}>
        {icon}
      </ActionIcon>
    ) : (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        renderRoot={(props) => <Link {...props} to="/apps/mailbox/$kind/$slug" params={view} search={{ page }} />}
      >
        {icon}
      </ActionIcon>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed" className={classes.range}>
        {mailRange(pagination, t)}
      </Text>
      {arrow(currentPage - 1, t('list.previous'), <IconChevronLeft size={18} />)}
      {arrow(currentPage + 1, t('list.next'), <IconChevronRight size={18} />)}
    </Group>
  );
}
