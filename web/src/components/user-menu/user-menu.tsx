// Header user control: a sign-in button for visitors; for a signed-in user a menu with the user id and
// e-mail, the profile entry, the presence submenu (web users with a person) and sign-out. The avatar and
// its status dot show only once the user's person is known.
import { ActionIcon, Avatar, Button, Indicator, Menu, Text } from '@mantine/core';
import { IconLogin, IconLogout, IconUser, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { webSignInPath } from '../../lib/auth/redirects';
import { readStoredSid } from '../../lib/auth/session-storage';
import { useSignOut } from '../../lib/auth/use-sign-out';
import type { ShellUser } from '../shell/shell-data';
import { isPresenceStatus, presenceColors } from './presence';
import { PresenceMenu } from './presence-menu';
import classes from './user-menu.module.css';

export type SignInTarget = '/sign-in' | '/web/ingresar';

interface UserMenuProps {
  user: ShellUser | null;
  signInTo: SignInTarget;
}

function SignInButton({ signInTo }: { signInTo: SignInTarget }) {
  const { t } = useTranslation('layout');
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

export function UserMenu({ user, signInTo }: UserMenuProps) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const webSignOut = useSignOut('web');

  if (!user) return <SignInButton signInTo={signInTo} />;

  const status = isPresenceStatus(user.status) ? user.status : undefined;
  const profileHref =
    user.kind === 'web' ? `/persona/perfil/editar/${user.personId}` : `/loggeduser/profile/${user.personId}`;
  const signOut = () => {
    // Web users sign out here and land on web/ingresar; staff go through the sign-out route, which reads sid.
    if (user.kind === 'web') webSignOut.mutate(undefined, { onSuccess: () => void navigate({ href: webSignInPath }) });
    else void navigate({ to: '/sign-out', search: { sid: readStoredSid('admin') } });
  };

  return (
    <Menu position="bottom-end" withArrow width={240}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          radius="xl"
          size="lg"
          aria-label={t('userMenu.label')}
          className={classes.avatarButton}
        >
          {user.hasPerson ? (
            <Indicator
              disabled={!status}
              color={status ? presenceColors[status] : undefined}
              position="bottom-end"
              size={10}
              offset={4}
              withBorder
            >
              <Avatar src={user.avatar} name={user.displayName ?? user.email} color="initials" size={32} />
            </Indicator>
          ) : (
            <IconUserCircle size={26} stroke={1.5} />
          )}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.signedInAs', { id: user.username })}</Menu.Label>
        <Text size="sm" px="sm" pb="xs" truncate>
          {user.email}
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
