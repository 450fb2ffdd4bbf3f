// Uploading a file to a document: hash it, create its Asset record, refresh the document's assets.
import { getSearchAssetsQueryKey, useCreateAsset } from '@api/endpoints/node-assets/node-assets';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySaved } from '../shared/notify';
import { assetInputFor, sha256Hex } from './upload-asset';

export function assetsParams(documentId: string) {
  return { documentId, size: 100, sort: 'name', order: 'asc' } as const;
}

export function useAssetUpload(documentId: string) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [isHashing, setHashing] = useState(false);
  const create = useCreateAsset({
    mutation: {
      onError: notifyFailure,
      onSuccess: (asset) => {
        notifySaved(t('documentos.uploaded', { name: asset.name }));
        return queryClient.invalidateQueries({ queryKey: getSearchAssetsQueryKey(assetsParams(documentId)) });
      },
    },
  });
  const upload = async (file: File) => {
    setHashing(true);
    try {
      create.mutate({ data: assetInputFor(documentId, file, await sha256Hex(file)) });
    } finally {
      setHashing(false);
    }
  };
  return { upload, isPending: isHashing || create.isPending };
}
