// The appearance popover: colour scheme and theme swatches.
import {
  CheckIcon,
  ColorSwatch,
  type MantineColorScheme,
  Popover,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  useMantineColorScheme,
} from '@mantine/core';
import { cloneElement, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { popoverFocus } from '../../lib/popover-focus';
import { useThemeSettings } from '../../lib/theme-settings';
import { themeNames, themePrimaryColors } from '../../theme';
import { type PopupProps, useDeferredPopupState } from '../deferred-popup/defer-popup';
import classes from './settings-menu.module.css';

const colorSchemes: MantineColorScheme[] = ['light', 'dark', 'auto'];

export function SettingsPopover({ trigger, defaultOpened }: PopupProps) {
  const { t } = useTranslation('layout');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { themeName, setThemeName } = useThemeSettings();
  const popupState = useDeferredPopupState(defaultOpened);
  // A controlled popover leaves the opening to its target.
  const toggle = (event: MouseEvent<HTMLElement>) => {
    trigger.props.onClick?.(event);
    popupState.root.onChange(!popupState.root.opened);
  };

  return (
    <Popover {...popoverFocus} {...popupState.root} position="bottom-end" withArrow shadow="md" width={280}>
      <Popover.Target>{popupState.target(cloneElement(trigger, { onClick: toggle }))}</Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t('settings.colorScheme')}
          </Text>
          <SegmentedControl
            fullWidth
            size="xs"
            value={colorScheme}
            onChange={(value) => setColorScheme(value as MantineColorScheme)}
            data={colorSchemes.map((scheme) => ({ value: scheme, label: t(`settings.schemes.${scheme}`) }))}
          />
          <Text size="sm" fw={600}>
            {t('settings.theme')}
          </Text>
          <SimpleGrid cols={6} spacing="xs">
            {themeNames.map((name) => (
              <Tooltip key={name} label={t(`settings.themes.${name}`)}>
                <ColorSwatch
                  component="button"
                  type="button"
                  className={classes.swatch}
                  color={`var(--mantine-color-${themePrimaryColors[name]}-filled)`}
                  aria-label={t(`settings.themes.${name}`)}
                  aria-pressed={name === themeName}
                  onClick={() => setThemeName(name)}
                >
                  {name === themeName && <CheckIcon className={classes.check} />}
                </ColorSwatch>
              </Tooltip>
            ))}
          </SimpleGrid>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
