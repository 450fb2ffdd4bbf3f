// Deterministic file-manager seed: 4 folders (3 at the root, 1 nested) and 17 procurement files,
// 13 of them at the root, dated relative to the seed's "now".
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { addDays, formatLongDate } from '../support/dates.ts';
import { fileUrl } from './file-content.ts';
import type { FileManagerItem, FileManagerItemType, FileManagerState } from './types.ts';

interface FolderSpec {
  key: string;
  parent: string | null;
  name: string;
  description: string;
}
interface FileSpec {
  folder: string | null;
  name: string;
  type: Exclude<FileManagerItemType, 'folder'>;
}

const FOLDERS: FolderSpec[] = [
  {
    key: 'expedientes',
    parent: null,
    name: 'Expedientes',
    description: 'Expedientes de contratación en tramitación y cerrados.',
  },
  {
    key: 'informes',
    parent: null,
    name: 'Informes de fiscalización',
    description: 'Informes de supervisión emitidos por la oficina.',
  },
  {
    key: 'normativa',
    parent: null,
    name: 'Normativa',
    description: 'Leyes, reglamentos e instrucciones internas aplicables.',
  },
  {
    key: 'adjudicaciones',
    parent: 'expedientes',
    name: 'Adjudicaciones 2025',
    description: 'Resoluciones de adjudicación del ejercicio.',
  },
];

const FILES: FileSpec[] = [
  { folder: null, name: 'Acta de la mesa de contratación', type: 'PDF' },
  { folder: null, name: 'Calendario de licitaciones', type: 'XLS' },
  { folder: null, name: 'Cuadro comparativo de ofertas', type: 'XLS' },
  { folder: null, name: 'Declaración de ausencia de conflicto de intereses', type: 'DOC' },
  { folder: null, name: 'Fotografía de la recepción de obra', type: 'JPG' },
  { folder: null, name: 'Informe de necesidad', type: 'DOC' },
  { folder: null, name: 'Memoria justificativa', type: 'PDF' },
  { folder: null, name: 'Notas de la reunión de seguimiento', type: 'TXT' },
  { folder: null, name: 'Pliego de cláusulas administrativas', type: 'PDF' },
  { folder: null, name: 'Pliego de prescripciones técnicas', type: 'PDF' },
  { folder: null, name: 'Plano de emplazamiento', type: 'JPG' },
  { folder: null, name: 'Registro de facturas', type: 'XLS' },
  { folder: null, name: 'Requerimiento de documentación', type: 'TXT' },
  { folder: 'expedientes', name: 'Índice del expediente', type: 'DOC' },
  { folder: 'normativa', name: 'Instrucción interna de contratación', type: 'PDF' },
  { folder: 'adjudicaciones', name: 'Resolución de adjudicación', type: 'PDF' },
  { folder: 'informes', name: 'Informe de fiscalización del servicio de limpieza', type: 'PDF' },
];

export function seedFileManager(context: SeedContext): FileManagerState {
  const faker = seededFaker(context, 'file-manager');
  const ids = new Map(FOLDERS.map((folder) => [folder.key, faker.string.uuid()]));
  const folderId = (key: string | null): string | null => (key === null ? null : (ids.get(key) ?? null));
  const dates = () => {
    const created = addDays(context.now, -faker.number.int({ min: 30, max: 700 }));
    const modified = addDays(created, faker.number.int({ min: 0, max: 25 }));
    return { createdAt: formatLongDate(created), modifiedAt: formatLongDate(modified) };
  };
  const megabytes = (min: number, max: number) => `${faker.number.float({ min, max }).toFixed(1)} MB`;

  const folders = FOLDERS.map((spec): FileManagerItem => {
    const count =
      FILES.filter((file) => file.folder === spec.key).length + FOLDERS.filter((f) => f.parent === spec.key).length;
    return {
      id: folderId(spec.key) ?? '',
      folderId: folderId(spec.parent),
      name: spec.name,
      createdBy: faker.person.fullName(),
      ...dates(),
      size: megabytes(5, 90),
      type: 'folder',
      contents: count === 1 ? '1 elemento' : `${count} elementos`,
      description: spec.description,
      url: null,
    };
  });
  const files = FILES.map((spec): FileManagerItem => {
    const id = faker.string.uuid();
    return {
      id,
      folderId: folderId(spec.folder),
      name: spec.name,
      createdBy: faker.person.fullName(),
      ...dates(),
      size: megabytes(0.1, 12),
      type: spec.type,
      contents: null,
      description: null,
      url: fileUrl(id),
    };
  });
  return { items: [...folders, ...files] };
}
