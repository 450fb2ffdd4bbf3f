// Preview of an asset's file: pictures inline, PDFs in the browser's own viewer where it has one, with a
// download link.
import type { Asset } from '@api/model';
import { Button, Group, Image, Modal } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PdfFrame } from '../../../components/pdf-frame/pdf-frame';
import { assetFileName, assetKind } from '../../../components/publication/asset-files';
import { assetUrl } from '../../../lib/asset-url';
import classes from './documentos.module.css';

export function AssetPreviewModal({ asset, onClose }: { asset: Asset; onClose: () => void }) {
  const { t } = useTranslation('backoffice');
  const url = assetUrl(asset.path);
  const kind = assetKind(asset);
  return (
    <Modal opened onClose={onClose} title={asset.name} size="xl" centered>
      {kind === 'image' ? (
        <Image src={url} alt={asset.name} fit="contain" mah="70vh" />
      ) : (
        <PdfFrame url={url} title={asset.name} className={classes.pdfFrame} />
      )}
      <Group justify="flex-end" mt="md">
        <Button component="a" href={url} download={assetFileName(asset.path)} leftSection={<IconDownload size={16} />}>
          {t('documentos.download')}
        </Button>
      </Group>
    </Modal>
  );
}
