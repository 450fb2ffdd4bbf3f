// What a file is, as people read it: its kind in words and its size ("Documento PDF · 1,2 MB"), not its MIME type.
import type { Asset } from '@api/model';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/intl/file-size';
import { assetKind } from './asset-files';

export function useAssetDetails(): (asset: Pick<Asset, 'mimeType' | 'path' | 'size'>) => string {
  const { t, i18n } = useTranslation('space');
  return (asset) =>
    [
      t(`publication.kinds.${assetKind(asset)}`),
      asset.size === undefined ? null : formatFileSize(asset.size, i18n.language),
    ]
      .filter(Boolean)
      .join(' · ');
}
