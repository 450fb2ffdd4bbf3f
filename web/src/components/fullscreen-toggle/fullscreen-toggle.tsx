// Header button that enters and leaves fullscreen, with an error notice where the browser cannot.
import { ActionIcon } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../deferred-popup/deferred-tooltip';
import { toolbarButton } from '../toolbar-button';

export function FullscreenToggle() {
  const { t } = useTranslation('layout');
  const { toggle, fullscreen } = useFullscreenDocument();
  const label = fullscreen ? t('fullscreen.exit') : t('fullscreen.enter');

  const handleClick = () => {
    if (!document.fullscreenEnabled) {
      // Rare, and the notifications code is not part of the first download.
      void import('@mantine/notifications').then(({ notifications }) =>
        notifications.show({ color: 'red', message: t('fullscreen.unsupported') }),
      );
      return;
    }
    void toggle();
  };

  return (
    <DeferredTooltip
      label={label}
      trigger={
        <ActionIcon {...toolbarButton} aria-label={label} onClick={handleClick} visibleFrom="sm">
          {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
        </ActionIcon>
      }
    />
  );
}
