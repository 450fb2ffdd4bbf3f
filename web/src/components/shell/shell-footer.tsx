// Footer of the company layouts: copyright, and from tablet width the product version and source revision.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { config } from '../../lib/env';
import classes from './app-layout.module.css';

export function ShellFooter() {
  const { t } = useTranslation('layout');
  return (
    <Group className={classes.footer} justify="space-between" wrap="nowrap" gap="xs">
      {/* Two lines where one does not hold it: on a phone one line cut the body's own name. */}
      <Text size="xs" c="dimmed" lh={1.3} lineClamp={2}>
        {t('footer.copyright', { year: new Date().getFullYear(), owner: t('footer.owner') })}
      </Text>
      {/* For those who report a problem, on a desktop; on a phone the body's notice needs the whole width. */}
      <Text size="xs" c="dimmed" className={classes.versionText} visibleFrom="sm">
        {t('footer.version', { version: config.version, revision: config.revision })}
      </Text>
    </Group>
  );
}
