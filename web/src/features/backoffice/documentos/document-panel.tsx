// The open document: what it is and the procurement file it belongs to (each a link away), and its files with
// upload, preview and download.
import { useSearchAssets } from '@api/endpoints/node-assets/node-assets';
import type { Asset, Document } from '@api/model';
import { Badge, Box, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullRecordLink } from '../../../components/resource/full-record-link';
import { ReferenceName } from '../../../components/resource/reference-name';
import { useResourceLabels } from '../../../lib/resources/use-resource-labels';
import { formatDate } from '../shared/format';
import { QueryState } from '../shared/query-state';
import { AssetList } from './asset-list';
import { AssetPreviewModal } from './asset-preview-modal';
import { assetsParams, useAssetUpload } from './use-asset-upload';

export function DocumentPanel({ document }: { document: Document }) {
  const { t, i18n } = useTranslation('backoffice');
  const labels = useResourceLabels();
  const assets = useSearchAssets(assetsParams(document._id));
  const { upload, isPending } = useAssetUpload(document._id);
  const [previewed, setPreviewed] = useState<Asset | null>(null);
  const list = assets.data?.items ?? [];
  return (
    <Box p="lg">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {[document.reference, labels.value(document.type, 'documents')].filter(Boolean).join(' · ')}
          </Text>
          <Title order={2} fz="h3">
            {document.title}
          </Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light">{labels.value(document.status, 'documents')}</Badge>
            {document.issuedAt && (
              <Text size="sm" c="dimmed">
                {t('documentos.issuedOn', { date: formatDate(document.issuedAt, i18n.language) })}
              </Text>
            )}
          </Group>
          {/* Which file of the office's it belongs to: several files have a document of the same title. */}
          {document.projectId && (
            <Text size="sm" mt={4}>
              {labels.fieldTitle('documents', 'projectId')}:{' '}
              <ReferenceName collection="projects" id={document.projectId} linked />
            </Text>
          )}
          <FullRecordLink collection="documents" id={document._id} />
        </div>
        {document.description && <Text size="sm">{document.description}</Text>}
        <Group justify="space-between">
          <Title order={3} fz="h5">
            {t('documentos.files')}
          </Title>
          <FileButton onChange={(file) => file && void upload(file)}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />} variant="light" loading={isPending}>
                {t('documentos.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        <QueryState result={assets} isEmpty={list.length === 0} emptyText={t('documentos.noFiles')}>
          <AssetList assets={list} onPreview={setPreviewed} />
        </QueryState>
      </Stack>
      {previewed && <AssetPreviewModal asset={previewed} onClose={() => setPreviewed(null)} />}
    </Box>
  );
}
