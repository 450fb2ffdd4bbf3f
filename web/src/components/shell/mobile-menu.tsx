// Small-screen navigation overlay shared by every layout: the vertical menu, or the training links.
import { Drawer, ScrollArea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RetryableQuery } from '../load-failed/load-failed';
import type { NavigationItem } from '../navigation/navigation-item';
import { VerticalNavigation } from '../navigation/vertical-navigation';
import { Brand } from './brand';
import { NavigationFailure } from './navigation-failure';
import type { ShellUser } from './shell-data';
import { TrainingLinks } from './training-links';

interface MobileMenuProps {
  isOpen: boolean;
  onClose: () => void;
  items: readonly NavigationItem[];
  user: ShellUser | null;
  isTraining: boolean;
  navigationFailure?: RetryableQuery;
}

export function MobileMenu({ isOpen, onClose, items, user, isTraining, navigationFailure }: MobileMenuProps) {
  const { t } = useTranslation('layout');
  // Loaded by a press on the menu button before the first idle time, the drawer mounts asked to be open: it opens
  // one render later, as Mantine notes the element to give the focus back to when `opened` turns true.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={isOpen && isMounted}
      onClose={onClose}
      size={320}
      padding="md"
      hiddenFrom="md"
      title={<Brand showsName />}
      closeButtonProps={{ 'aria-label': t('menu.close') }}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {isTraining ? (
        <TrainingLinks user={user} orientation="vertical" onNavigate={onClose} />
      ) : (
        <>
          {navigationFailure && <NavigationFailure query={navigationFailure} />}
          <VerticalNavigation items={items} label={t('navigation.label')} onNavigate={onClose} />
        </>
      )}
    </Drawer>
  );
}
