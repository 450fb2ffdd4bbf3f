// Header user control: a sign-in button for visitors; for a signed-in user a menu with the user id and
// e-mail, the profile entry, the presence submenu (web users with a person) and sign-out. The avatar and
// its status dot show only once the user's person is known. The avatar button shows at once; the menu's code
// loads after the first screen (see defer-popup.tsx).
import { ActionIcon, Avatar, Button, Indicator } from '@mantine/core';
import { IconLogin, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeferredPopup, lazyPopup } from '../deferred-popup/defer-popup';
import type { ShellUser } from '../shell/shell-data';
import { isPresenceStatus, presenceColors } from './presence';
import classes from './user-menu.module.css';

const UserMenuDropdown = lazyPopup(() => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown));

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
  if (!user) return <SignInButton signInTo={signInTo} />;

  const status = isPresenceStatus(user.status) ? user.status : undefined;
  return (
    <DeferredPopup
      popupType="menu"
      popup={UserMenuDropdown}
      user={user}
      trigger={
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
      }
    />
  );
}
