// Inventory campaigns (lots) of the body's goods at each site, and the goods counted in each.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import type { ProductRecord } from './catalogue.ts';
import { code, euros, newId, pick, some, stamps } from './helpers.ts';
import { isoOfficeTimeBetween, officeDaysLater } from './office-time.ts';

const SITES = [
  'Sede central, planta 1',
  'Sede central, planta 2',
  'Sede central, archivo',
  'Delegación territorial de Sevilla',
  'Delegación territorial de Valencia',
  'Centro de formación',
];
/** What a campaign counts: its name and the catalogue categories of the goods it covers (a lot of IT equipment counts
 * computers and licences, not chairs). */
export const INVENTORY_SCOPES = [
  { name: 'Equipos informáticos', categories: ['Equipos informáticos', 'Software'] },
  { name: 'Mobiliario de oficina', categories: ['Mobiliario'] },
  { name: 'Vehículos', categories: ['Vehículos'] },
] as const satisfies readonly { name: string; categories: readonly string[] }[];
const LOT_COUNT = 20;

export function seedInventory(context: SeedContext, products: readonly ProductRecord[], staff: readonly string[]) {
  const faker = seededFaker(context, 'node.inventory');
  const ialotes: StoredRecord[] = [];
  const iaitems: StoredRecord[] = [];
  for (let index = 0; index < LOT_COUNT; index++) {
    const location = SITES[index % SITES.length] ?? 'Sede central';
    const scope = pick(faker, INVENTORY_SCOPES);
    const goods = products.filter((product) => (scope.categories as readonly string[]).includes(product.category));
    const status = index < 4 ? 'open' : index < 9 ? 'in-progress' : 'closed';
    const openedAt = isoOfficeTimeBetween(
      faker,
      context.now,
      status === 'closed' ? -720 : -90,
      status === 'closed' ? -120 : -5,
    );
    const lot: StoredRecord = {
      _id: newId(faker),
      code: code('INV', new Date(openedAt).getUTCFullYear(), index + 1, 3),
      name: `${scope.name} – ${location}`,
      description: `Recuento de ${scope.name.toLowerCase()} en ${location}.`,
      location,
      responsibleId: pick(faker, staff),
      status,
      openedAt,
      ...(status === 'closed' ? { closedAt: officeDaysLater(openedAt, faker.number.int({ min: 10, max: 60 })) } : {}),
      ...stamps(faker, context.now, 120),
    };
    ialotes.push(lot);
    some(faker, goods, 3, 5).forEach((product, number) => {
      iaitems.push({
        _id: newId(faker),
        lotId: lot._id,
        code: `${lot.code}-${String(number + 1).padStart(4, '0')}`,
        name: product.name,
        category: product.category,
        serialNumber: faker.string.alphanumeric({ length: 10, casing: 'upper' }),
        productId: product._id,
        quantity: product.unitPrice > 5000 ? 1 : faker.number.int({ min: 1, max: 40 }),
        unitValue: euros(product.unitPrice * faker.number.float({ min: 0.3, max: 1 })),
        condition: pick(faker, ['new', 'good', 'good', 'fair', 'poor', 'retired'] as const),
        location,
        acquiredAt: isoOfficeTimeBetween(faker, context.now, -2000, -200),
        ...stamps(faker, context.now, 120),
      });
    });
  }
  return { ialotes, iaitems };
}
