// A generic list's rows open their record from the keyboard: the record's name is a link to its screen, on a
// desktop's row and as a phone card's title.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resourceDefinition } from '../../lib/resources/resource-definition';
import { renderWithRouter } from '../../test-utils/render';
import { stubViewportWidth } from '../../test-utils/viewport';
import { ResourceTable } from './resource-table';

const people = resourceDefinition('personas');
const records = [
  { _id: 'a'.repeat(24), firstName: 'Luisa', lastName: 'Alcaraz Estévez', documentNumber: '32182299D', province: '' },
  { _id: 'b'.repeat(24), firstName: 'Daniel', lastName: 'Báez Tejada', documentNumber: '53802520T' },
];
const href = (record: { _id: string }) => `/personas/${record._id}`;

describe('ResourceTable', () => {
  it("links each row's name to the record's screen on a desktop", async () => {
    stubViewportWidth(1280);
    renderWithRouter(<ResourceTable definition={people} records={records} recordHref={href} />);
    const link = await screen.findByRole('link', { name: 'Báez Tejada' });
    expect(link).toHaveAttribute('href', `/personas/${'b'.repeat(24)}`);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('links the first column when the name is not among the columns shown', async () => {
    stubViewportWidth(1280);
    renderWithRouter(
      <ResourceTable definition={people} records={records} columns={['documentNumber']} recordHref={href} />,
    );
    expect(await screen.findByRole('link', { name: '53802520T' })).toHaveAttribute(
      'href',
      `/personas/${'b'.repeat(24)}`,
    );
  });

  it("titles a phone's card with the record's name, a link, and leaves out what it does not have", async () => {
    stubViewportWidth(390);
    renderWithRouter(<ResourceTable definition={people} records={records} recordHref={href} />);
    const [first] = (await screen.findAllByRole('listitem')) as [HTMLElement];
    expect(within(first).getByRole('link', { name: 'Luisa Alcaraz Estévez' })).toHaveAttribute(
      'href',
      `/personas/${'a'.repeat(24)}`,
    );
    // The name's own columns are the title, not fields again; an empty province is no "Provincia:" over a dash.
    expect(within(first).queryByText('Apellidos:')).not.toBeInTheDocument();
    expect(within(first).queryByText('Provincia:')).not.toBeInTheDocument();
    expect(within(first).getByText('32182299D')).toBeInTheDocument();
  });

  it("sorts a phone's cards by the given fields, or by its sortable columns without them", async () => {
    stubViewportWidth(390);
    /** The phone's sort choices of a table sorted by surname, given `sortFields` or not. */
    const sortChoices = async (sortFields?: readonly string[]) => {
      const { unmount } = renderWithRouter(
        <ResourceTable
          definition={people}
          records={records}
          columns={['lastName', 'documentNumber']}
          sort={{ sort: 'lastName', order: 'asc' }}
          onSortChange={() => undefined}
          {...(sortFields ? { sortFields } : {})}
        />,
      );
      fireEvent.click(await screen.findByRole('combobox', { name: 'Ordenar por' }));
      const choices = screen.getAllByRole('option').map((option) => option.textContent);
      unmount();
      return choices;
    };
    expect(await sortChoices(['lastName', 'province'])).toEqual(['Apellidos', 'Provincia']);
    expect(await sortChoices()).toEqual(['Apellidos', 'Número de documento']);
  });

  it("ticks rows for a bulk action: on a phone a card's tick and, above the cards, the whole page's", async () => {
    stubViewportWidth(390);
    const onChange = vi.fn();
    const { unmount } = renderWithRouter(
      <ResourceTable
        definition={people}
        records={records}
        recordHref={href}
        selection={{ selected: new Set(), onChange }}
      />,
    );
    const [first] = (await screen.findAllByRole('listitem')) as [HTMLElement];
    fireEvent.click(within(first).getByRole('checkbox', { name: 'Seleccionar «Luisa Alcaraz Estévez»' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(['a'.repeat(24)]));
    // The whole page's tick has its words on a phone, where no header stands over the cards.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }));
    expect(onChange).toHaveBeenLastCalledWith(new Set(records.map((record) => record._id)));
    unmount();
    renderWithRouter(
      <ResourceTable
        definition={people}
        records={records}
        recordHref={href}
        selection={{ selected: new Set(['b'.repeat(24)]), onChange }}
      />,
    );
    const all = await screen.findByRole('checkbox', { name: 'Seleccionar todos los de esta página' });
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');
  });
});
