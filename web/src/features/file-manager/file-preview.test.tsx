import type { FileManagerItem } from '@api/model';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { FilePreview } from './file-preview';

const pdf = { id: 'f1', name: 'Memoria justificativa', type: 'PDF' } as FileManagerItem;

function setPdfViewer(enabled: boolean | undefined) {
  Object.defineProperty(window.navigator, 'pdfViewerEnabled', { value: enabled, configurable: true });
}

afterEach(() => setPdfViewer(undefined));

describe('FilePreview', () => {
  it('shows a PDF in a frame where the browser shows PDFs in a page', async () => {
    setPdfViewer(true);
    renderWithRouter(<FilePreview item={pdf} url="/files/memoria.pdf" />);
    expect(await screen.findByTitle('Vista previa de Memoria justificativa')).toHaveAttribute(
      'src',
      '/files/memoria.pdf',
    );
  });

  it('says so instead of an empty frame where it does not (phones), and keeps the links', async () => {
    setPdfViewer(false);
    renderWithRouter(<FilePreview item={pdf} url="/files/memoria.pdf" />);
    expect(await screen.findByText(/no muestra documentos PDF dentro de la página/)).toBeInTheDocument();
    expect(screen.queryByTitle('Vista previa de Memoria justificativa')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir en una pestaña nueva' })).toHaveAttribute(
      'href',
      '/files/memoria.pdf',
    );
  });
});
