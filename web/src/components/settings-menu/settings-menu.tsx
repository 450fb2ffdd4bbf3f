// Header popover for appearance: colour scheme (light, dark, automatic) and theme, both remembered. The button
// shows at once; the popover's code loads after the first screen (see defer-popup.tsx).
import { ActionIcon } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredPopup, lazyPopup } from '../deferred-popup/defer-popup';
import { toolbarButton } from '../toolbar-button';

const SettingsPopover = lazyPopup(() => import('./settings-popover').then((module) => module.SettingsPopover));

export function SettingsMenu() {
  const { t } = useTranslation('layout');
  return (
    <DeferredPopup
      popupType="dialog"
      popup={SettingsPopover}
      trigger={
        <ActionIcon {...toolbarButton} aria-label={t('settings.label')}>
          <IconAdjustmentsHorizontal size={20} />
        </ActionIcon>
      }
    />
  );
}
