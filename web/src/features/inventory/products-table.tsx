// The product table of one page: picture, name, SKU, price, stock and an "active" switch; a click on a
// row opens the product in the drawer.
import type { InventoryProduct } from '@api/model';
import { Badge, Switch, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../components/charts/use-formatters';
import { ScrollTable } from '../../components/scroll-table';
import classes from './inventory.module.css';
import type { InventorySortKey } from './inventory-search';
import { ProductImage } from './product-image';
import { SortHeader } from './sort-header';

interface ProductsTableProps {
  products: readonly InventoryProduct[];
  sort: InventorySortKey;
  order: 'asc' | 'desc';
  onSort: (column: InventorySortKey) => void;
  onOpen: (id: string) => void;
  onToggleActive: (product: InventoryProduct, active: boolean) => void;
}

function stockColor(stock: InventoryProduct['stock']): string {
  if (typeof stock !== 'number') return 'gray';
  return stock < 20 ? 'red' : stock < 30 ? 'orange' : 'teal';
}

export function ProductsTable({ products, sort, order, onSort, onOpen, onToggleActive }: ProductsTableProps) {
  const { t } = useTranslation('inventory');
  const format = useFormatters();
  const header = { sort, order, onSort };
  return (
    <ScrollTable minWidth={720}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>
              <VisuallyHidden>{t('fields.thumbnail')}</VisuallyHidden>
            </Table.Th>
            <SortHeader column="name" {...header}>
              {t('fields.name')}
            </SortHeader>
            <SortHeader column="sku" {...header}>
              {t('fields.sku')}
            </SortHeader>
            <SortHeader column="price" numeric {...header}>
              {t('fields.price')}
            </SortHeader>
            <SortHeader column="stock" numeric {...header}>
              {t('fields.stock')}
            </SortHeader>
            <SortHeader column="active" {...header}>
              {t('fields.active')}
            </SortHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id} className={classes.row} onClick={() => onOpen(product.id)}>
              <Table.Td>
                <ProductImage src={product.thumbnail} alt="" size={36} />
              </Table.Td>
              <Table.Td>
                {/* The row is clickable for the mouse; the name is the keyboard's way in. */}
                <UnstyledButton
                  fz="sm"
                  fw={600}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(product.id);
                  }}
                >
                  {product.name}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {product.sku}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{typeof product.price === 'number' ? format.money(product.price) : '—'}</Table.Td>
              <Table.Td ta="right">
                <Badge variant="light" color={stockColor(product.stock)}>
                  {typeof product.stock === 'number' ? format.number(product.stock) : '—'}
                </Badge>
              </Table.Td>
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Switch
                  checked={product.active}
                  aria-label={t('activeFor', { name: product.name })}
                  onChange={(event) => onToggleActive(product, event.currentTarget.checked)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
