// The product table of one page: picture and name, SKU, price, stock and an "active" switch; a click on a row (or
// its name, the keyboard's way in) opens the product in the drawer. On a phone, a card per product.
import type { InventoryProduct } from '@api/model';
import { Badge, Group, Switch, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/charts/use-formatters';
import { ColumnTable, type TableColumn, type TableSort } from '../../components/column-table/column-table';
import { ProductImage } from './product-image';

interface ProductsTableProps {
  products: readonly InventoryProduct[];
  sort: TableSort;
  onOpen: (id: string) => void;
  onToggleActive: (product: InventoryProduct, active: boolean) => void;
}

function stockColor(stock: InventoryProduct['stock']): string {
  if (typeof stock !== 'number') return 'gray';
  return stock < 20 ? 'red' : stock < 30 ? 'orange' : 'teal';
}

/** A miss of the switch (its cell around it) does not open the product either. */
const ownClick = { onClick: (event: { stopPropagation: () => void }) => event.stopPropagation() };

export function ProductsTable({ products, sort, onOpen, onToggleActive }: ProductsTableProps) {
  const { t } = useTranslation('inventory');
  const format = useFormatters();
  const columns: TableColumn<InventoryProduct>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      sortable: true,
      cell: (product) => (
        <Group gap="sm" wrap="nowrap">
          <ProductImage src={product.thumbnail} alt="" size={36} />
          <UnstyledButton fz="sm" fw={600} onClick={() => onOpen(product.id)}>
            {product.name}
          </UnstyledButton>
        </Group>
      ),
    },
    {
      key: 'sku',
      header: t('fields.sku'),
      sortable: true,
      cell: (product) => (
        <Text size="sm" ff="monospace" component="span">
          {product.sku}
        </Text>
      ),
    },
    {
      key: 'price',
      header: t('fields.price'),
      sortable: true,
      numeric: true,
      cell: (product) => (typeof product.price === 'number' ? format.money(product.price) : '—'),
    },
    {
      key: 'stock',
      header: t('fields.stock'),
      sortable: true,
      numeric: true,
      cell: (product) => (
        <Badge variant="light" color={stockColor(product.stock)}>
          {typeof product.stock === 'number' ? format.number(product.stock) : '—'}
        </Badge>
      ),
    },
    {
      key: 'active',
      header: t('fields.active'),
      sortable: true,
      asideOnPhone: true,
      cellProps: ownClick,
      cell: (product) => (
        <Switch
          checked={product.active}
          aria-label={t('activeFor', { name: product.name })}
          onChange={(event) => onToggleActive(product, event.currentTarget.checked)}
        />
      ),
    },
  ];
  return (
    <ColumnTable
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      minWidth={720}
      sort={sort}
      onRowClick={(product) => onOpen(product.id)}
      highlightOnHover
      verticalSpacing="xs"
    />
  );
}
