// The procurement catalogue (products with reference prices) and priced lists (headers and lines)
// of the projects: tender budgets, certifications and orders.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { code, euros, newId, pick, some, stamps } from './helpers.ts';
import { isoOfficeTimeBetween } from './office-time.ts';
import { supplier } from './organizations.ts';
import type { ProjectRecord } from './projects.ts';

// [name, CPV, unit, reference price in euros, category]
const PRODUCTS: readonly [string, string, string, number, string][] = [
  ['Papel de impresión A4 80 g/m² (paquete de 500 hojas)', '30197630-1', 'paquete', 4.2, 'Material de oficina'],
  ['Tóner para impresora láser monocromo', '30192000-1', 'unidad', 58, 'Material de oficina'],
  ['Bolígrafos de tinta azul (caja de 50)', '30192000-1', 'caja', 9.5, 'Material de oficina'],
  ['Ordenador portátil de 14 pulgadas, 16 GB de RAM', '30213100-6', 'unidad', 890, 'Equipos informáticos'],
  ['Ordenador de sobremesa con monitor de 24 pulgadas', '30200000-1', 'unidad', 760, 'Equipos informáticos'],
  ['Impresora multifunción láser en red', '30200000-1', 'unidad', 420, 'Equipos informáticos'],
  ['Licencia anual de paquete ofimático', '48000000-8', 'anualidad', 96, 'Software'],
  ['Licencia anual de gestor documental (por usuario)', '48000000-8', 'anualidad', 140, 'Software'],
  ['Hora de desarrollo de software de aplicación', '72212000-4', 'hora', 48, 'Servicios informáticos'],
  ['Silla de oficina ergonómica', '39130000-2', 'unidad', 185, 'Mobiliario'],
  ['Mesa de trabajo de 160 x 80 cm', '39130000-2', 'unidad', 240, 'Mobiliario'],
  ['Armario archivador metálico', '39130000-2', 'unidad', 310, 'Mobiliario'],
  ['Hora de limpieza de edificios', '90911200-8', 'hora', 17.5, 'Limpieza'],
  ['Limpieza de cristales en altura', '90911200-8', 'm2', 2.3, 'Limpieza'],
  ['Hora de vigilante de seguridad', '79713000-5', 'hora', 19.8, 'Seguridad'],
  ['Menú escolar diario', '55523100-3', 'unidad', 4.9, 'Restauración'],
  ['Mantenimiento mensual de ascensor', '50700000-2', 'mes', 120, 'Mantenimiento'],
  ['Luminaria LED viaria de 60 W', '34928500-3', 'unidad', 265, 'Alumbrado'],
  ['Energía eléctrica en baja tensión', '09310000-5', 'kwh', 0.16, 'Energía'],
  ['Guantes de nitrilo sin polvo (caja de 100)', '33140000-3', 'caja', 6.4, 'Material sanitario'],
  ['Mascarilla autofiltrante FFP2', '33140000-3', 'unidad', 0.38, 'Material sanitario'],
  ['Apósito estéril de 10 x 10 cm', '33140000-3', 'unidad', 0.21, 'Material sanitario'],
  ['Siega y desbroce de zonas verdes', '77310000-6', 'm2', 0.12, 'Jardinería'],
  ['Poda de arbolado viario', '77311000-3', 'unidad', 38, 'Jardinería'],
  ['Hormigón HM-20 puesto en obra', '45000000-7', 'm3', 92, 'Obra civil'],
  ['Pavimento de baldosa hidráulica', '45233140-2', 'm2', 36, 'Obra civil'],
  ['Kilómetro de transporte adaptado', '60130000-8', 'km', 1.9, 'Transporte'],
  ['Hora de formación presencial', '80511000-9', 'hora', 65, 'Formación'],
  ['Diseño de campaña de comunicación', '79340000-9', 'servicio', 6500, 'Comunicación'],
  ['Vehículo eléctrico de servicios municipales', '34144900-7', 'unidad', 31_500, 'Vehículos'],
];

export interface ProductRecord extends StoredRecord {
  name: string;
  unit: string;
  unitPrice: number;
  cpvCode: string;
  category: string;
}

export function seedProducts(context: SeedContext): ProductRecord[] {
  const faker = seededFaker(context, 'node.products');
  return PRODUCTS.map(([name, cpvCode, unit, unitPrice, category], index) => ({
    _id: newId(faker),
    code: `CAT-${String(index + 1).padStart(4, '0')}`,
    name,
    description: `${name}. Precio de referencia del catálogo, IVA no incluido.`,
    cpvCode,
    unit,
    unitPrice,
    category,
    active: index % 11 !== 10,
    ...stamps(faker, context.now, 800),
  }));
}

const KINDS = { budget: 'PRE', certification: 'CER', order: 'PED' } as const;
const KIND_TITLE = { budget: 'Presupuesto de licitación', certification: 'Certificación', order: 'Pedido' } as const;

export function seedItems(
  context: SeedContext,
  projects: readonly ProjectRecord[],
  products: readonly ProductRecord[],
) {
  const faker = seededFaker(context, 'node.items');
  const itemheaders: StoredRecord[] = [];
  const itemdetails: StoredRecord[] = [];
  const year = context.now.getUTCFullYear();
  for (const project of projects.filter((candidate) => candidate.status !== 'cancelled').slice(0, 24)) {
    const kind =
      project.status === 'planning' || project.status === 'tendering'
        ? 'budget'
        : pick(faker, ['certification', 'order'] as const);
    const related = products.filter((product) => product.cpvCode.slice(0, 3) === project.cpvCode.slice(0, 3));
    const lines = some(faker, related.length > 0 ? related : products, 2, 4);
    const header: StoredRecord = {
      _id: newId(faker),
      code: code(KINDS[kind], year, itemheaders.length + 1),
      title: `${KIND_TITLE[kind]}: ${project.name}`,
      kind,
      projectId: project._id,
      ...(kind === 'budget' ? {} : { supplier: supplier(faker).name }),
      status: kind === 'budget' ? 'approved' : pick(faker, ['draft', 'approved', 'closed'] as const),
      issuedAt: isoOfficeTimeBetween(faker, context.now, -200, -1),
      totalAmount: 0,
      ...stamps(faker, context.now, 200),
    };
    let total = 0;
    lines.forEach((product, index) => {
      const quantity = faker.number.int({ min: 1, max: product.unitPrice > 1000 ? 12 : 2000 });
      const amount = euros(quantity * product.unitPrice);
      total += amount;
      itemdetails.push({
        _id: newId(faker),
        headerId: header._id,
        line: index + 1,
        productId: product._id,
        description: product.name,
        quantity,
        unit: product.unit,
        unitPrice: product.unitPrice,
        amount,
        createdAt: header.createdAt,
        updatedAt: header.updatedAt,
      });
    });
    header.totalAmount = euros(total);
    itemheaders.push(header);
  }
  return { itemheaders, itemdetails };
}
