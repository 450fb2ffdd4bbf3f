// The mails of the current view and page, newest first, with the pager above them and a status region that says
// which mails another page shows.
import type { MailboxLabel, MailboxMail, MailboxPagination } from '@api/model';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../components/list-status';
import { EmptyState, LoadingState } from '../../components/screen-states/screen-states';
import { PaneBody } from '../../components/two-pane/two-pane';
import { MailListItem } from './mail-list-item';
import { MailPager, mailRange } from './mail-pager';
import classes from './mailbox.module.css';
import type { MailboxKind } from './mailbox-search';

interface MailListProps {
  title: string;
  mails: readonly MailboxMail[];
  pagination: MailboxPagination | undefined;
  isLoading: boolean;
  /** The view does not exist (an unknown folder or label in the address). */
  isMissing: boolean;
  /** What the list shows when it could not be loaded (the failure and its retry). */
  failure: ReactNode;
  labels: readonly MailboxLabel[];
  view: { kind: MailboxKind; slug: string; page: number };
  selectedId: string | undefined;
}

export function MailList(props: MailListProps) {
  const { title, mails, pagination, isLoading, isMissing, failure, labels, view, selectedId } = props;
  const { t } = useTranslation('mailbox');
  return (
    <>
      {/* Beside the folders at 1280 px the pager left the title a few letters: it moves under the title then. */}
      <Group justify="space-between" style={{ rowGap: 'var(--mantine-spacing-xs)' }} className={classes.listBar}>
        <Text fw={700} truncate>
          {title}
        </Text>
        {pagination && <MailPager pagination={pagination} view={{ kind: view.kind, slug: view.slug }} />}
      </Group>
      {/* Another page says which mails it shows; another folder is a new list, which the screen's title names. */}
      <ListStatus
        key={`${view.kind}/${view.slug}`}
        message={isLoading || isMissing || failure || !pagination ? undefined : mailRange(pagination, t)}
      />
      <PaneBody>
        {isLoading && <LoadingState label={t('loading')} />}
        {isMissing && (
          <Text p="md" c="dimmed">
            {t('list.missing')}
          </Text>
        )}
        {failure}
        {!isLoading && !isMissing && !failure && mails.length === 0 && (
          <EmptyState size="inline" message={t('list.empty')} />
        )}
        <ul aria-label={t('list.label', { title })} className={classes.list}>
          {mails.map((mail) => (
            <MailListItem key={mail.id} mail={mail} labels={labels} view={view} isSelected={mail.id === selectedId} />
          ))}
        </ul>
      </PaneBody>
    </>
  );
}
