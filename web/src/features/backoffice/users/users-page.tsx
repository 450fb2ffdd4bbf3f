// Staff users (usuarios): find a user, by status too; activate a sign-up, lock or unlock the account (or several
// ticked ones at once), send a password-reset e-mail. Sign-ups waiting for activation are announced until none is left.
import { useSearchUsuarios } from '@api/endpoints/node-usuarios/node-usuarios';
import { type Usuario, UsuarioStatus } from '@api/model';
import { Box, Button, Checkbox, Flex, Paper, Select, Table, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal';
import { useLinkProps } from '../../../components/navigation/use-link-props';
import { ScrollTable } from '../../../components/scroll-table';
import { useIsPhone } from '../../../components/shell/use-is-phone';
import { useSessionUser } from '../../../lib/auth/use-session-user';
import { collectionBasePath } from '../../../lib/resources/module-routes';
import { tickedIds } from '../../../lib/ticked-ids';
import { QueryState } from '../shared/query-state';
import { ScreenHeader } from '../shared/screen-header';
import { SearchBox } from '../shared/search-box';
import { PendingSignUpsNotice } from './pending-sign-ups-notice';
import { useUserWrites } from './use-user-writes';
import { UserRow } from './user-row';
import { UsersBulkBar } from './users-bulk-bar';

const route = getRouteApi('/backoffice/users');
const pageSize = 20;
const statuses = Object.values(UsuarioStatus);

export function UsersPage() {
  const { t } = useTranslation('backoffice');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const users = useSearchUsuarios({
    q: search.q,
    status: search.status,
    page: page - 1,
    size: pageSize,
    sort: 'username',
  });
  const writes = useUserWrites();
  const linkProps = useLinkProps();
  const isPhone = useIsPhone();
  const [resetting, setResetting] = useState<Usuario | null>(null);
  // The ticks belong to the page shown: another page, search or status starts with none.
  const listKey = JSON.stringify([search.q, search.status, page]);
  const [selection, setSelection] = useState<{ listKey: string; ids: ReadonlySet<string> }>({
    listKey,
    ids: new Set(),
  });
  const ticked = selection.listKey === listKey ? selection.ids : new Set<string>();
  const setTicked = (ids: ReadonlySet<string>) => setSelection({ listKey, ids });
  const items = users.data?.items ?? [];
  // One's own account is never locked from here (that would sign oneself out for good): it is not ticked either.
  const ownId = useSessionUser('admin')?._id;
  const tickable = items.filter((user) => user._id !== ownId);
  const tickedUsers = items.filter((user) => ticked.has(user._id));
  const tick = (ids: readonly string[], isOn: boolean) => setTicked(tickedIds(ticked, ids, isOn));

  return (
    <>
      <ScreenHeader title={t('users.title')} description={t('users.description')}>
        {/* A new account is written in the collection's own form: every field the contract has, none twice. */}
        <Button
          leftSection={<IconPlus size={16} />}
          component="a"
          {...linkProps(`${collectionBasePath('usuarios')}/nuevo`)}
        >
          {t('users.new')}
        </Button>
      </ScreenHeader>
      {search.status !== 'pending' && <PendingSignUpsNotice mb="md" />}
      <Paper withBorder radius="md" p="md">
        <Flex gap="sm" direction={{ base: 'column', sm: 'row' }}>
          <Box flex={1}>
            <SearchBox
              value={search.q}
              label={t('users.search')}
              onSearch={(q) => void navigate({ search: (prev) => ({ ...prev, q, page: undefined }), replace: true })}
            />
          </Box>
          <Select
            aria-label={t('users.statusTitle')}
            placeholder={t('users.anyStatus')}
            data={statuses.map((value) => ({ value, label: t(`users.status.${value}`) }))}
            value={search.status ?? null}
            clearable
            w={{ base: '100%', sm: 220 }}
            onChange={(status) =>
              void navigate({
                search: (prev) => ({ ...prev, status: statuses.find((value) => value === status), page: undefined }),
              })
            }
          />
        </Flex>
        <QueryState
          result={users}
          isEmpty={items.length === 0}
          emptyText={search.q || search.status ? t('common.noMatches') : undefined}
          total={users.data?.total ?? 0}
          query={search.q}
          paging={{
            page,
            totalPages: users.data?.totalPages ?? 1,
            onPage: (next) => void navigate({ search: (prev) => ({ ...prev, page: next }) }),
          }}
        >
          {tickedUsers.length > 0 && <UsersBulkBar users={tickedUsers} writes={writes} onSelectionChange={setTicked} />}
          <ScrollTable minWidth={240} mt="md">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('users.tickPage')}
                      checked={tickable.length > 0 && tickedUsers.length === tickable.length}
                      indeterminate={tickedUsers.length > 0 && tickedUsers.length < tickable.length}
                      onChange={(event) =>
                        tick(
                          tickable.map((user) => user._id),
                          event.currentTarget.checked,
                        )
                      }
                    />
                  </Table.Th>
                  <Table.Th>{t('users.name')}</Table.Th>
                  <Table.Th visibleFrom="md">{t('users.rolesTitle')}</Table.Th>
                  {!isPhone && <Table.Th>{t('users.statusTitle')}</Table.Th>}
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
                    isPhone={isPhone}
                    isOwn={user._id === ownId}
                    isTicked={ticked.has(user._id)}
                    onTick={(isOn) => tick([user._id], isOn)}
                    onLock={() => writes.lock(user)}
                    onUnlock={() => writes.unlock(user)}
                    onActivate={() => writes.activate(user)}
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
