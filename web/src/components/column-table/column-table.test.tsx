// A staff table is declared once: a table on a desktop, one card per row on a phone, where a table showed only its
// first two columns.
import { Badge } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { stubViewportWidth } from '../../test-utils/viewport';
import { ColumnTable, type TableColumn } from './column-table';

interface Payment {
  id: string;
  ref: string;
  payee: string;
  note?: string;
  status: string;
}

const columns: TableColumn<Payment>[] = [
  { key: 'ref', header: 'Referencia', cell: (row) => row.ref },
  { key: 'payee', header: 'Beneficiario', cell: (row) => row.payee },
  { key: 'note', header: 'Nota', cell: (row) => row.note ?? null },
  { key: 'status', header: 'Estado', cell: (row) => <Badge>{row.status}</Badge>, asideOnPhone: true },
];
const rows: Payment[] = [
  { id: '1', ref: 'PAG-001', payee: 'Ayuntamiento de Teruel', note: 'Segundo plazo', status: 'Pagado' },
  { id: '2', ref: 'PAG-002', payee: 'Diputación de Soria', status: 'Pendiente' },
];

const renderTable = () =>
  renderWithRouter(<ColumnTable columns={columns} rows={rows} rowKey={(row) => row.id} minWidth={600} />);

describe('ColumnTable', () => {
  it('is a table with a header per column on a desktop', async () => {
    stubViewportWidth(1280);
    renderTable();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Referencia', 'Beneficiario', 'Nota', 'Estado']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('is one card per row on a phone: the first column as title, a badge beside it, the rest labelled', async () => {
    stubViewportWidth(390);
    renderTable();
    const cards = await screen.findAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('PAG-001Pagado');
    expect(first).toHaveTextContent('Beneficiario:Ayuntamiento de TeruelNota:Segundo plazo');
    // A row with nothing in a column shows no label over nothing; the badge is not a field of its own.
    expect(second).toHaveTextContent('PAG-002Pendiente');
    expect(within(second).queryByText('Nota:')).not.toBeInTheDocument();
    expect(within(second).queryByText('Estado:')).not.toBeInTheDocument();
  });
});
