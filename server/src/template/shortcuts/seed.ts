// Seed of the top-bar shortcuts panel: 8 shortcuts to product modules and two service actions.
import { type SeedContext, seededFaker } from '../../seed/faker.ts';

export interface ShortcutsShortcut {
  id: string;
  label: string;
  description?: string;
  icon?: string;
  link: string;
  useRouter: boolean;
}

/** `changescheme` (light/dark) and `upload` (digital files) are service actions, not routes. */
const SHORTCUTS: Omit<ShortcutsShortcut, 'id'>[] = [
  {
    label: 'Tareas',
    description: 'Mis tareas pendientes',
    icon: 'heroicons_outline:check-circle',
    link: '/tasks',
    useRouter: true,
  },
  {
    label: 'Documentos',
    description: 'Gestor documental',
    icon: 'heroicons_outline:document-text',
    link: '/documentos',
    useRouter: true,
  },
  {
    label: 'Agenda',
    description: 'Reuniones y eventos',
    icon: 'heroicons_outline:calendar-days',
    link: '/agenda',
    useRouter: true,
  },
  {
    label: 'Personas',
    description: 'Directorio de personas',
    icon: 'heroicons_outline:users',
    link: '/personas',
    useRouter: true,
  },
  {
    label: 'Riesgos',
    description: 'Evaluación de riesgos',
    icon: 'heroicons_outline:shield-exclamation',
    link: '/risk',
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
