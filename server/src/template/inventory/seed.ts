// Deterministic inventory seed: 23 watches whose names, tags and categories agree with each other,
// with the template's value patterns (tax 8/10/18/20/30, price = basePrice × (1 + tax/100), 8 active).
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { slugify } from '../support/slug.ts';
import type { InventoryBrand, InventoryCategory, InventoryProduct, InventoryState, InventoryTag } from './types.ts';

const GENDERS = [
  { word: 'Mens', slug: 'mens', name: 'Caballero' },
  { word: 'Ladies', slug: 'ladies', name: 'Señora' },
  { word: 'Unisex', slug: 'unisex', name: 'Unisex' },
] as const;
const MOVEMENTS = [
  { word: 'Automatic', tag: 'automatic', text: 'movimiento automático' },
  { word: 'Chronograph', tag: 'chronograph', text: 'cronógrafo de cuarzo' },
] as const;
const SIZES = ['40mm', '44mm'] as const;
const WATER_RESISTANCE = [5, 10] as const;
/** Tag titles as the template seeds them. */
const TAG_TITLES = ['mens', 'ladies', 'unisex', '44mm', '40mm', '5 ATM', '10 ATM', 'automatic', 'chronograph', 'watch'];
const TAX_PERCENTS = [8, 10, 18, 20, 30] as const;
const PRICE_RANGE = { min: 808.92, max: 2402.4 };
const PRODUCT_COUNT = 23;
const ACTIVE_COUNT = 8;

const round2 = (value: number): number => Math.round(value * 100) / 100;

export function seedInventory(context: SeedContext): InventoryState {
  const faker = seededFaker(context, 'inventory');
  const categories: InventoryCategory[] = GENDERS.map((gender) => ({
    id: faker.string.uuid(),
    parentId: null,
    name: gender.name,
    slug: gender.slug,
  }));
  const tags: InventoryTag[] = TAG_TITLES.map((title) => ({ id: faker.string.uuid(), title }));
  const named = (name: string): InventoryBrand => ({ id: faker.string.uuid(), name, slug: slugify(name) });
  const brands = faker.helpers.uniqueArray(() => faker.person.lastName().split(' ')[0] ?? '', 5).map(named);
  const vendors = faker.helpers.uniqueArray(() => faker.company.name(), 3).map(named);
  const tagId = (title: string): string => tags.find((tag) => tag.title === title)?.id ?? '';

  const activeIndexes = new Set(faker.helpers.arrayElements([...Array(PRODUCT_COUNT).keys()], ACTIVE_COUNT));
  const missingThumbnail = faker.number.int({ min: 0, max: PRODUCT_COUNT - 1 });

  const products = Array.from({ length: PRODUCT_COUNT }, (_, index): InventoryProduct => {
    const gender = GENDERS[index % GENDERS.length] ?? GENDERS[0];
    const movement = faker.helpers.arrayElement(MOVEMENTS);
    const size = faker.helpers.arrayElement(SIZES);
    const atm = faker.helpers.arrayElement(WATER_RESISTANCE);
    const brand = faker.helpers.arrayElement(brands);
    const taxPercent = faker.helpers.arrayElement(TAX_PERCENTS);
    const factor = 1 + taxPercent / 100;
    const basePrice = faker.number.int({
      min: Math.ceil(PRICE_RANGE.min / factor),
      max: Math.floor(PRICE_RANGE.max / factor),
    });
    const picture = String(index + 1).padStart(2, '0');
    return {
      id: faker.string.uuid(),
      category: categories[index % categories.length]?.id ?? '',
      name: `${brand.name} ${gender.word} ${movement.word} Watch ${size} ${atm} ATM`,
      description: `Reloj de ${gender.name.toLowerCase()} con ${movement.text}, caja de ${size.replace('mm', ' mm')} y resistencia al agua de ${atm} ATM. ${faker.helpers.arrayElement(DESCRIPTION_ENDINGS)}`,
      tags: [tagId(gender.slug), tagId(size), tagId(`${atm} ATM`), tagId(movement.tag), tagId('watch')],
      sku: `${faker.string.alpha({ length: 3, casing: 'upper' })}-${faker.string.numeric(4)}`,
      barcode: faker.string.numeric({ length: 13, allowLeadingZeros: false }),
      brand: brand.id,
      vendor: faker.helpers.arrayElement(vendors).id,
      stock: faker.number.int({ min: 12, max: 49 }),
      reserved: faker.number.int({ min: 1, max: 11 }),
      cost: round2(basePrice * faker.number.float({ min: 0.45, max: 0.75 })),
      basePrice,
      taxPercent,
      price: round2(basePrice * factor),
      weight: round2(faker.number.float({ min: 0.5, max: 1.6 })),
      thumbnail: index === missingThumbnail ? null : `images/apps/ecommerce/products/watch-${picture}-thumb.jpg`,
      images: ['01', '02', '03'].map((view) => `images/apps/ecommerce/products/watch-${picture}-${view}.jpg`),
      active: activeIndexes.has(index),
    };
  });
  return { products, categories, brands, vendors, tags };
}

const DESCRIPTION_ENDINGS = [
  'Correa de acero inoxidable con cierre desplegable.',
  'Esfera mate con índices luminiscentes para leer la hora de noche.',
  'Cristal de zafiro resistente a los arañazos.',
  'Correa de piel curtida de forma vegetal, intercambiable sin herramientas.',
  'Incluye estuche y dos años de garantía.',
];
