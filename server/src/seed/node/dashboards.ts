// Dashboard cards: the four cards of the personal home (tablero and workflow ones need their module)
// and the back-office home cards. Icons are heroicons outline names.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { newId, stamps } from './helpers.ts';

// [title, icon, description, route, module, role, audience]
const CARDS: readonly [string, string, string, string, string, string, 'web' | 'admin'][] = [
  [
    'Mis formaciones',
    'academic-cap',
    'Cursos en los que participa y sus certificados.',
    'espacio/capacitacion/persona/{personId}',
    'capacitacion',
    'view',
    'web',
  ],
  [
    'Tablero de gestión',
    'presentation-chart-bar',
    'Actas, informes e indicadores publicados.',
    'espacio/persona/tablero',
    'tablero',
    'view',
    'web',
  ],
  [
    'Solicitudes y trámites',
    'clipboard-document-list',
    'Sus solicitudes y el estado de cada trámite.',
    'workflow/web/mistramites/inicio',
    'workflow',
    'user',
    'web',
  ],
  [
    'Mi perfil',
    'user-circle',
    'Sus datos personales y de contacto.',
    'persona/perfil/editar/{personId}',
    'persona',
    'edit',
    'web',
  ],
  [
    'Evaluación de riesgos',
    'shield-exclamation',
    'Alertas abiertas y evaluaciones pendientes de revisión.',
    'riesgos',
    'riesgos',
    'analyst',
    'admin',
  ],
  ['Expedientes', 'folder-open', 'Expedientes de contratación supervisados.', 'gestion', 'gestion', 'view', 'admin'],
  ['Agenda', 'calendar-days', 'Mesas de contratación, plazos y reuniones.', 'agenda', 'agenda', 'view', 'admin'],
  [
    'Auditoría',
    'document-magnifying-glass',
    'Registro de actividad de usuarios y sistemas.',
    'audittrail',
    'audittrail',
    'view',
    'admin',
  ],
];

export const ICON_SET = 'heroicons_outline';

export function seedDashboards(context: SeedContext): StoredRecord[] {
  const faker = seededFaker(context, 'node.dashboards');
  return CARDS.map(([title, icon, description, route, module, role, audience], index) => ({
    _id: newId(faker),
    title,
    icon: `${ICON_SET}:${icon}`,
    description,
    route,
    role,
    module,
    audience,
    order: index + 1,
    ...stamps(faker, context.now, 600),
  }));
}
