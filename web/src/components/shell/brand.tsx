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
        <Text fw={700} size="md" lineClamp={1} visibleFrom={hidesNameOnSmallScreens ? 'sm' : undefined}>
          {t('appShortName')}
        </Text>
      )}
    </Group>
  );
}
