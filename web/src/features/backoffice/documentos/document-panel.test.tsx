// The open document says which procurement file it belongs to, by the file's name and linked to it (several files
// hold a document of the same title), and what each of its files is in words, not as a MIME type.
import type { Document } from '@api/model';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectionsBasePath } from '../../../lib/resources/module-routes';
import { stubApi } from '../../../test-utils/fetch-routes';
import { objectId } from '../../../test-utils/object-id';
import { renderWithRouter } from '../../../test-utils/render';
import { DocumentPanel } from './document-panel';

const emptyPage = { items: [], page: 0, size: 20, total: 0, totalPages: 0 };
const memoria = {
  _id: objectId(1),
  title: 'Memoria justificativa de la necesidad del contrato',
  type: 'informe',
  status: 'published',
  reference: 'INF-2024-018',
  targetId: objectId(2),
  projectId: objectId(2),
} as Document;

describe('DocumentPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the procurement file the document belongs to, and says what its files are in words', async () => {
    const pdf = {
      _id: objectId(3),
      name: 'Memoria justificativa',
      path: 'files/expedientes/EXP-2024-0078/memoria.pdf',
      mimeType: 'application/pdf',
      size: 1_200_000,
      targetId: objectId(1),
    };
    stubApi({
      'GET /api/node/assets/search': () => ({ body: { ...emptyPage, items: [pdf], total: 1, totalPages: 1 } }),
      'GET /api/node/projects/search': () => ({
        body: {
          items: [{ _id: objectId(2), code: 'EXP-2024-0078', name: 'Mantenimiento de parques y jardines' }],
          page: 0,
          size: 1,
          total: 1,
          totalPages: 1,
        },
      }),
    });
    renderWithRouter(<DocumentPanel document={memoria} />, '/documentos');
    const link = await screen.findByRole('link', { name: /Mantenimiento de parques y jardines/ });
    expect(link).toHaveAttribute('href', `${collectionsBasePath}/projects/${objectId(2)}`);
    expect(link.parentElement).toHaveTextContent(/^Expediente: /);
    expect(await screen.findByText('Documento PDF · 1,2 MB')).toBeInTheDocument();
  });

  it('says nothing of a file for a document of none', async () => {
    stubApi({ 'GET /api/node/assets/search': () => ({ body: emptyPage }) });
    const { projectId: _none, ...loose } = memoria;
    renderWithRouter(<DocumentPanel document={loose} />, '/documentos');
    expect(await screen.findByText('Este documento todavía no tiene archivos.')).toBeInTheDocument();
    expect(screen.queryByText(/^Expediente/)).toBeNull();
  });
});
