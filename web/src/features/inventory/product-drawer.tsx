// The drawer of the product named in the URL (?product=): its form, save and delete (with a confirmation).
// Full screen on a phone.
import { getInventoryGetProductQueryOptions } from '@api/endpoints/inventory/inventory';
import { Alert, Drawer } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/confirm-modal/confirm-modal';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { LoadingState } from '../../components/screen-states/screen-states';
import { useIsPhone } from '../../components/shell/use-is-phone';
import { hasFailedToLoad, isNotFound } from '../../lib/is-not-found';
import { ProductForm } from './product-form';
import { toProductChanges } from './product-form-values';
import { useProductMutations } from './use-product-mutations';

interface ProductDrawerProps {
  productId: string | undefined;
  /** Closes the drawer; `discard` when its changes are gone anyway (the product was deleted). */
  onClose: (discard?: boolean) => void;
}

export function ProductDrawer({ productId, onClose }: ProductDrawerProps) {
  const { t } = useTranslation('inventory');
  const isPhone = useIsPhone();
  const product = useQuery({
    ...getInventoryGetProductQueryOptions({ id: productId ?? '' }),
    enabled: productId !== undefined,
  });
  const loaded = product.data ?? undefined;
  const { update, remove } = useProductMutations();
  const [isConfirming, setConfirming] = useState(false);
  const failed = (message: string) => notifications.show({ color: 'red', title: t('notify.failedTitle'), message });
  const confirmDelete = () =>
    productId &&
    remove.mutate(
      { params: { id: productId } },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: 'teal', message: t('notify.deleted') });
          onClose(true);
        },
        onError: () => failed(t('notify.deleteFailed')),
      },
    );

  return (
    <Drawer
      opened={productId !== undefined}
      onClose={() => onClose()}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      title={product.data?.name ?? t('product')}
    >
      {product.isPending && <LoadingState />}
      {hasFailedToLoad(product) && <LoadFailed title={t('productLoadFailed')} query={product} />}
      {(isNotFound(product.error) || product.data === null) && <Alert color="red">{t('notFound')}</Alert>}
      {loaded && (
        <ProductForm
          key={loaded.id}
          product={loaded}
          isSaving={update.isPending}
          onDelete={() => setConfirming(true)}
          onSave={(values) =>
            update.mutateAsync({ data: { id: loaded.id, product: toProductChanges(values) } }).then(
              () => notifications.show({ color: 'teal', message: t('notify.saved') }),
              (error: unknown) => {
                failed(t('notify.saveFailed'));
                throw error;
              },
            )
          }
        />
      )}
      <ConfirmModal
        opened={isConfirming}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message', { name: product.data?.name ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Drawer>
  );
}
