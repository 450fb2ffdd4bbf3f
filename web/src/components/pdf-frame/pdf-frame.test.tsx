import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { PdfFrame } from './pdf-frame';

function setPdfViewer(enabled: boolean | undefined) {
  Object.defineProperty(window.navigator, 'pdfViewerEnabled', { value: enabled, configurable: true });
}

afterEach(() => setPdfViewer(undefined));

describe('PdfFrame', () => {
  it('frames the PDF where the browser shows PDFs in a page, or cannot say', async () => {
    for (const enabled of [true, undefined]) {
      setPdfViewer(enabled);
      const { unmount } = renderWithRouter(<PdfFrame url="/files/memoria.pdf" title="Memoria justificativa" />);
      expect(await screen.findByTitle('Memoria justificativa')).toHaveAttribute('src', '/files/memoria.pdf');
      unmount();
    }
  });

  it('says to download it where the browser shows none (phones), instead of an empty frame', async () => {
    setPdfViewer(false);
    renderWithRouter(<PdfFrame url="/files/memoria.pdf" title="Memoria justificativa" />);
    expect(await screen.findByText(/no muestra documentos PDF dentro de la página/)).toBeInTheDocument();
    expect(screen.queryByTitle('Memoria justificativa')).not.toBeInTheDocument();
  });
});
