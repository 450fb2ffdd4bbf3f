// A file asset (PDF, spreadsheet, other): its name, type and size, with links to open and to download it.
import type { Asset } from '@api/model';
import { Anchor, Box, Group, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconFile, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../lib/asset-url';
import { assetFileName, assetKind } from './asset-files';
import classes from './publication.module.css';
import { useAssetDetails } from './use-asset-details';

const icons = { pdf: IconFileTypePdf, spreadsheet: IconFileSpreadsheet, image: IconFile, other: IconFile };

export function AssetFileLink({ asset }: { asset: Asset }) {
  const { t } = useTranslation('space');
  const kind = assetKind(asset);
  const Icon = icons[kind];
  const url = assetUrl(asset.path);
  const details = useAssetDetails()(asset);

  return (
    <Group className={classes.fileRow} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ThemeIcon variant="light" size="lg" radius="md" color={kind === 'pdf' ? 'red' : undefined}>
          <Icon size={20} stroke={1.5} aria-hidden />
        </ThemeIcon>
        <Box miw={0}>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" fw={500} size="sm" lineClamp={2}>
            {asset.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {details}
          </Text>
        </Box>
      </Group>
      <Anchor
        href={url}
        download={assetFileName(asset.path)}
        size="sm"
        aria-label={t('publication.downloadFile', { name: asset.name })}
      >
        <Group gap={4} wrap="nowrap">
          <IconDownload size={16} aria-hidden />
          <Text span size="sm" visibleFrom="xs">
            {t('publication.download')}
          </Text>
        </Group>
      </Anchor>
    </Group>
  );
}
