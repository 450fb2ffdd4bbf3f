// Edit form of one product: text fields, the category, brand, vendor and tags pickers, the numbers (number
// inputs: the sale price follows base price and tax), the pictures and the "active" switch.
import {
  useInventoryListBrands,
  useInventoryListCategories,
  useInventoryListTags,
  useInventoryListVendors,
} from '@api/endpoints/inventory/inventory';
import type { InventoryProduct } from '@api/model';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard, toAnotherSearchValue } from '../../components/leave-guard/leave-guard';
import { useQueryOptions } from '../../components/option-list/use-option-list-status';
import { type ProductFormValues, salePrice, toFormValues } from './product-form-values';
import { ProductImagesField } from './product-images-field';

interface ProductFormProps {
  product: InventoryProduct;
  isSaving: boolean;
  /** Saves; the form counts as unchanged once it resolves. */
  onSave: (values: ProductFormValues) => Promise<unknown>;
  onDelete: () => void;
}

/** The open product is in the address's search: closing the drawer, or another product, leaves the form. */
const toAnotherProduct = toAnotherSearchValue('product');

export function ProductForm({ product, isSaving, onSave, onDelete }: ProductFormProps) {
  const { t, i18n } = useTranslation('inventory');
  // Decimals are typed the way the interface language writes them (1966,68 in Spanish).
  const decimalSeparator = i18n.language === 'es' ? ',' : '.';
  const categories = useInventoryListCategories();
  const brands = useInventoryListBrands();
  const vendors = useInventoryListVendors();
  const tags = useInventoryListTags();
  const form = useForm<ProductFormValues>({
    initialValues: toFormValues(product),
    validate: {
      name: (value) => (value.trim() === '' ? t('validation.required') : null),
      stock: (value) => (value !== '' && value < 0 ? t('validation.notNegative') : null),
    },
    onValuesChange: (values, previous) => {
      if (values.basePrice !== previous.basePrice || values.taxPercent !== previous.taxPercent) {
        form.setFieldValue('price', salePrice(values.basePrice, values.taxPercent));
      }
    },
  });
  const byName = (one: { id: string; name: string }) => ({ value: one.id, label: one.name });
  const categoryOptions = useQueryOptions(categories, byName, form.values.category);
  const brandOptions = useQueryOptions(brands, byName, form.values.brand);
  const vendorOptions = useQueryOptions(vendors, byName, form.values.vendor);
  const tagOptions = useQueryOptions(
    tags,
    (one) => ({ value: one.id, label: one.title }),
    form.values.tags,
    t('noTagMatches'),
  );
  // NumberInput gives '' while empty, or text while half-typed ("12."): the form keeps a number or ''.
  const toNumber = (value: number | string): number | '' => (typeof value === 'number' ? value : '');

  const save = (values: ProductFormValues) =>
    onSave(values).then(
      () => form.resetDirty(values),
      () => undefined,
    );

  return (
    <form onSubmit={form.onSubmit(save)}>
      <LeaveGuard hasChanges={form.isDirty} leaves={toAnotherProduct} />
      <Stack gap="md">
        <TextInput label={t('fields.name')} withAsterisk {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('fields.sku')} {...form.getInputProps('sku')} />
          <TextInput label={t('fields.barcode')} {...form.getInputProps('barcode')} />
          <Select label={t('fields.category')} {...categoryOptions} {...form.getInputProps('category')} />
          <Select label={t('fields.brand')} {...brandOptions} {...form.getInputProps('brand')} />
          <Select label={t('fields.vendor')} {...vendorOptions} {...form.getInputProps('vendor')} />
          <MultiSelect label={t('fields.tags')} {...tagOptions} searchable {...form.getInputProps('tags')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, xs: 4 }}>
          {(['cost', 'basePrice', 'taxPercent', 'price'] as const).map((field) => (
            <NumberInput
              key={field}
              label={t(`fields.${field}`)}
              min={0}
              decimalScale={2}
              decimalSeparator={decimalSeparator}
              {...form.getInputProps(field)}
              onChange={(value) => form.setFieldValue(field, toNumber(value))}
            />
          ))}
          {(['weight', 'stock', 'reserved'] as const).map((field) => (
            <NumberInput
              key={field}
              label={t(`fields.${field}`)}
              min={0}
              allowDecimal={field === 'weight'}
              decimalSeparator={decimalSeparator}
              {...form.getInputProps(field)}
              onChange={(value) => form.setFieldValue(field, toNumber(value))}
            />
          ))}
        </SimpleGrid>
        <Textarea label={t('fields.description')} autosize minRows={3} {...form.getInputProps('description')} />
        <ProductImagesField
          images={form.values.images}
          thumbnail={form.values.thumbnail}
          onChange={(images, thumbnail) => form.setValues({ images, thumbnail })}
        />
        <Switch label={t('fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={onDelete}>
            {t('delete')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
