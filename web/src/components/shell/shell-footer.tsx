// Footer of the company layouts: copyright, product version and source revision.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { config } from '../../lib/env';
import classes from './app-layout.module.css';

export function ShellFooter() {
  const { t } = useTranslation('layout');
  return (
    <Group className={classes.footer} justify="space-between" wrap="nowrap" gap="xs">
      <Text size="xs" c="dimmed" truncate>
        {t('footer.copyright', { year: new Date().getFullYear(), owner: t('footer.owner') })}
      </Text>
      <Text size="xs" c="dimmed" className={classes.versionText}>
        {t('footer.version', { version: config.version, revision: config.revision })}
      </Text>
    </Group>
  );
}
