// The import checks the rows with the chosen collection's create schema, which loads when the collection is
// chosen; a schema that cannot load is said so, not taken for an unreadable file.
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test-utils/fetch-routes';
import { renderWithRouter } from '../../../test-utils/render';
import { ArchiveImportPage } from './archive-import-page';

const csv = [
  'name,slug,color',
  'Importada uno,importada-uno-2026,#2f9e44',
  'Mal formada,Slug Con Espacios,#000000',
].join('\n');

afterEach(() => vi.unstubAllGlobals());

async function chooseTagsAndFile(): Promise<void> {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Colección' }));
  const list = document.getElementById(
    screen.getByRole('combobox', { name: 'Colección' }).getAttribute('aria-controls') ?? '',
  );
  fireEvent.click(within(list as HTMLElement).getByRole('option', { name: 'Etiquetas', hidden: true }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([csv], 'etiquetas.csv', { type: 'text/csv' })] } });
}

describe('ArchiveImportPage', () => {
  it('checks the rows of the file with the collection’s create schema', async () => {
    stubApi({});
    renderWithRouter(<ArchiveImportPage />);
    await chooseTagsAndFile();
    expect(await screen.findByText('1 fila válida')).toBeInTheDocument();
    expect(screen.getByText('1 fila con errores')).toBeInTheDocument();
  });

  it('says the data could not be loaded when the schema does not come, and shows no rows', async () => {
    stubApi({});
    const queryClient = new QueryClient();
    vi.spyOn(queryClient, 'fetchQuery').mockRejectedValue(new Error('chunk failed'));
    renderWithRouter(<ArchiveImportPage />, '/', queryClient);
    await chooseTagsAndFile();
    expect(await screen.findByText('No se pudieron cargar los datos')).toBeInTheDocument();
    expect(screen.queryByText(/No se pudo leer el archivo/)).not.toBeInTheDocument();
    expect(screen.queryByText(/fila válida/)).not.toBeInTheDocument();
  });

  it('downloads the chosen collection’s CSV template, its header row of the fields a cell holds', async () => {
    stubApi({});
    const files: Blob[] = [];
    // The browser's own URL, able to hand out the file's address (jsdom has none to give).
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(file: Blob): string {
          files.push(file);
          return 'blob:plantilla';
        }
        static override revokeObjectURL(): void {}
      },
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithRouter(<ArchiveImportPage />);
    const template = await screen.findByRole('button', { name: 'Descargar plantilla CSV' });
    expect(template).toBeDisabled();
    fireEvent.click(screen.getByRole('combobox', { name: 'Colección' }));
    const list = document.getElementById(
      screen.getByRole('combobox', { name: 'Colección' }).getAttribute('aria-controls') ?? '',
    );
    fireEvent.click(within(list as HTMLElement).getByRole('option', { name: 'Etiquetas', hidden: true }));
    fireEvent.click(template);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(clicked.mock.contexts[0]).toHaveProperty('download', 'tags-plantilla.csv');
    const [header = ''] = (await files[0]?.text())?.split('\r\n') ?? [];
    expect(header.split(',')).toEqual(expect.arrayContaining(['name', 'slug', 'color']));
  });
});
