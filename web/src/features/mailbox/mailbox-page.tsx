// Mailbox app (apps/mailbox/$kind/$slug): folders, filters and labels beside the paged mail list and the
// open mail; compose (from the sidebar, or the header where the sidebar is a drawer) and label settings open as
// dialogs.
import { useMailboxListFolders, useMailboxListLabels, useMailboxListMails } from '@api/endpoints/mailbox/mailbox';
import { Button, Group, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconPencil } from '@tabler/icons-react';
import { getRouteApi, Navigate, Outlet, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { useRecordTitle } from '../../components/shell/record-title';
import { sidebarColumnFrom, TwoPane } from '../../components/two-pane/two-pane';
import { hasFailedToLoad, isNotFound } from '../../lib/is-not-found';
import { ComposeDialog } from './compose-dialog';
import { LabelSettingsDialog } from './label-settings-dialog';
import { MailList } from './mail-list';
import { mailsParams } from './mailbox-search';
import { MailboxSidebar } from './mailbox-sidebar';
import { useViewTitle } from './use-view-title';

const route = getRouteApi('/backoffice/apps/mailbox/$kind/$slug');

export function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const { kind, slug } = route.useParams();
  const { page } = route.useSearch();
  const navigate = route.useNavigate();
  const { mailId } = useParams({ strict: false });
  const mails = useMailboxListMails(mailsParams(kind, slug, page));
  const labels = useMailboxListLabels();
  useMailboxListFolders();
  const view = useViewTitle(kind, slug);
  // The folder, filter or label is the record of its screen (a mail open in it comes before it).
  useRecordTitle(view.isPending ? undefined : view.title, view.isPending);
  const [isComposing, compose] = useDisclosure(false);
  const [isSettingsOpen, settings] = useDisclosure(false);

  // Past the last page the API answers only the last page number: go there, as the template does.
  if (mails.data && mails.data.mails === null) {
    return (
      <Navigate
        to="/apps/mailbox/$kind/$slug"
        params={{ kind, slug }}
        search={{ page: mails.data.pagination.lastPage }}
        replace
      />
    );
  }

  return (
    <>
      <TwoPane
        header={
          <Group justify="space-between">
            <Title order={1}>{t('title')}</Title>
            {/* Below the sidebar's column the sidebar, with its compose button, is in a drawer: compose stays
                one tap away here. */}
            <Button hiddenFrom={sidebarColumnFrom} leftSection={<IconPencil size={18} />} onClick={compose.open}>
              {t('compose.open')}
            </Button>
          </Group>
        }
        sidebar={<MailboxSidebar kind={kind} slug={slug} onCompose={compose.open} onSettings={settings.open} />}
        sidebarLabel={t('navigation')}
        list={
          <MailList
            title={view.title}
            mails={mails.data?.mails ?? []}
            pagination={mails.data?.pagination}
            isLoading={mails.isPending}
            isMissing={isNotFound(mails.error)}
            failure={hasFailedToLoad(mails) && <LoadFailed title={t('loadFailed')} query={mails} m="sm" />}
            labels={labels.data ?? []}
            view={{ kind, slug, page }}
            selectedId={mailId}
          />
        }
        detail={<Outlet />}
        hasSelection={mailId !== undefined}
        empty={
          <Group justify="center" p="xl" c="dimmed" gap="xs">
            <IconMail size={20} />
            <Text>{t('empty')}</Text>
          </Group>
        }
        onBack={() => void navigate({ to: '/apps/mailbox/$kind/$slug', params: { kind, slug }, search: { page } })}
        backLabel={t('actions.back')}
      />
      <ComposeDialog opened={isComposing} onClose={compose.close} />
      <LabelSettingsDialog opened={isSettingsOpen} onClose={settings.close} />
    </>
  );
}
