// Documents and their files (assets): a document belongs to a process (`targetId`: a post's
// processcontext.targetId or a project's _id) and each of its files is an asset.
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { laterIso, newId, slugify } from './helpers.ts';
import { isoOfficeTimeBetween } from './office-time.ts';

export type DocumentType = 'pliego' | 'contrato' | 'acta' | 'informe' | 'resolucion' | 'anuncio' | 'formacion';

/** What a post or project needs documented; turned into a document and one asset per file. */
export interface DocumentPlan {
  title: string;
  type: DocumentType;
  targetId: string;
  projectId?: string;
  status: 'draft' | 'published' | 'archived';
  issuedAt: string;
  description: string;
  /** Folder of the files, such as `files/tablero/2026`. */
  folder: string;
  /** File names with extension (pdf, png, jpg, jpeg). */
  files: readonly string[];
}

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
const REFERENCE_PREFIX: Record<DocumentType, string> = {
  pliego: 'PLG',
  contrato: 'CTR',
  acta: 'ACT',
  informe: 'INF',
  resolucion: 'RES',
  anuncio: 'ANU',
  formacion: 'FOR',
};

// The first PDF carries the document's title; images and further PDFs say what they are.
function assetName(title: string, extension: string, index: number): string {
  if (extension !== 'pdf') return `${title} (imagen)`;
  return index === 0 ? title : `${title} (anexo ${index})`;
}

function asset(faker: Faker, document: StoredRecord, plan: DocumentPlan, file: string, index: number): StoredRecord {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  return {
    _id: newId(faker),
    documentId: document._id,
    name: assetName(plan.title, extension, index),
    path: `${plan.folder}/${file}`,
    mimeType: MIME_TYPES[extension] ?? 'application/octet-stream',
    size: faker.number.int(extension === 'pdf' ? { min: 80_000, max: 4_800_000 } : { min: 40_000, max: 900_000 }),
    checksum: `sha256:${faker.string.hexadecimal({ length: 64, casing: 'lower', prefix: '' })}`,
    createdAt: plan.issuedAt,
    updatedAt: plan.issuedAt,
  };
}

export function seedDocuments(context: SeedContext, plans: readonly DocumentPlan[]) {
  const faker = seededFaker(context, 'node.documents');
  const counters = new Map<DocumentType, number>();
  const documents: StoredRecord[] = [];
  const assets: StoredRecord[] = [];
  for (const plan of plans) {
    const count = (counters.get(plan.type) ?? 0) + 1;
    counters.set(plan.type, count);
    const year = new Date(plan.issuedAt).getUTCFullYear();
    const createdAt = isoOfficeTimeBetween(faker, new Date(plan.issuedAt), -5, 0);
    const document: StoredRecord = {
      _id: newId(faker),
      title: plan.title,
      type: plan.type,
      reference: `${REFERENCE_PREFIX[plan.type]}-${year}-${String(count).padStart(3, '0')}`,
      targetId: plan.targetId,
      ...(plan.projectId ? { projectId: plan.projectId } : {}),
      status: plan.status,
      issuedAt: plan.issuedAt,
      description: plan.description,
      createdAt,
      updatedAt: laterIso(plan.issuedAt, createdAt),
    };
    documents.push(document);
    const files = plan.files.length > 0 ? plan.files : [`${slugify(plan.title)}.pdf`];
    files.forEach((file, index) => {
      assets.push(asset(faker, document, plan, file, index));
    });
  }
  return { documents, assets };
}
