// A staff table is declared once: a table on a desktop, one card per row on a phone, where a table showed only its
// first two columns.
import { Badge } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test-utils/render';
import { stubViewportWidth } from '../../test-utils/viewport';
import { ColumnTable, type TableColumn } from './column-table';

interface Payment {
  id: string;
  ref: string;
  payee: string;
  note?: string;
  amount: number;
  status: string;
}

const columns: TableColumn<Payment>[] = [
  { key: 'ref', header: 'Referencia', cell: (row) => row.ref },
  { key: 'payee', header: 'Beneficiario', cell: (row) => row.payee },
  { key: 'note', header: 'Nota', cell: (row) => row.note ?? null },
  { key: 'amount', header: 'Importe', numeric: true, cell: (row) => `${row.amount} €` },
  { key: 'status', header: 'Estado', cell: (row) => <Badge>{row.status}</Badge>, asideOnPhone: true },
];
const rows: Payment[] = [
  { id: '1', ref: 'PAG-001', payee: 'Ayuntamiento de Teruel', note: 'Segundo plazo', amount: 1200, status: 'Pagado' },
  { id: '2', ref: 'PAG-002', payee: 'Diputación de Soria', amount: 80, status: 'Pendiente' },
];

/** The table sortable by every column but the note's, sorted by payee; answers the sort's callback. */
function renderSortable(order: 'asc' | 'desc', onRowClick?: (row: Payment) => void) {
  const onSort = vi.fn();
  const sortable = columns.map((column) => ({ ...column, sortable: column.key !== 'note' }));
  renderWithRouter(
    <ColumnTable
      columns={sortable}
      rows={rows}
      rowKey={(row) => row.id}
      minWidth={600}
      sort={{ key: 'payee', order, onSort }}
      {...(onRowClick ? { onRowClick } : {})}
    />,
  );
  return onSort;
}

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
    ).toEqual(['Referencia', 'Beneficiario', 'Nota', 'Importe', 'Estado']);
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
    // A figure reads under its label, beside the others, after the texts.
    expect(first).toHaveTextContent(/Segundo plazoImporte1200 €$/);
    // A row with nothing in a column shows no label over nothing; the badge is not a field of its own.
    expect(second).toHaveTextContent('PAG-002Pendiente');
    expect(within(second).queryByText('Nota:')).not.toBeInTheDocument();
    expect(within(second).queryByText('Estado:')).not.toBeInTheDocument();
  });

  it('sorts from its headers on a desktop, the sorted one marked, and opens a row on a click', async () => {
    stubViewportWidth(1280);
    const onRowClick = vi.fn();
    const onSort = renderSortable('desc', onRowClick);
    expect(await screen.findByRole('columnheader', { name: 'Beneficiario' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Referencia' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Nota' })).not.toHaveAttribute('aria-sort');
    fireEvent.click(screen.getByRole('button', { name: 'Referencia' }));
    expect(onSort).toHaveBeenCalledWith('ref');
    fireEvent.click(screen.getByText('Diputación de Soria'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('sorts from a select on a phone: a column, then the order turned round', async () => {
    stubViewportWidth(390);
    const onSort = renderSortable('asc');
    const select = await screen.findByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveValue('Beneficiario');
    fireEvent.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Referencia',
      'Beneficiario',
      'Importe',
      'Estado',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Estado' }));
    expect(onSort).toHaveBeenLastCalledWith('status', 'asc');
    expect(screen.getByRole('radio', { name: 'Ascendente' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Descendente' }));
    // The column just chosen, though the table's props still name the one before (it is not re-rendered here).
    expect(onSort).toHaveBeenLastCalledWith('status', 'desc');
  });

  it('marks the row open beside it, as a row on a desktop and as a card on a phone', async () => {
    const selected = (row: Payment) => row.id === '2';
    stubViewportWidth(1280);
    const { unmount } = renderWithRouter(
      <ColumnTable columns={columns} rows={rows} rowKey={(row) => row.id} minWidth={600} isSelected={selected} />,
    );
    const [, first, second] = await screen.findAllByRole('row');
    expect(first).not.toHaveAttribute('data-selected');
    expect(second).toHaveAttribute('data-selected');
    unmount();
    stubViewportWidth(390);
    renderWithRouter(
      <ColumnTable columns={columns} rows={rows} rowKey={(row) => row.id} minWidth={600} isSelected={selected} />,
    );
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('[data-selected]') !== null)).toEqual([false, true]);
  });

  it("titles a phone's card from its own title, leaving the columns it says out, and sorts by the given choices", async () => {
    stubViewportWidth(390);
    const onSort = vi.fn();
    const titled = columns.map((column) => ({ ...column, hideOnPhone: column.key === 'ref' }));
    renderWithRouter(
      <ColumnTable
        columns={titled}
        rows={rows}
        rowKey={(row) => row.id}
        minWidth={600}
        phoneTitle={(row) => `Pago ${row.ref}`}
        sort={{ key: 'created', order: 'asc', onSort, options: [{ value: 'created', label: 'Creado' }] }}
      />,
    );
    const [first] = (await screen.findAllByRole('listitem')) as [HTMLElement];
    expect(first).toHaveTextContent(/^Pago PAG-001PagadoBeneficiario:/);
    expect(within(first).queryByText('Referencia:')).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(select).toHaveValue('Creado');
    fireEvent.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Creado']);
  });

  it("leaves out of a card a value its cell signs as missing, which the desktop's cell shows", async () => {
    const signed = columns.map((column) =>
      column.key === 'note'
        ? { ...column, cell: (row: Payment) => row.note ?? '—', isEmpty: (row: Payment) => row.note === undefined }
        : column,
    );
    stubViewportWidth(390);
    const { unmount } = renderWithRouter(
      <ColumnTable columns={signed} rows={rows} rowKey={(row) => row.id} minWidth={600} />,
    );
    const [, second] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(within(second).queryByText('Nota:')).not.toBeInTheDocument();
    expect(second).not.toHaveTextContent('—');
    unmount();
    stubViewportWidth(1280);
    renderWithRouter(<ColumnTable columns={signed} rows={rows} rowKey={(row) => row.id} minWidth={600} />);
    expect(await screen.findByRole('cell', { name: '—' })).toBeInTheDocument();
  });

  it("leaves a click on a row's own link or button to it, not also the row's", async () => {
    stubViewportWidth(1280);
    const onRowClick = vi.fn();
    const onLink = vi.fn();
    const linked = columns.map((column) =>
      column.key === 'ref'
        ? {
            ...column,
            cell: (row: Payment) => (
              <button type="button" onClick={onLink}>
                {row.ref}
              </button>
            ),
          }
        : column,
    );
    renderWithRouter(
      <ColumnTable columns={linked} rows={rows} rowKey={(row) => row.id} minWidth={600} onRowClick={onRowClick} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'PAG-002' }));
    expect(onLink).toHaveBeenCalledOnce();
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Diputación de Soria'));
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });
});
