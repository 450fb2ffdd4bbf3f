// The name of the current mailbox view: a folder or filter in the interface language, or a label's title.
import { useMailboxListFilters, useMailboxListFolders, useMailboxListLabels } from '@api/endpoints/mailbox/mailbox';
import { useTranslation } from 'react-i18next';
import type { MailboxKind } from './mailbox-search';

export function useViewTitle(kind: MailboxKind, slug: string): string {
  const { t } = useTranslation('mailbox');
  const folders = useMailboxListFolders();
  const filters = useMailboxListFilters();
  const labels = useMailboxListLabels();
  if (kind === 'folder') {
    const folder = folders.data?.find((candidate) => candidate.slug === slug);
    return folder ? t(`folders.${folder.slug}`) : slug;
  }
  if (kind === 'filter') {
    const filter = filters.data?.find((candidate) => candidate.slug === slug);
    return filter ? t(`filters.${filter.slug}`) : slug;
  }
  return labels.data?.find((candidate) => candidate.slug === slug)?.title ?? slug;
}
