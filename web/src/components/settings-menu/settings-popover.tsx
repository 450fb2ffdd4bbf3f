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
import { useTranslation } from 'react-i18next';
import { useThemeSettings } from '../../lib/theme-settings';
import { themeNames, themePrimaryColors } from '../../theme';
import type { PopupProps } from '../deferred-popup/defer-popup';
import classes from './settings-menu.module.css';

const colorSchemes: MantineColorScheme[] = ['light', 'dark', 'auto'];

export function SettingsPopover({ trigger, defaultOpened }: PopupProps) {
  const { t } = useTranslation('layout');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { themeName, setThemeName } = useThemeSettings();

  return (
    <Popover position="bottom-end" withArrow shadow="md" width={280} defaultOpened={defaultOpened}>
      <Popover.Target>{trigger}</Popover.Target>
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
