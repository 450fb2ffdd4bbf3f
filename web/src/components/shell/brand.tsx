// Product mark and name shown at the start of the header or side panel.
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface BrandProps {
  showsName: boolean;
  /** In the header the name gives way to the tools on small screens; in the overlay it always fits. */
  hidesNameOnSmallScreens?: boolean;
}

export function Brand({ showsName, hidesNameOnSmallScreens = false }: BrandProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={36} radius="md" variant="filled" aria-hidden>
        <IconBuildingBank size={22} stroke={1.6} />
      </ThemeIcon>
      {showsName && (
        // Two lines at most: beside the mark in the side panel, "Control de Contrataciones" needs two (on one it
        // was cut to "Control de…").
        <Text fw={700} size="md" lh={1.25} lineClamp={2} visibleFrom={hidesNameOnSmallScreens ? 'sm' : undefined}>
          {t('appShortName')}
        </Text>
      )}
    </Group>
  );
}
