// The assets of one publication: images shown in a grid, then the other files to open or download.
import type { DocumentWithAssets } from '@api/model';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetFileLink } from './asset-file-link';
import { splitAssets } from './asset-files';
import { AssetImage } from './asset-image';

interface PublicationAssetsProps {
  entries: readonly DocumentWithAssets[];
  /** Say so when there is nothing attached (the board viewer), or show nothing (lists). */
  showsEmpty?: boolean;
}

export function PublicationAssets({ entries, showsEmpty = false }: PublicationAssetsProps) {
  const { t } = useTranslation('space');
  const { images, files } = splitAssets(entries);
  if (images.length === 0 && files.length === 0) {
    return showsEmpty ? (
      <Text size="sm" c="dimmed">
        {t('publication.noAssets')}
      </Text>
    ) : null;
  }
  return (
    <Stack gap="sm">
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {images.map((asset) => (
            <AssetImage key={asset._id} asset={asset} />
          ))}
        </SimpleGrid>
      )}
      {files.length > 0 && (
        <Stack gap={2}>
          {files.map((asset) => (
            <AssetFileLink key={asset._id} asset={asset} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
