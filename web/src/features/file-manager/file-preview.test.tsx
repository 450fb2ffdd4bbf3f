import type { FileManagerItem } from '@api/model';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { FilePreview } from './file-preview';

const pdf = { id: 'f1', name: 'Memoria justificativa', type: 'PDF' } as FileManagerItem;

afterEach(() => {
  Object.defineProperty(window.navigator, 'pdfViewerEnabled', { value: undefined, configurable: true });
});

describe('FilePreview', () => {
  it('keeps the download and the new-tab links where the browser shows no PDF in a page', async () => {
    Object.defineProperty(window.navigator, 'pdfViewerEnabled', { value: false, configurable: true });
    renderWithRouter(<FilePreview item={pdf} url="/files/memoria.pdf" />);
    expect(await screen.findByText(/no muestra documentos PDF dentro de la página/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar' })).toHaveAttribute('download', 'Memoria justificativa.pdf');
    expect(screen.getByRole('link', { name: 'Abrir en una pestaña nueva' })).toHaveAttribute(
      'href',
      '/files/memoria.pdf',
    );
  });
});
