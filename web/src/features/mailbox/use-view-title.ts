// The name of the current mailbox view: a folder or filter in the interface language, or a label's title.
import { useMailboxListFilters, useMailboxListFolders, useMailboxListLabels } from '@api/endpoints/mailbox/mailbox';
import { useTranslation } from 'react-i18next';
import type { MailboxKind } from './mailbox-search';

/** The view's title (a label's address's name until its list is in), and whether that list is still loading. */
export function useViewTitle(kind: MailboxKind, slug: string): { title: string; isPending: boolean } {
  const { t } = useTranslation('mailbox');
  const folders = useMailboxListFolders();
  const filters = useMailboxListFilters();
  const labels = useMailboxListLabels();
  if (kind === 'folder') {
    const folder = folders.data?.find((candidate) => candidate.slug === slug);
    // The folders and filters are the template's fixed set, named in the bundle: their name does not wait on the
    // list (nor shows the address's "inbox" when the list could not be loaded).
    return { title: t(`folders.${slug}`, { defaultValue: folder?.title ?? slug }), isPending: folders.isPending };
  }
  if (kind === 'filter') {
    const filter = filters.data?.find((candidate) => candidate.slug === slug);
    return { title: t(`filters.${slug}`, { defaultValue: filter?.title ?? slug }), isPending: filters.isPending };
  }
  const label = labels.data?.find((candidate) => candidate.slug === slug);
  return { title: label?.title ?? slug, isPending: labels.isPending };
}
