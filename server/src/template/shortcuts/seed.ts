// Seed of the top-bar shortcuts panel: 6 shortcuts to routes the template has (and the product's web app
// too) and two service actions.

import type { Schema } from '../../contract/operation-types.ts';
import { type SeedContext, seededFaker } from '../../seed/faker.ts';

export type ShortcutsShortcut = Schema<'ShortcutsShortcut'>;

/** `changescheme` (light/dark) and `upload` (digital files) are service actions, not routes. */
const SHORTCUTS: Omit<ShortcutsShortcut, 'id'>[] = [
  {
    label: 'Tareas',
    description: 'Mis tareas pendientes',
    icon: 'heroicons_outline:check-circle',
    link: '/apps/tasks',
    useRouter: true,
  },
  {
    label: 'Documentos',
    description: 'Gestor de archivos',
    icon: 'heroicons_outline:document-text',
    link: '/apps/file-manager',
    useRouter: true,
  },
  {
    label: 'Notas',
    description: 'Notas y recordatorios',
    icon: 'heroicons_outline:pencil-square',
    link: '/apps/notes',
    useRouter: true,
  },
  {
    label: 'Contactos',
    description: 'Directorio de contactos',
    icon: 'heroicons_outline:user-group',
    link: '/apps/contacts',
    useRouter: true,
  },
  {
    label: 'Proyecto',
    description: 'Panel del proyecto',
    icon: 'heroicons_outline:clipboard-document-check',
    link: '/dashboards/project',
    useRouter: true,
  },
  {
    label: 'Correo',
    description: 'Bandeja de entrada',
    icon: 'heroicons_outline:envelope',
    link: '/apps/mailbox',
    useRouter: true,
  },
  {
    label: 'Modo de color',
    description: 'Alternar entre modo claro y oscuro',
    icon: 'heroicons_outline:swatch',
    link: 'changescheme',
    useRouter: false,
  },
  {
    label: 'Subir archivos',
    description: 'Subir archivos digitales',
    icon: 'heroicons_outline:arrow-up-tray',
    link: 'upload',
    useRouter: false,
  },
];

export function seedShortcuts(context: SeedContext): ShortcutsShortcut[] {
  const faker = seededFaker(context, 'shortcuts');
  return SHORTCUTS.map((shortcut) => ({ id: faker.string.uuid(), ...shortcut }));
}
