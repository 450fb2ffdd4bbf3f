// The procurement projects of the seed as a tree: expedientes, their lots and the contracts based on
// them or modifications. CPV codes are those of the Common Procurement Vocabulary (Reg. (CE) 213/2008).
export type ProcedureType = 'abierto' | 'simplificado' | 'restringido' | 'negociado' | 'dialogo-competitivo' | 'menor';
export type ContractType = 'obras' | 'servicios' | 'suministros' | 'concesion-servicios' | 'mixto';

export interface ProjectSeed {
  name: string;
  cpv: string;
  /** Root: tender budget in euros; child: its share of the parent's budget. */
  budget: number;
  procedure?: ProcedureType;
  children?: ProjectSeed[];
}

export interface RootProjectSeed extends ProjectSeed {
  entity: string;
  contractType: ContractType;
  procedure: ProcedureType;
}

export const PROJECT_TREE: readonly RootProjectSeed[] = [
  {
    name: 'Servicio de limpieza de edificios municipales',
    entity: 'Ayuntamiento de Zaragoza',
    cpv: '90911200-8',
    contractType: 'servicios',
    procedure: 'abierto',
    budget: 4_850_000,
    children: [
      {
        name: 'Lote 1: Casa Consistorial y edificios administrativos',
        cpv: '90919200-4',
        budget: 0.4,
        children: [
          {
            name: 'Modificado n.º 1: limpieza de las nuevas oficinas de atención ciudadana',
            cpv: '90919200-4',
            budget: 0.08,
          },
        ],
      },
      {
        name: 'Lote 2: Centros cívicos y bibliotecas',
        cpv: '90911200-8',
        budget: 0.3,
        children: [{ name: 'Prórroga del lote 2 para el ejercicio siguiente', cpv: '90911200-8', budget: 0.5 }],
      },
      { name: 'Lote 3: Colegios públicos de educación infantil y primaria', cpv: '90911200-8', budget: 0.3 },
    ],
  },
  {
    name: 'Acuerdo marco de suministro de equipos informáticos',
    entity: 'Diputación Provincial de Granada',
    cpv: '30200000-1',
    contractType: 'suministros',
    procedure: 'abierto',
    budget: 1_240_000,
    children: [
      {
        name: 'Lote 1: Ordenadores portátiles',
        cpv: '30213100-6',
        budget: 0.6,
        children: [
          {
            name: 'Contrato basado n.º 1: portátiles para los servicios sociales comunitarios',
            cpv: '30213100-6',
            budget: 0.25,
          },
          {
            name: 'Contrato basado n.º 2: portátiles para el servicio provincial de recaudación',
            cpv: '30213100-6',
            budget: 0.2,
          },
        ],
      },
      { name: 'Lote 2: Monitores, impresoras y periféricos', cpv: '30200000-1', budget: 0.4 },
    ],
  },
  {
    name: 'Obras de reurbanización y mejora de la accesibilidad de vías públicas',
    entity: 'Ayuntamiento de Málaga',
    cpv: '45233140-2',
    contractType: 'obras',
    procedure: 'abierto',
    budget: 3_200_000,
    children: [
      {
        name: 'Fase 1: Distrito Centro',
        cpv: '45233140-2',
        budget: 0.55,
        children: [{ name: 'Modificado n.º 1: reposición de la red de saneamiento', cpv: '45000000-7', budget: 0.1 }],
      },
      { name: 'Fase 2: Distrito Carretera de Cádiz', cpv: '45233140-2', budget: 0.45 },
    ],
  },
  {
    name: 'Servicio de comedor en escuelas infantiles municipales',
    entity: 'Ayuntamiento de Murcia',
    cpv: '55523100-3',
    contractType: 'servicios',
    procedure: 'abierto',
    budget: 920_000,
    children: [
      { name: 'Lote 1: Escuelas infantiles de la zona norte', cpv: '55523100-3', budget: 0.5 },
      { name: 'Lote 2: Escuelas infantiles de la zona sur y pedanías', cpv: '55523100-3', budget: 0.5 },
    ],
  },
  {
    name: 'Implantación de la plataforma de administración electrónica',
    entity: 'Ayuntamiento de Gijón',
    cpv: '72212000-4',
    contractType: 'servicios',
    procedure: 'abierto',
    budget: 650_000,
    children: [
      { name: 'Desarrollo e integración del gestor de expedientes', cpv: '72212000-4', budget: 0.6 },
      {
        name: 'Licencias y soporte del gestor documental',
        cpv: '48000000-8',
        budget: 0.4,
        children: [
          { name: 'Formación de usuarios del gestor documental', cpv: '80511000-9', budget: 0.05, procedure: 'menor' },
        ],
      },
    ],
  },
  {
    name: 'Servicio de vigilancia y seguridad de las instalaciones universitarias',
    entity: 'Universidad de Salamanca',
    cpv: '79713000-5',
    contractType: 'servicios',
    procedure: 'restringido',
    budget: 2_100_000,
    children: [
      { name: 'Lote 1: Campus Miguel de Unamuno', cpv: '79713000-5', budget: 0.55 },
      { name: 'Lote 2: Edificios históricos', cpv: '79713000-5', budget: 0.45 },
    ],
  },
  {
    name: 'Mantenimiento de parques, jardines y zonas verdes',
    entity: 'Ayuntamiento de Córdoba',
    cpv: '77311000-3',
    contractType: 'servicios',
    procedure: 'abierto',
    budget: 1_600_000,
    children: [
      { name: 'Lote 1: Parques urbanos', cpv: '77311000-3', budget: 0.6 },
      { name: 'Lote 2: Arbolado viario y zonas periurbanas', cpv: '77310000-6', budget: 0.4 },
    ],
  },
  {
    name: 'Suministro de material sanitario fungible',
    entity: 'Servicio de Salud del Principado de Asturias',
    cpv: '33140000-3',
    contractType: 'suministros',
    procedure: 'abierto',
    budget: 2_800_000,
    children: [
      { name: 'Lote 1: Guantes y mascarillas', cpv: '33140000-3', budget: 0.45 },
      { name: 'Lote 2: Material de curas y apósitos', cpv: '33140000-3', budget: 0.55 },
    ],
  },
  {
    name: 'Servicio de transporte adaptado para personas con movilidad reducida',
    entity: 'Cabildo Insular de Tenerife',
    cpv: '60130000-8',
    contractType: 'servicios',
    procedure: 'negociado',
    budget: 480_000,
  },
  {
    name: 'Diseño de la campaña de sensibilización sobre reciclaje',
    entity: 'Diputación Provincial de Huesca',
    cpv: '79340000-9',
    contractType: 'servicios',
    procedure: 'menor',
    budget: 14_500,
  },
  {
    name: 'Redacción del proyecto de rehabilitación energética del Palacio Provincial',
    entity: 'Diputación Provincial de Huesca',
    cpv: '71000000-8',
    contractType: 'servicios',
    procedure: 'simplificado',
    budget: 96_000,
  },
  {
    name: 'Suministro de energía eléctrica para edificios e instalaciones municipales',
    entity: 'Ayuntamiento de Valladolid',
    cpv: '09310000-5',
    contractType: 'suministros',
    procedure: 'abierto',
    budget: 5_400_000,
  },
  {
    name: 'Concesión del servicio de gestión de la escuela municipal de música',
    entity: 'Ayuntamiento de Gijón',
    cpv: '80000000-4',
    contractType: 'concesion-servicios',
    procedure: 'dialogo-competitivo',
    budget: 1_150_000,
  },
];
