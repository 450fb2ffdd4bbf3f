// Tags carried by posts and projects.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { newId, slugify, stamps } from './helpers.ts';

const TAGS: readonly [name: string, description: string][] = [
  ['Contratación electrónica', 'Licitación y tramitación electrónica de los expedientes.'],
  ['Transparencia', 'Publicidad activa y acceso a la información de la contratación.'],
  ['Integridad', 'Ética pública y prevención de la corrupción.'],
  ['Prevención del fraude', 'Medidas antifraude y detección de irregularidades.'],
  ['Conflicto de intereses', 'Declaraciones de ausencia de conflicto de intereses (DACI) y su control.'],
  ['Contratos menores', 'Límites, justificación y publicidad de los contratos menores.'],
  ['Compra pública innovadora', 'Contratación de soluciones innovadoras.'],
  ['Compra pública verde', 'Criterios medioambientales en los contratos.'],
  ['Cláusulas sociales', 'Condiciones sociales y laborales en los pliegos.'],
  ['Fondos europeos', 'Contratos financiados con el Plan de Recuperación, Transformación y Resiliencia.'],
  ['Obras públicas', 'Contratos de obras y su ejecución.'],
  ['Servicios municipales', 'Contratos de servicios de las entidades locales.'],
  ['Suministros', 'Adquisición de bienes y equipamiento.'],
  ['Mesa de contratación', 'Composición y actuaciones de las mesas de contratación.'],
  ['Recurso especial', 'Recursos ante los tribunales administrativos de contratación.'],
  ['Plataforma de Contratación', 'Publicación en la Plataforma de Contratación del Sector Público.'],
  ['Ley 9/2017', 'Ley de Contratos del Sector Público.'],
  ['Auditoría', 'Auditorías y controles a posteriori.'],
  ['Control interno', 'Función interventora y control financiero.'],
  ['Buenas prácticas', 'Recomendaciones y modelos de actuación.'],
  ['Formación continua', 'Acciones formativas para el personal de contratación.'],
  ['Tablero de gestión', 'Publicaciones del tablero de gestión del espacio personal.'],
  ['Indicadores', 'Indicadores y cuadros de mando de la contratación.'],
  ['Riesgos', 'Evaluación y gestión de riesgos en la contratación.'],
];

export function seedTags(context: SeedContext): StoredRecord[] {
  const faker = seededFaker(context, 'node.tags');
  return TAGS.map(([name, description]) => ({
    _id: newId(faker),
    name,
    slug: slugify(name),
    color: faker.color.rgb({ format: 'hex', casing: 'lower' }),
    description,
    ...stamps(faker, context.now, 900),
  }));
}
