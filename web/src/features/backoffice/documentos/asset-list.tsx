// The files of a document: kind, name, type and size, with preview (pictures, PDFs) and download.
import type { Asset } from '@api/model';
import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconEye, IconFile, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assetFileName, assetKind } from '../../../components/publication/asset-files';
import { useAssetDetails } from '../../../components/publication/use-asset-details';
import { assetUrl } from '../../../lib/asset-url';
import classes from './documentos.module.css';

const kindIcon = { image: IconPhoto, pdf: IconFileTypePdf, spreadsheet: IconFile, other: IconFile } as const;

interface AssetListProps {
  assets: readonly Asset[];
  onPreview: (asset: Asset) => void;
}

export function AssetList({ assets, onPreview }: AssetListProps) {
  const { t } = useTranslation('backoffice');
  const details = useAssetDetails();
  return (
    <Stack gap="xs">
      {assets.map((asset) => {
        const kind = assetKind(asset);
        const Icon = kindIcon[kind];
        return (
          <Paper key={asset._id} withBorder radius="sm" p="sm">
            <Group wrap="nowrap" gap="sm">
              <Icon size={28} className={classes.assetIcon} aria-hidden />
              <div className={classes.assetText}>
                <Text size="sm" fw={600} truncate>
                  {asset.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {details(asset)}
                </Text>
              </div>
              {(kind === 'image' || kind === 'pdf') && (
                <Tooltip label={t('documentos.preview')}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('documentos.previewFile', { name: asset.name })}
                    onClick={() => onPreview(asset)}
                  >
                    <IconEye size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label={t('documentos.download')}>
                <ActionIcon
                  variant="subtle"
                  component="a"
                  href={assetUrl(asset.path)}
                  download={assetFileName(asset.path)}
                  aria-label={t('documentos.downloadFile', { name: asset.name })}
                >
                  <IconDownload size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
