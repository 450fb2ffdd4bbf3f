// Small-screen navigation overlay shared by every layout: the vertical menu, or the training links.
import { Drawer, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NavigationItem } from '../navigation/navigation-item';
import { VerticalNavigation } from '../navigation/vertical-navigation';
import { Brand } from './brand';
import type { ShellUser } from './shell-data';
import { TrainingLinks } from './training-links';

interface MobileMenuProps {
  isOpen: boolean;
  onClose: () => void;
  items: readonly NavigationItem[];
  user: ShellUser | null;
  isTraining: boolean;
}

export function MobileMenu({ isOpen, onClose, items, user, isTraining }: MobileMenuProps) {
  const { t } = useTranslation('layout');
  return (
    <Drawer
      opened={isOpen}
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
        <VerticalNavigation items={items} label={t('navigation.label')} onNavigate={onClose} />
      )}
    </Drawer>
  );
}
