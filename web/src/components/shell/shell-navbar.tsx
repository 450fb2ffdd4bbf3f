// Side panel of the vertical layouts: brand, optional user card and the navigation list or rail.
import { AppShell, Avatar, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../email-address';
import type { NavigationItem } from '../navigation/navigation-item';
import { NavigationRail } from '../navigation/navigation-rail';
import { VerticalNavigation } from '../navigation/vertical-navigation';
import classes from './app-layout.module.css';
import { Brand } from './brand';
import type { LayoutDefinition } from './layout-definitions';
import type { ShellUser } from './shell-data';

interface ShellNavbarProps {
  definition: LayoutDefinition;
  items: readonly NavigationItem[];
  user: ShellUser | null;
}

export function ShellNavbar({ definition, items, user }: ShellNavbarProps) {
  const { t } = useTranslation('layout');
  const isList = definition.appearance === 'list';
  const navbarClass = definition.hasColoredNavbar ? `${classes.navbar} ${classes.navbarColored}` : classes.navbar;

  return (
    // The side panel is always dark, whatever the page's colour scheme, as in the reference layouts.
    <AppShell.Navbar className={navbarClass} data-mantine-color-scheme="dark">
      <Group className={isList ? classes.navbarBrand : `${classes.navbarBrand} ${classes.navbarBrandNarrow}`}>
        <Brand showsName={isList} />
      </Group>
      {definition.showsUserInNavbar && user && isList && (
        <Group className={classes.navbarUser} gap="sm" wrap="nowrap">
          <Avatar
            src={user.hasPerson ? user.avatar : undefined}
            name={user.displayName ?? user.username}
            color="initials"
          />
          <div className={classes.navbarUserText}>
            <Text size="sm" fw={600} truncate>
              {user.displayName ?? user.username}
            </Text>
            {/* Whole, wrapped after its @: cut with an ellipsis, a long address lost its domain. */}
            <Text size="xs" c="dimmed" className={classes.navbarUserEmail}>
              <EmailAddress address={user.email} />
            </Text>
          </div>
        </Group>
      )}
      {/* The browser's own scrolling, not Mantine's ScrollArea: that one brings the floating layer's code (see
          defer-popup.tsx) into the first download for a helper it borrows. */}
      <div className={classes.navbarScroll}>
        <div className={classes.navbarContent}>
          {isList ? (
            <VerticalNavigation items={items} label={t('navigation.label')} />
          ) : (
            <NavigationRail
              items={items}
              label={t('navigation.label')}
              showsCaptions={definition.appearance === 'compact'}
            />
          )}
        </div>
      </div>
    </AppShell.Navbar>
  );
}
