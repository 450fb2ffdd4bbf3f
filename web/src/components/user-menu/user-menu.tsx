// Header user control: a sign-in button for visitors, an avatar menu with the e-mail for signed-in users.
// Profile, presence status and sign-out entries come with the session hooks (see the shell issue).
import { ActionIcon, Avatar, Button, Menu } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ShellUser } from '../shell/shell-data';

export type SignInTarget = '/sign-in' | '/web/ingresar';

interface UserMenuProps {
  user: ShellUser | null;
  signInTo: SignInTarget;
}

export function UserMenu({ user, signInTo }: UserMenuProps) {
  const { t } = useTranslation('layout');

  if (!user) {
    return (
      <>
        <Button
          variant="light"
          size="xs"
          visibleFrom="sm"
          leftSection={<IconLogin size={16} />}
          renderRoot={(props) => <Link to={signInTo} {...props} />}
        >
          {t('userMenu.signIn')}
        </Button>
        <ActionIcon
          variant="light"
          size="lg"
          hiddenFrom="sm"
          aria-label={t('userMenu.signIn')}
          renderRoot={(props) => <Link to={signInTo} {...props} />}
        >
          <IconLogin size={18} />
        </ActionIcon>
      </>
    );
  }

  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <ActionIcon variant="subtle" radius="xl" size="lg" aria-label={t('userMenu.label')}>
          <Avatar src={user.avatar} name={user.email} color="initials" size={32} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.signedInAs', { id: user.id })}</Menu.Label>
        <Menu.Item disabled>{user.email}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
