// Contracting authorities and suppliers that the seeded projects, people and records refer to.
import type { Faker } from '@faker-js/faker';
import { pick } from './helpers.ts';
import { cif } from './spain.ts';

export const OVERSIGHT_BODY = 'Oficina de Supervisión de la Contratación Pública';

export interface ProcuringEntity {
  name: string;
  city: string;
  province: string;
  /** Short form used in codes and authority-record variants. */
  short: string;
}

export const PROCURING_ENTITIES: readonly ProcuringEntity[] = [
  { name: 'Ayuntamiento de Zaragoza', city: 'Zaragoza', province: 'Zaragoza', short: 'Ayto. Zaragoza' },
  { name: 'Diputación Provincial de Granada', city: 'Granada', province: 'Granada', short: 'Dip. Granada' },
  { name: 'Ayuntamiento de Valladolid', city: 'Valladolid', province: 'Valladolid', short: 'Ayto. Valladolid' },
  { name: 'Ayuntamiento de Málaga', city: 'Málaga', province: 'Málaga', short: 'Ayto. Málaga' },
  { name: 'Diputación Provincial de Cáceres', city: 'Cáceres', province: 'Cáceres', short: 'Dip. Cáceres' },
  { name: 'Ayuntamiento de Murcia', city: 'Murcia', province: 'Murcia', short: 'Ayto. Murcia' },
  { name: 'Universidad de Salamanca', city: 'Salamanca', province: 'Salamanca', short: 'USAL' },
  { name: 'Ayuntamiento de Gijón', city: 'Gijón', province: 'Asturias', short: 'Ayto. Gijón' },
  {
    name: 'Cabildo Insular de Tenerife',
    city: 'Santa Cruz de Tenerife',
    province: 'Santa Cruz de Tenerife',
    short: 'Cabildo Tenerife',
  },
  { name: 'Ayuntamiento de Córdoba', city: 'Córdoba', province: 'Córdoba', short: 'Ayto. Córdoba' },
  { name: 'Diputación Provincial de Huesca', city: 'Huesca', province: 'Huesca', short: 'Dip. Huesca' },
  { name: 'Servicio de Salud del Principado de Asturias', city: 'Oviedo', province: 'Asturias', short: 'SESPA' },
];

/** Positions held at the oversight body, at a contracting authority and at a supplier, in forms that fit anyone. */
export const OVERSIGHT_POSITIONS = [
  'Analista de riesgos',
  'Jefatura de servicio de supervisión',
  'Asesoría jurídica',
  'Personal técnico de contratación',
  'Auditoría interna',
  'Secretaría de la mesa de contratación',
];
export const AUTHORITY_POSITIONS = [
  'Personal técnico de contratación',
  'Secretaría-Intervención',
  'Responsable del contrato',
  'Jefatura de compras',
];
export const SUPPLIER_POSITIONS = [
  'Gerencia',
  'Responsable de licitaciones',
  'Dirección comercial',
  'Administración y finanzas',
  'Jefatura de obra',
];

const SUPPLIER_ACTIVITIES = [
  'Servicios Integrales',
  'Construcciones y Obras',
  'Limpiezas',
  'Tecnologías de la Información',
  'Consultoría Pública',
  'Seguridad y Vigilancia',
  'Jardinería y Medio Ambiente',
  'Restauración Colectiva',
];

export interface Supplier {
  name: string;
  nif: string;
}

/** A plausible Spanish supplier company with a valid tax id. */
export function supplier(faker: Faker): Supplier {
  const isLimited = faker.datatype.boolean({ probability: 0.7 });
  const name = `${pick(faker, SUPPLIER_ACTIVITIES)} ${faker.person.lastName()}, ${isLimited ? 'S.L.' : 'S.A.'}`;
  return { name, nif: cif(faker, isLimited ? 'B' : 'A') };
}
