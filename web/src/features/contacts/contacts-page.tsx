// Contacts app (apps/contacts): the searchable list grouped by initial beside the selected contact.
import { Button, Group, Text, Title } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { getRouteApi, Outlet, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../components/list-status';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { EmptyState } from '../../components/screen-states/screen-states';
import { ManageTagsButton } from '../../components/tags-manager/manage-tags-button';
import { PaneSearch } from '../../components/two-pane/pane-search';
import { TwoPane } from '../../components/two-pane/two-pane';
import { useTagTitle } from '../../lib/i18n/tag-title';
import { contactTagHooks } from './contact-tag-hooks';
import classes from './contacts.module.css';
import { ContactsList } from './contacts-list';
import { useCreateContact } from './use-contact-writes';
import { useContactsQuery } from './use-contacts-query';

const route = getRouteApi('/backoffice/apps/contacts');

export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const { id: selectedId } = useParams({ strict: false });
  const contacts = useContactsQuery(q);
  const create = useCreateContact();
  const count = contacts.data?.length ?? 0;
  const tagTitle = useTagTitle('contacts');

  const add = () =>
    create.mutate(
      { data: {} },
      {
        onSuccess: (contact) =>
          void navigate({ to: '/apps/contacts/$id', params: { id: contact.id }, search: { q, edit: true } }),
      },
    );

  const header = (
    <Group justify="space-between">
      <div>
        <Title order={1}>{t('title')}</Title>
        {!contacts.isError && <Text c="dimmed">{contacts.isSuccess ? t('count', { count }) : t('loading')}</Text>}
        <ListStatus
          message={
            contacts.isSuccess && !contacts.isPlaceholderData
              ? t(count === 0 ? 'noResults' : 'count', { count })
              : undefined
          }
          query={q}
        />
      </div>
      <Group gap="xs">
        <ManageTagsButton
          label={t('tags.open')}
          hooks={contactTagHooks}
          title={t('tags.title')}
          deleteMessage={(title) => t('tags.deleteMessage', { title })}
          shownTitle={tagTitle}
        />
        <Button leftSection={<IconPlus size={18} />} onClick={add} loading={create.isPending}>
          {t('actions.add')}
        </Button>
      </Group>
    </Group>
  );

  const list = (
    <>
      <div className={classes.toolbar}>
        <PaneSearch
          value={q ?? ''}
          label={t('search')}
          clearLabel={t('clearSearch')}
          onSearch={(text) => void navigate({ search: { q: text || undefined }, replace: true })}
        />
      </div>
      {contacts.isError && <LoadFailed title={t('loadFailed')} query={contacts} m="sm" />}
      {contacts.isSuccess && count === 0 && <EmptyState size="inline" message={t('noResults')} />}
      <ContactsList contacts={contacts.data ?? []} selectedId={selectedId} label={t('listLabel')} />
    </>
  );

  return (
    <TwoPane
      header={header}
      list={list}
      detail={<Outlet />}
      hasSelection={selectedId !== undefined}
      empty={
        <Group justify="center" p="xl" c="dimmed" gap="xs">
          <IconUsers size={20} />
          <Text>{t('empty')}</Text>
        </Group>
      }
      onBack={() => void navigate({ to: '/apps/contacts', search: { q } })}
      backLabel={t('actions.back')}
    />
  );
}
