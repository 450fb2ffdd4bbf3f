// Staff users (usuarios): find a user, lock or unlock the account, send a password-reset e-mail.
import { useSearchUsuarios } from '@api/endpoints/node-usuarios/node-usuarios';
import type { Usuario } from '@api/model';
import { Paper, Table, VisuallyHidden } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { ScrollTable } from '../../../components/scroll-table';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { SearchBox } from '../shared/search-box';
import { useUserWrites } from './use-user-writes';
import { UserRow } from './user-row';

const route = getRouteApi('/backoffice/users');
const pageSize = 20;

export function UsersPage() {
  const { t } = useTranslation('backoffice');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const users = useSearchUsuarios({ q: search.q, page: page - 1, size: pageSize, sort: 'username' });
  const writes = useUserWrites();
  const [resetting, setResetting] = useState<Usuario | null>(null);
  const items = users.data?.items ?? [];

  return (
    <>
      <ScreenHeader title={t('users.title')} description={t('users.description')} />
      <Paper withBorder radius="md" p="md">
        <SearchBox
          value={search.q}
          label={t('users.search')}
          onSearch={(q) => void navigate({ search: { q }, replace: true })}
        />
        <QueryState
          result={users}
          isEmpty={items.length === 0}
          emptyText={search.q ? t('common.noMatches') : undefined}
          total={users.data?.total ?? 0}
          query={search.q}
          paging={{
            page,
            totalPages: users.data?.totalPages ?? 1,
            onPage: (next) => void navigate({ search: (prev) => ({ ...prev, page: next }) }),
          }}
        >
          <ScrollTable minWidth={280} mt="md">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.name')}</Table.Th>
                  <Table.Th visibleFrom="md">{t('users.rolesTitle')}</Table.Th>
                  <Table.Th>{t('users.statusTitle')}</Table.Th>
                  <Table.Th visibleFrom="md">{t('users.lastLogin')}</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>{t('users.actionsTitle')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((user) => (
                  <UserRow
                    key={user._id}
                    user={user}
                    onLock={() => writes.lock(user)}
                    onUnlock={() => writes.unlock(user)}
                    onReset={() => setResetting(user)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </QueryState>
      </Paper>
      <ConfirmModal
        opened={resetting !== null}
        title={t('users.resetTitle')}
        message={t('users.resetMessage', { email: resetting?.email ?? '' })}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('users.resetConfirm')}
        color="blue"
        isPending={writes.isResetPending}
        onClose={() => setResetting(null)}
        onConfirm={() => resetting && writes.sendReset(resetting.email, () => setResetting(null))}
      />
    </>
  );
}
