// One staff user in the table: who (linked to their record: its history and their activity), roles, account status
// and the account actions.
import type { Usuario } from '@api/model';
import { ActionIcon, Anchor, Badge, Box, Checkbox, Group, Menu, Table, Text } from '@mantine/core';
import { IconDots, IconKey, IconLock, IconLockOpen, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DangerMenuItem } from '../../../components/danger-menu-item';
import { EmailAddress } from '../../../components/email-address';
import { useLinkProps } from '../../../components/navigation/use-link-props';
import { recordPath } from '../../../lib/resources/module-routes';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatDateTime } from '../shared/format';
import { useStaffName } from './use-staff-name';

const statusColor = { active: 'teal', inactive: 'gray', pending: 'yellow', locked: 'red' } as const;

interface UserRowProps {
  user: Usuario;
  /** A phone's screen: the status under the name rather than in a column. */
  isPhone: boolean;
  /** The signed-in administrator's own account: neither ticked nor locked from here. */
  isOwn: boolean;
  /** Whether the account is ticked for an action on several at once. */
  isTicked: boolean;
  onTick: (ticked: boolean) => void;
  onLock: () => void;
  onUnlock: () => void;
  onActivate: () => void;
  onReset: () => void;
}

export function UserRow({
  user,
  isPhone,
  isOwn,
  isTicked,
  onTick,
  onLock,
  onUnlock,
  onActivate,
  onReset,
}: UserRowProps) {
  const { t, i18n } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const linkProps = useLinkProps();
  const staffName = useStaffName();
  const name = staffName(user);
  const isLocked = user.status === 'locked';
  // A sign-up waits for an administrator to activate it; an inactive account may be brought back.
  const status = (
    <Badge color={statusColor[user.status]} variant="light">
      {t(`users.status.${user.status}`)}
    </Badge>
  );
  const canActivate = user.status === 'pending' || user.status === 'inactive';
  return (
    <Table.Tr>
      <Table.Td>
        {!isOwn && (
          <Checkbox
            aria-label={t('users.tick', { name })}
            checked={isTicked}
            onChange={(event) => onTick(event.currentTarget.checked)}
          />
        )}
      </Table.Td>
      <Table.Td>
        <Anchor fw={600} size="sm" {...linkProps(recordPath('usuarios', user._id))}>
          {name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {user.username} · <EmailAddress address={user.email} />
        </Text>
        {/* On a phone the status goes under the name: a column of its own left the actions past the edge. */}
        {isPhone && <Box mt={4}>{status}</Box>}
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Group gap={4}>
          {user.roles.map((role) => (
            <Badge key={role} variant="outline" size="sm">
              {labels.value(role, 'usuarios')}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      {!isPhone && <Table.Td>{status}</Table.Td>}
      <Table.Td visibleFrom="md">
        <Text size="sm">{user.lastLoginAt ? formatDateTime(user.lastLoginAt, i18n.language) : t('users.never')}</Text>
      </Table.Td>
      <Table.Td>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('users.actionsFor', { name })}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {canActivate && (
              <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={onActivate}>
                {t('users.activate')}
              </Menu.Item>
            )}
            {isLocked ? (
              <Menu.Item leftSection={<IconLockOpen size={16} />} onClick={onUnlock}>
                {t('users.unlock')}
              </Menu.Item>
            ) : (
              !isOwn && (
                <DangerMenuItem leftSection={<IconLock size={16} />} onClick={onLock}>
                  {t('users.lock')}
                </DangerMenuItem>
              )
            )}
            <Menu.Item leftSection={<IconKey size={16} />} onClick={onReset}>
              {t('users.reset')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}
