// What the users screen does with the accounts ticked on its page: activate them all (a day's sign-ups, or unlocked
// accounts), or lock them all. Each account is written on the status the list showed; those refused stay ticked and
// are named with the reason.
import type { Usuario, UsuarioStatus } from '@api/model';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/refusal-text';
import { notifySaved } from '../shared/notify';
import { useStaffName } from './use-staff-name';
import type { useUserWrites } from './use-user-writes';

interface UsersBulkBarProps {
  /** The ticked accounts of the page shown. */
  users: readonly Usuario[];
  writes: Pick<ReturnType<typeof useUserWrites>, 'setStatusOfAll' | 'isBulkPending'>;
  /** The accounts still to tick after a write: those it could not change. */
  onSelectionChange: (ids: ReadonlySet<string>) => void;
}

export function UsersBulkBar({ users, writes, onSelectionChange }: UsersBulkBarProps) {
  const { t } = useTranslation('backoffice');
  const staffName = useStaffName();
  const apply = async (status: Extract<UsuarioStatus, 'active' | 'locked'>) => {
    const outcome = await writes.setStatusOfAll(users, status);
    onSelectionChange(new Set(outcome.failed.map(({ record }) => record._id)));
    if (outcome.done.length > 0)
      notifySaved(
        t(status === 'active' ? 'users.bulk.activated' : 'users.bulk.locked', { count: outcome.done.length }),
      );
    if (outcome.failed.length === 0) return;
    const reasons = outcome.failed.map(({ record, error }) => `«${staffName(record)}»: ${refusalText(error)}`);
    notifications.show({
      color: 'red',
      title: t('users.bulk.refused', { count: outcome.failed.length }),
      message: reasons.join(' · '),
    });
  };
  // Only what would change something: no "Activar" when every ticked account is active already.
  const canActivate = users.some((user) => user.status !== 'active');
  const canLock = users.some((user) => user.status !== 'locked');
  return (
    // Gone once nothing is ticked: the focus goes on to the list's "tick all" that follows.
    <Group gap="xs" role="group" aria-label={t('users.bulk.label')} mt="md" data-focus-hands-on>
      <Text size="sm" fw={600}>
        {t('users.bulk.selected', { count: users.length })}
      </Text>
      <Button
        variant="light"
        leftSection={<IconUserCheck size={16} aria-hidden />}
        disabled={!canActivate}
        loading={writes.isBulkPending}
        onClick={() => void apply('active')}
      >
        {t('users.bulk.activate')}
      </Button>
      <Button
        variant="light"
        color="red"
        leftSection={<IconLock size={16} aria-hidden />}
        disabled={!canLock}
        loading={writes.isBulkPending}
        onClick={() => void apply('locked')}
      >
        {t('users.bulk.lock')}
      </Button>
      <Button variant="subtle" onClick={() => onSelectionChange(new Set())}>
        {t('users.bulk.clear')}
      </Button>
    </Group>
  );
}
