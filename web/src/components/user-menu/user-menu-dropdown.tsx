// The user menu's dropdown: user id and e-mail, the profile entry, the presence submenu (web users with a
// person) and sign-out.
import { Menu, Text } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSignOutAndLeave } from '../../lib/auth/use-sign-out';
import { type PopupProps, useDeferredPopupState } from '../deferred-popup/defer-popup';
import { EmailAddress } from '../email-address';
import type { ShellUser } from '../shell/shell-data';
import { PresenceMenu } from './presence-menu';

interface UserMenuDropdownProps extends PopupProps {
  user: ShellUser;
}

export function UserMenuDropdown({ trigger, defaultOpened, user }: UserMenuDropdownProps) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const signOut = useSignOutAndLeave(user.kind);

  const profileHref =
    user.kind === 'web' ? `/persona/perfil/editar/${user.personId}` : `/loggeduser/profile/${user.personId}`;

  const popupState = useDeferredPopupState(defaultOpened);
  return (
    <Menu position="bottom-end" withArrow width={240} {...popupState.root}>
      <Menu.Target>{popupState.target(trigger)}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.signedInAs', { id: user.username })}</Menu.Label>
        {/* Whole, wrapped after its @: cut with an ellipsis, a long address lost its domain. */}
        <Text size="sm" px="sm" pb="xs" style={{ overflowWrap: 'break-word' }}>
          <EmailAddress address={user.email} />
        </Text>
        <Menu.Divider />
        {user.personId && (
          <Menu.Item leftSection={<IconUser size={16} />} onClick={() => void navigate({ href: profileHref })}>
            {t('userMenu.profile')}
          </Menu.Item>
        )}
        {user.kind === 'web' && user.hasPerson && <PresenceMenu webuserId={user.id} status={user.status} />}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={signOut}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
