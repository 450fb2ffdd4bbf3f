// Product mark and name shown at the start of the header or side panel.
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface BrandProps {
  showsName: boolean;
}

export function Brand({ showsName }: BrandProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" aria-label={showsName ? undefined : t('appName')}>
      <ThemeIcon size={36} radius="md" variant="filled" aria-hidden>
        <IconBuildingBank size={22} stroke={1.6} />
      </ThemeIcon>
      {showsName && (
        <Text fw={700} size="md" lineClamp={1}>
          {t('appShortName')}
        </Text>
      )}
    </Group>
  );
}
